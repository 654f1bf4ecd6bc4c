# expect: textbook
# Row by row, with sets: the seeds' program, with its three trace lines.
import sys


def solve(n):
    cols, diags1, diags2 = set(), set(), set()
    queens = []
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
            queens.append(col)
            cols.add(col)
            diags1.add(row - col)
            diags2.add(row + col)
            print("place", row, col)  # trace
            place(row + 1)
            print("remove", row, col)  # trace
            queens.pop()
            cols.remove(col)
            diags1.remove(row - col)
            diags2.remove(row + col)

    place(0)
    return count


n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
print("n =", n)  # trace: the board's size
print(solve(n), "solutions")
