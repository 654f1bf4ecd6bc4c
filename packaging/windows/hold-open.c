/* Holds a file open without sharing, as a program that has it open does on
   Windows, until a second file appears or 60 s pass. For tests only. */
#include <windows.h>
int wmain(int argc, wchar_t **argv) {
    if (argc < 3) return 2;
    HANDLE h = CreateFileW(argv[1], GENERIC_READ, 0, NULL, OPEN_EXISTING, 0, NULL);
    if (h == INVALID_HANDLE_VALUE) return 1;
    HANDLE ready = CreateFileW(argv[2], GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(ready);
    for (int i = 0; i < 600; i++) {
        Sleep(100);
        if (GetFileAttributesW(argv[2]) == INVALID_FILE_ATTRIBUTES) break;
    }
    CloseHandle(h);
    return 0;
}
