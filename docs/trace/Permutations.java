// expect: only full permutations are tested
// Every order of the columns, and the diagonals tested on full boards only.
public class Permutations {
    static int n;
    static int[] queens;
    static boolean[] used;
    static int count = 0;

    static boolean diagonalsFree() {
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (Math.abs(queens[a] - queens[b]) == b - a) return false;
        return true;
    }

    static void place(int row) {
        if (row == n) {
            if (diagonalsFree()) {
                System.out.println("solution"); // trace
                count++;
            }
            return;
        }
        for (int col = 0; col < n; col++) {
            if (used[col]) continue;
            used[col] = true;
            queens[row] = col;
            System.out.println("place " + row + " " + col); // trace
            place(row + 1);
            System.out.println("remove " + row + " " + col); // trace
            used[col] = false;
        }
    }

    public static void main(String[] args) {
        n = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        System.out.println("n = " + n); // trace
        queens = new int[n];
        used = new boolean[n];
        place(0);
        System.out.println(count);
    }
}
