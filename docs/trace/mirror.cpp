// expect: textbook
// Row by row, each row from its right end: the textbook's mirror image.
#include <cstdio>
#include <cstdlib>
#include <vector>

static int n;
static std::vector<bool> cols, d1, d2;
static long found = 0;

static void place(int row) {
    if (row == n) {
        std::puts("solution");  // trace
        found++;
        return;
    }
    for (int col = n - 1; col >= 0; col--) {
        if (cols[col] || d1[row - col + n - 1] || d2[row + col]) continue;
        cols[col] = d1[row - col + n - 1] = d2[row + col] = true;
        std::printf("place %d %d\n", row, col);  // trace
        place(row + 1);
        std::printf("remove %d %d\n", row, col);  // trace
        cols[col] = d1[row - col + n - 1] = d2[row + col] = false;
    }
}

int main(int argc, char **argv) {
    n = argc > 1 ? atoi(argv[1]) : 8;
    std::printf("n = %d\n", n);  // trace
    cols.assign(n, false);
    d1.assign(2 * n - 1, false);
    d2.assign(2 * n - 1, false);
    place(0);
    std::printf("%ld\n", found);
}
