"""An independent solver of the regions puzzle, for the tests: puzzles on
standard input separated by an empty line, the number of solutions of each
(to at most LIMIT, the first argument; 0 for all) printed a line each.

One queen in each row, each column and each region; no two touching, the
diagonal neighbours included. A lower-case letter is a queen placed."""

import sys


def count(rows, limit):
    n = len(rows)
    region = [[ord(ch.upper()) - ord("A") for ch in row] for row in rows]
    placed = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch.islower()]
    found = 0
    queens = []

    def fits(r, c):
        for (qr, qc) in queens:
            if qc == c or region[qr][qc] == region[r][c]:
                return False
            if abs(qr - r) <= 1 and abs(qc - c) <= 1:
                return False
        return all(pc == c for (pr, pc) in placed if pr == r)

    def place(r):
        nonlocal found
        if limit and found >= limit:
            return
        if r == n:
            found += 1
            return
        for c in range(n):
            if fits(r, c):
                queens.append((r, c))
                place(r + 1)
                queens.pop()

    place(0)
    return found


def main():
    limit = int(sys.argv[1])
    text = sys.stdin.read()
    for block in text.split("\n\n"):
        rows = [line for line in block.split("\n") if line]
        if rows:
            print(count(rows, limit))


main()
