// expect: abs(row - col) glues two diagonals
// The seeds' mistake: abs(row - col) for both diagonals. Squares on
// different diagonals look attacked, and anti-diagonals go untested.
const n = Number(process.argv[2] ?? 8);
console.log(`n = ${n}`); // trace
const cols = new Set();
const diags = new Set();
let count = 0;

function place(row) {
  if (row === n) {
    console.log("solution"); // trace
    count++;
    return;
  }
  for (let col = 0; col < n; col++) {
    const d = Math.abs(row - col); // the mistake
    if (cols.has(col) || diags.has(d)) continue;
    cols.add(col);
    diags.add(d);
    console.log(`place ${row} ${col}`); // trace
    place(row + 1);
    console.log(`remove ${row} ${col}`); // trace
    cols.delete(col);
    diags.delete(d);
  }
}

place(0);
console.log(count);
