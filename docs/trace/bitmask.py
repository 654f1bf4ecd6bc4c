# expect: textbook
# Row by row, with bitmasks: the lowest free bit is the leftmost free column.
import sys


def count(n):
    full = (1 << n) - 1
    total = 0

    def place(row, cols, d1, d2):
        nonlocal total
        if row == n:
            print("solution")  # trace
            total += 1
            return
        free = full & ~(cols | d1 | d2)
        while free:
            bit = free & -free
            free ^= bit
            col = bit.bit_length() - 1
            print("place", row, col)  # trace
            place(row + 1, cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)
            print("remove", row, col)  # trace

    place(0, 0, 0, 0)
    return total


n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
print("n =", n)  # trace
print(count(n))
