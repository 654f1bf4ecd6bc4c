// expect: textbook
// Column by column: the textbook's search turned on its side. The trace
// says each queen's own row and column; the replay sees the symmetry.
const n = Number(process.argv[2] ?? 8);
console.log(`n = ${n}`); // trace
const rowTaken = new Array(n).fill(false);
const diag = new Set();
const anti = new Set();
const rowOf = [];
let count = 0;

function place(col) {
  if (col === n) {
    console.log("solution"); // trace
    count++;
    return;
  }
  for (let row = 0; row < n; row++) {
    if (rowTaken[row] || diag.has(row - col) || anti.has(row + col)) continue;
    rowTaken[row] = true;
    diag.add(row - col);
    anti.add(row + col);
    rowOf.push(row);
    console.log(`place ${row} ${col}`); // trace
    place(col + 1);
    console.log(`remove ${row} ${col}`); // trace
    rowOf.pop();
    rowTaken[row] = false;
    diag.delete(row - col);
    anti.delete(row + col);
  }
}

place(0);
console.log(`${count} solutions`);
