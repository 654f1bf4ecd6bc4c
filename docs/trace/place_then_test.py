# expect: you place, then test
# A queen goes on first and is tested after: every square of a row is a
# placement, and an attacked queen is taken back at once.
import sys


def safe(queens):
    row, col = len(queens) - 1, queens[-1]
    return all(c != col and abs(c - col) != row - r for r, c in enumerate(queens[:-1]))


def place(n, queens, found):
    row = len(queens)
    if row == n:
        print("solution")  # trace
        found.append(queens[:])
        return
    for col in range(n):
        queens.append(col)
        print("place", row, col)  # trace
        if safe(queens):
            place(n, queens, found)
        print("remove", row, col)  # trace
        queens.pop()


n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
print("n =", n)  # trace
found = []
place(n, [], found)
print(len(found))
