// expect: stops after its first solution
// Stops at the first board it finds, as "place n queens" asks: the rest
// of the search never happens. It does not print n: the replay counts the
// queens of the first solution.
const n = Number(process.argv[2] ?? 8);
const queens = [];

function attacked(row, col) {
  return queens.some((c, r) => c === col || Math.abs(c - col) === row - r);
}

function place(row) {
  if (row === n) {
    console.log("solution"); // trace
    return true;
  }
  for (let col = 0; col < n; col++) {
    if (attacked(row, col)) continue;
    queens.push(col);
    console.log(`place ${row} ${col}`); // trace
    if (place(row + 1)) return true;
    console.log(`remove ${row} ${col}`); // trace
    queens.pop();
  }
  return false;
}

if (place(0)) console.log(queens.join(" "));
