# expect: the undo is missing
# The seeds' first mistake: the queen is printed as taken back, but her
# column and diagonals stay in the sets.
import sys


def solve(n):
    cols, diags1, diags2 = set(), set(), set()
    count = 0

    def place(row):
        nonlocal count
        if row == n:
            print("solution")  # trace
            count += 1
            return
        for col in range(n):
            if col in cols or row - col in diags1 or row + col in diags2:
                continue
            cols.add(col)
            diags1.add(row - col)
            diags2.add(row + col)
            print("place", row, col)  # trace
            place(row + 1)
            print("remove", row, col)  # trace
            # the mistake: cols, diags1 and diags2 keep the queen

    place(0)
    return count


n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
print("n =", n)  # trace
print(solve(n))
