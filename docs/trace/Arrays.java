// expect: textbook
// Row by row, with arrays of booleans, the board printed at each solution.
public class Arrays {
    static int n;
    static int[] queens;
    static boolean[] cols, diags1, diags2;
    static int count = 0;

    static void place(int row) {
        if (row == n) {
            System.out.println("solution"); // trace
            count++;
            StringBuilder board = new StringBuilder();
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) board.append(queens[r] == c ? 'Q' : '.');
                board.append('\n');
            }
            System.out.println(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (cols[col] || diags1[row - col + n - 1] || diags2[row + col]) continue;
            queens[row] = col;
            cols[col] = diags1[row - col + n - 1] = diags2[row + col] = true;
            System.out.println("place " + row + " " + col); // trace
            place(row + 1);
            System.out.println("remove " + row + " " + col); // trace
            cols[col] = diags1[row - col + n - 1] = diags2[row + col] = false;
        }
    }

    public static void main(String[] args) {
        n = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        System.out.println("n = " + n); // trace
        queens = new int[n];
        cols = new boolean[n];
        diags1 = new boolean[2 * n - 1];
        diags2 = new boolean[2 * n - 1];
        place(0);
        System.out.println(count + " solutions");
    }
}
