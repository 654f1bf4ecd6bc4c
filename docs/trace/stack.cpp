// expect: textbook
// Row by row without recursion: an explicit stack of the columns tried.
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 8;
    std::printf("n = %d\n", n);  // trace
    std::vector<int> queens;      // queens[row]: its column
    int col = 0;                  // the next column to try in row queens.size()
    long count = 0;
    auto free_square = [&](int row, int c) {
        for (int r = 0; r < row; r++) {
            int q = queens[r];
            if (q == c || q - r == c - row || q + r == c + row) return false;
        }
        return true;
    };
    while (true) {
        int row = queens.size();
        if (row == n) {
            std::printf("solution\n");  // trace
            count++;
            col = n;  // nothing more on this row: go back
        }
        while (col < n && !free_square(row, col)) col++;
        if (row < n && col < n) {
            queens.push_back(col);
            std::printf("place %d %d\n", row, col);  // trace
            col = 0;
            continue;
        }
        if (queens.empty()) break;
        int last = queens.back();
        queens.pop_back();
        std::printf("remove %d %d\n", (int)queens.size(), last);  // trace
        col = last + 1;
    }
    std::printf("%ld solutions\n", count);
}
