// The prefetch is a static inline function in the header: this file gives the target its one source.
#include "CPrefetch.h"
