/* For the tests under wine only, never shipped: Rust's standard library
 * asks bcryptprimitives.dll for ProcessPrng, which wine 8 lacks. This
 * stand-in answers it with RtlGenRandom (advapi32's SystemFunction036). */
#include <windows.h>
#include <ntsecapi.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    return RtlGenRandom(data, (ULONG)length);
}
