// The test bundle's environment, set before any test thread starts (see CTestEnvironment.c).
#pragma once

/// Whether the environment was set up; referencing it keeps the object file linked.
extern const int horizon_test_environment_ready;
