# N-Queens Explorer: the window's words in English.
# Each message id must be in ru.ftl and zh.ftl too (tests/i18n.rs checks).
# Numbers shown are passed already grouped ($shown, $n as "1,000,000");
# $count is the number itself, for the plural rules.

## Board size and the view selector

size-heading = Board size
size-slider-past = n (now past 32)
size-slider-tip = Board sizes the search can list: 1 to 32
size-any-n = Any n:
size-any-n-label = Any n
size-any-n-hint = 1 to 10,000,000
size-go = Go
size-go-tip = Show the board of this size (up to 10,000,000)
size-known-count = n = { $n } has { $shown } { $count ->
    [one] solution
   *[other] solutions
} (OEIS A000170).
size-count-unknown = Nobody has counted the solutions of n = { $n } yet.
size-no-solution = There is no solution for n = { $n }.
size-past-reach = n = { $n } is past the search's reach (32): Big board shows one solution, built by an explicit formula or, after Shuffle, found by local search.

## Export options

export-options = Export options
export-png-size = PNG size
export-labels-in-images = Labels in images
export-lists-as = Lists as

## Menus

menu-file = File
menu-open = Open board…
menu-open-tip = A board as text, a column list, RON, FEN or LeetCode's JSON; dropping a file on the window works too
menu-open-puzzle = Open puzzle…
menu-open-puzzle-tip = A regions puzzle's text (.txt): its map, queens and × marks; dropping a file on the window works too
menu-save-puzzle = Save puzzle…
menu-download-puzzle = Download puzzle
menu-save = Save board…
menu-save-tip = As { $formats }
menu-export-all = Export all solutions…
menu-export-fundamental = Export fundamental solutions…
menu-export-tip = One file, as text, RON or CSV (Export options)
menu-export-why-not = Lists are made for n up to 32
menu-download = Download board as
menu-download-tip = The browser saves it in its downloads
menu-quit = Quit
menu-edit = Edit
menu-copy = Copy board as text
menu-copy-tip = To the system clipboard, as Q and . in rows
menu-paste = Paste board
menu-paste-tip = Opens a board copied in any program: text, a column list (1 3 0 2), RON, FEN or LeetCode's JSON
menu-view = View
menu-labels = Labels
menu-region-patterns = Patterns in regions
menu-region-patterns-tip = Regions puzzle: each region a pattern as well as a colour, for a greyscale print or eyes that tell few colours apart.
menu-show-attacks = Show attacks on hover
menu-dark = Dark theme
speech-toggle = Speech
speech-button = button
speech-check-box = check box
speech-checked = checked
speech-unchecked = not checked
speech-slider = slider
speech-number = number
speech-field = text field
speech-list = list
speech-splitter = splitter
# A scroll bar has no name of its own in egui; the page names it.
speech-scroll-bar = Scroll bar
speech-splitter-name = Panel width
speech-choice = choice
speech-blank = blank
speech-selected = selected
speech-unavailable = unavailable
menu-speak = Speak (the page)
menu-speak-tip = Speak the widget in focus and what changes (“solution 6 of 92”, “Solved”): a screen reader does not read the page's drawing. The first control on the page turns it on and off.
menu-reset-layout = Reset layout
menu-reset-layout-tip = Every panel back to the width it first had
menu-own-dialogs = The app's own file dialogs
menu-own-dialogs-tip = Use the app's file dialog even where the system has one (the system's opens otherwise)
menu-language = Language
view-chooser = View:
menu-help = Help
clipboard-too-large = A text board of n = { $n } would be { $bytes } bytes, too large for the clipboard; save it as .ron

## The status line

status-searching-first = searching for the first solution
status-searching = searching
status-done = done
status-cancelled = cancelled
status-failed = failed: { $why }
status-found = { $shown } found
status-found-kept = { $shown } found that keep the pins and blocks
status-constructed = n = { $n }: one solution, past the search's reach
status-cancel-writing = Cancel writing
status-reading = reading the board…
status-dismiss = Put the message away

## Help

keys-everywhere = Everywhere
keys-open = Open a board file
keys-save = Save the board shown
keys-copy = Copy the board as text
keys-paste = Paste a board copied as text
keys-quit = Quit (the state is kept)
keys-board = The board takes the keys (its arrows, Space, X…); Escape gives them back
keys-browse-step = Previous / next solution
keys-browse-row = A row of the gallery up / down
keys-browse-page = 10 solutions back / on
keys-browse-ends = First / last solution
key-click = Click
keys-play-click = Place or lift a queen
keys-play-undo = Undo
keys-play-redo = Redo
keys-watch-run = Run / pause
keys-watch-step = Step back / forward
keys-watch-ends = Restart / to the end
key-wheel = Wheel
keys-big-wheel = Zoom about the pointer
key-drag = Drag
keys-big-drag = Pan
key-double-click = Double-click
keys-big-double = The whole board
keys-board-move = Move the board's cursor (once the board has the keys)
keys-pins-click = Pin a queen, then block the square, then free it
key-right-click = Right-click
keys-regions-click = Place or lift a queen (or as “A tap or a click places” says)
keys-regions-cross = Rule the square out (×); a right drag rules out many
keys-regions-hint = A hint: the easiest next step, in words
keys-regions-escape = Put away a hint, the solve, the finish card or the editor; then give the keys back
howto-rules = Place n queens on an n×n board so that no two share a row, a column or a diagonal. Choose n with the slider (1 to 32) or type any n up to 10,000,000.
howto-browse = Browse lists every solution in order of its column list read from the top row (the row labelled n at the side) down: step with the arrows, jump to a number, or click a thumbnail. "Fundamental" keeps one solution per class of the 8 rotations and reflections (12 of the 92 for n = 8); the Symmetries list shows the others of the class.
howto-watch = Watch the search shows the textbook's row-by-row backtracking: put a queen in the first safe square of the row, go on to the next row, and when a row has no safe square, lift the queen above and try its next square.
howto-play = Play lets you place queens by hand; "Complete" finishes the board if it can be finished. Big board shows one solution of any size, built by a formula.
howto-views = Every view:
howto-keys = Keys: Tab reaches every button and the board; on the board the arrows move a cursor and Enter or Space acts there, Escape leaves it. Help > Keyboard shortcuts lists every key, view by view.
howto-files = File saves the board as PNG, SVG, text, RON or FEN, or exports every solution; Edit copies the board as text and pastes one copied anywhere.
about-version = Version { $version }
about-program-installed = Program: { $path } (installed)
about-program-built = Program: { $path } (built from the sources)
about-licence = Licence: { $licence }
about-sources = Solution counts: OEIS A000170; fundamental counts: OEIS A002562. Node counts are those of the textbook row-by-row search, root included (2057 for n = 8).
about-made-with = Made with Rust and egui.
help-shortcuts = Keyboard shortcuts
help-howto = How to use
help-about = About N-Queens Explorer

## The views

view-browse = Browse
view-browse-tip = Every solution by number, with thumbnails and symmetries
view-big = Big board
view-big-tip = One solution of a board past the search's reach, by construction
view-play = Play
view-play-tip = Place queens by hand; ask for a completion
view-watch = Watch the search
view-watch-tip = The textbook row-by-row backtracking, step by step
view-pins = Pins
view-pins-tip = Pin queens and block squares: the browser then lists only the solutions that keep them
view-heatmap = Heatmap
view-heatmap-tip = How often each square holds a queen, across all the solutions
view-stats = Statistics
view-stats-tip = Charts of what all the solutions of n have in common
view-about = About this n
view-about-tip = The counts of n, one solution and how long a count takes
view-play-limit = Play works on boards up to n = { $n }.
view-watch-limit = The animation works on boards up to n = { $n }.
view-pins-limit = Pins work with the listed boards, up to n = { $n }.
view-heatmap-limit = The heatmap tallies the listed boards, up to n = { $n }.
view-stats-limit = The statistics tally the listed boards, up to n = { $n }.

## The app

app-name = N-Queens Explorer
status-nothing-to-copy = There is no board to copy yet.
status-state-unread = The saved state did not read (edited, or from another version): the app starts fresh
status-address = This address was opened as near as it could be: { $problems }
status-paste-keys = Press Ctrl+V to paste: a browser hands its clipboard to a page only then
file-handed-too-large = { $name } is { $bytes } bytes; a page opens files of up to { $most } bytes
file-handed-not-text = { $name } is not text: byte { $byte } is not UTF-8
address-too-long = the address was { $length } characters long; only its first { $read } were read
address-not-a-size = “{ $said }” is not a board size (1 to 10,000,000)
address-not-a-number = “{ $said }” is not a solution's number (1, 2, 3, …)
address-not-a-view = “{ $said }” is not a view
address-not-a-step = “{ $said }” is not a step (0, 1, 2, …)
address-not-a-date = “{ $said }” is not a date (YYYY-MM-DD)
address-unknown-key = “{ $said }” means nothing to this page
puzzle-empty = the puzzle is empty: give n lines of n letters A to Z
puzzle-not-a-letter = line { $line }, column { $column }: { $what } is not a region's letter (A to Z, a to z for a queen)
puzzle-row-length = line { $line } has { $found } letters; the first line has { $n }, and every line needs as many
puzzle-row-count = { $found ->
    [one] 1 line
   *[other] { $found } lines
} of { $n } letters: a puzzle of n = { $n } has { $n } lines
puzzle-trailing = line { $line }: only an empty last line, or an empty line and { $n } lines of marks, may follow the puzzle
puzzle-not-a-mark = line { $line }, column { $column }: { $what } is not a mark ('.' open, 'x' ruled out)
puzzle-mark-row-length = line { $line } has { $found } marks; a row of n = { $n } has { $n }
puzzle-cross-on-queen = line { $line }, column { $column }: a queen's square cannot be ruled out
puzzle-leading = line 1 is empty: the puzzle starts on the first line
puzzle-too-large = n = { $n }: a puzzle has at most 26 rows (a letter a region)
puzzle-region-count = { $found } regions ({ $letters }) on a board of n = { $n }: it needs exactly { $n }, A to { $last }
address-not-a-puzzle = the regions puzzle in the address does not read: { $why }. The puzzle shown is not the link's.
address-not-a-piece = “{ $said }” is not a piece (queen, rook, king, superqueen)
address-not-columns = “{ $said }” is not a number of columns (1 to { $most })
address-rules-impossible = these rules make no board of n = { $n } ({ $why }); the classic queens are shown
address-view-unavailable = { $view } does not work at n = { $n }: { $why }
address-no-such-solution = n = { $n } has no solution { $k }; solution { $shown } is shown
address-not-listed-yet = solution { $k } of n = { $n } is not listed yet; solution { $shown } is shown
address-number-outside-browse = a solution's number (k={ $k }) means something in Browse only
address-step-outside-watch = a step (step={ $step }) means something in Watch only
address-past-the-end = the search of n = { $n } has { $steps } steps; the last is shown
status-copied = Board copied to the clipboard as text
status-pasted-board = Pasted board

## Numbers, sizes and durations

size-out-of-range = n = { $n } is out of range: choose 1 to { $max }
size-not-a-number = { $text } is not a whole number
time-s = { $s } s
time-min-s = { $m } min { $s } s
time-h = { $h } h
duration-under-a-second = under a second
duration-seconds = { $shown } { $value ->
    [one] second
   *[other] seconds
}
duration-minutes = { $shown } { $value ->
    [one] minute
   *[other] minutes
}
duration-hours = { $shown } { $value ->
    [one] hour
   *[other] hours
}
duration-days = { $shown } { $value ->
    [one] day
   *[other] days
}
duration-years = { $shown } { $value ->
    [one] year
   *[other] years
}

## About this n

about-counted-here = counted here
about-forecast = Counting n = { $n } here takes about { $time }.
about-forecast-stopped = The forecast was stopped.
about-no-forecast = No forecast: { $why }
about-heading = About n = { $n }
about-estimating = Estimating how long a count takes…
about-forecast-button = How long would a count take?
about-solutions = { $shown } { $count ->
    [one] solution
   *[other] solutions
}
about-not-counted = Nobody has counted its solutions yet.
about-too-large = Too large to count: the search works up to n = 32.
about-fundamental = { $shown } fundamental (up to rotation and reflection)
about-fundamental-counting = Fundamental solutions: being counted…
about-fundamental-on-request = Fundamental solutions: counted in Browse on request
about-fundamental-not-countable = Fundamental solutions: not countable
about-one-solution-columns = One solution, by formula: the queens' files from the top row down, { $columns }
about-one-solution = One solution, by formula, is on the board.
about-no-solution = No solution: the queens cannot all be placed.
about-building = Building one solution…
about-views = Views for this n: { $views }.
about-drawn-in-big = This board is drawn in the Big board view, with zoom and pan.
about-board-description = Board of { $n }: one solution by formula
about-describe = about this n

## Browse

browse-representative = Fundamental solution { $k } is the representative of the class of the solution shown before (the smallest of its orbit)
browse-opened-solution = Opened solution { $k } of n = { $n }
browse-all = All
browse-all-tip = Every solution, numbered in lexicographic order
browse-fundamental = Fundamental
browse-only-kept = Only the solutions that keep the pins and blocks
browse-only-kept-tip = Set in the Pins view; clear them there to see every solution
browse-total-searching = { $reach }+ (searching)
browse-an-opened-board = An opened board
browse-none-kept = No solution keeps these pins and blocks.
browse-searching-first = Searching for the first solution… { $time }
browse-searching-first-why = The search tries the rows top to bottom; at large n the first solution is deep in the tree.
browse-waiting = Solution { $k } of { $total }: waiting for the search
browse-listed-so-far = { $known } listed so far
browse-looking-up = looking up…
browse-among-all = #{ $k } among all solutions
browse-all-listed = all listed
browse-all-listed-in = all listed, in { $time }
browse-found-by-number = found by its number; { $known } listed so far
browse-solution-of = Solution { $k } of { $total }
browse-opened-attacks = { $shown } { $count ->
    [one] attacking pair
   *[other] attacking pairs
}: not a solution
browse-opened-finding = a solution: finding its number…
browse-opened-solution-words = a solution
browse-opened-no-attacks = { $shown } { $count ->
    [one] queen
   *[other] queens
}, no attacks
browse-first = First
browse-previous = Previous
browse-next = Next
browse-last = Last
key-left-arrow = Left arrow
key-right-arrow = Right arrow
browse-random = Random
browse-random-tip = A solution picked at random, each as likely
browse-random-why-not = Picks among all of the list once its total is known (count, or let the listing end)
browse-go-to = Go to number:
browse-go-to-label = Go to number
browse-nothing-to-jump-to = There is no solution to go to.
browse-gallery-empty = No solution to show.
browse-jump = Jump
browse-from-one = Solutions are numbered from 1
browse-no-such-number = There is no solution { $k }: n = { $n } has { $shown } { $count ->
    [one] solution
   *[other] solutions
}
browse-not-yet-kept = There is no solution { $k } yet: { $reach } found so far (under pins and blocks the numbers come from the listing)
browse-not-yet = There is no solution { $k } yet: { $reach } found so far, and the total is not known (count it below)
browse-not-a-number = { $text } is not a solution number
browse-showing-in-all = Showing solution { $k } in the list of all solutions
browse-random-fundamental = A random fundamental solution, each class as likely: the representative of its class (the smallest of its orbit), shown as solution { $k } of all
browse-describe-opened = an opened board
browse-describe-none = no solution
browse-describe-searching = searching
browse-describe = solution { $k } of { $total }
board-opened = Board of { $n }: opened
board-solution = Board of { $n }: solution { $k }
board-looking-up = Board of { $n }: looking up solution { $k }
board-empty = Board of { $n }: empty

## Count and symmetries

count-heading = Count
count-left = about { $time } left
count-estimating-left = estimating time left
count-elapsed = { $time } elapsed, { $left }
count-cancel = Cancel count
count-result = { $shown } { $count ->
    [one] solution
   *[other] solutions
}, { $fundamental } fundamental
count-result-took = { $counts } (counted in { $time })
count-cancelled = Count cancelled.
count-failed = Count failed: { $why }
count-forecast = Counting n = { $n } here takes { $time } (forecast from a sample of the search).
count-ask = This count would take { $time } on this machine, with every core busy. Start it?
count-start-anyway = Start the count
count-not-now = Not now
count-past-horizon = No count of n = { $n } can finish here: the command line splits one into parts for many machines (nqueens count { $n } --part i/k).
count-start = Count all and fundamental
count-start-tip = Counts on every core without listing the solutions
orbit-heading = Symmetries
orbit-one = Every rotation and reflection gives this same solution.
orbit-size = Its orbit holds { $size } distinct solutions, numbered among all:
orbit-image = { $symmetry }: #{ $k } of all
orbit-show-in-all = Shows it in the list of all solutions
orbit-looking-up = { $symmetry }: looking up…
orbit-not-found-yet = { $symmetry }: not found yet
orbit-not-kept = It does not keep the pins and blocks, so the list shown does not hold it: clear them to see it
orbit-not-kept-chosen = Solution { $k } of all does not keep the pins and blocks: clear them to see it
symmetry-identity = identity
symmetry-rotate-90 = rotate 90°
symmetry-rotate-180 = rotate 180°
symmetry-rotate-270 = rotate 270°
symmetry-mirror-left-right = mirror left-right
symmetry-mirror-top-bottom = mirror top-bottom
symmetry-mirror-diagonal = mirror in the diagonal
symmetry-mirror-anti-diagonal = mirror in the anti-diagonal

## Watch the search

watch-heading = The row-by-row search
watch-pause = Pause
watch-run = Run
watch-run-tip = Run the search at the speed below
watch-step-back = Step back
watch-step = Step
watch-restart = Restart
watch-to-the-end = To the end
watch-save-animation = Save animation…
watch-save-animation-tip = The run as an animated PNG or a GIF, a frame a step, at most { $frames } frames (n = 4 to 6 whole)
watch-scrubber-step = step
watch-scrubber = Scrubber
watch-speed = Speed:
watch-one-minute = 1 min
watch-one-minute-tip = The whole run in about a minute
watch-steps-a-second = { $shown } { $count ->
    [one] step
   *[other] steps
} a second
watch-steps-per-second = steps/s
watch-time-to-end = { $time } to the end at this speed
watch-nodes = Nodes: { $nodes }
watch-solutions-found = Solutions found: { $found }
watch-step-of = Step { $step } of { $steps }
watch-lecture-step = The lecture's step ({ $letter }): { $what }
watch-lecture-tip = The 4-queens walk-through of the lecture the app grew from, steps (a) to (l)
watch-stopped-early = The search stopped early: { $why }
watch-first-steps = Showing the first { $steps } steps.
watch-boards-returned = Boards returned: { $found }
watch-returned = It returns:
watch-not-a-solution = not a solution
watch-found = Found:
watch-found-tip = The file (column) of each row's queen, from the top row down, as the board labels them
speed-preset = { $count }/s
speed-preset-thousands = { $count }k/s
watch-found-so-far = Found so far:
watch-tree = The search tree
watch-tree-tip = Each bar a queen placed, as wide as the tree below it; the lit bars are the queens on the board. Click a bar to go to its step.
watch-describe = watching the search
watch-cancelled = it was cancelled
watch-steps-ended = the steps ended without the search's end
watch-ready = Ready: the search starts in the top row.
board-search = Board of { $n }: search
step-try = Try { $square }.
step-reject = Reject { $square }: the queen on { $queen } is on the same { $line ->
    [row] row
    [column] column
    [diagonal] diagonal
   *[anti-diagonal] anti-diagonal
}{ $others ->
    [0] {""}
   *[other] {" "}(and { $others } more)
}.
step-reject-plain = Reject { $square }.
step-place = Place a queen on { $square }.
step-solution = Solution { $number } found: every row holds a queen.
step-returned-wrong = Board { $number } returned, but it is no solution: { $queens } queens attack each other.
step-shared-append = Board { $number } appended: the list queens itself, not a copy, so result holds that one list { $number ->
    [one] once
   *[other] { $number } times
}.
step-shared-end = The run is over: result holds the one list { $times } times, and the search emptied it as it backtracked, so every board returned is [].
code-shared-result = result: the list queens, { $times } times; queens = { $queens } now.
step-backtrack = Backtrack: nothing below works, lift the queen from { $square }.
lecture-a = Queen 1 goes on a4, the first square of the top row.
lecture-b = Queen 2: a3 and b3 are attacked; it goes on c3.
lecture-c = Queen 3: every square of row 2, a2 to d2, is attacked.
lecture-d = Back to row 3: queen 2 moves on to d3.
lecture-e = Queen 3: a2 is attacked, b2 is free.
lecture-f = Queen 4: every square of row 1 is attacked; back up.
lecture-g = Queen 3: c2 and d2 are attacked too; back up.
lecture-h = Queen 2 has no square left in row 3: back to row 4.
lecture-i = Queen 1 moves on to b4.
lecture-j = Queen 2: a3 to c3 are attacked; it goes on d3.
lecture-k = Queen 3 goes on a2.
lecture-l = Queen 4: a1 and b1 are attacked; c1 completes a solution.

## Play

play-completed = Completed: every row holds a { $piece ->
    [rook] rook
    [king] king
    [superqueen] superqueen
   *[queen] queen
}.
play-conflicting = { $count } attacking { $count ->
    [one] pair
   *[other] pairs
}: remove queens first.
play-impossible-move = No completion exists. Move the queen on { $square } and one does.
play-impossible = No completion exists, whichever single queen moves.
play-hint = Click a square to place or lift a { $piece ->
    [rook] rook
    [king] king
    [superqueen] superqueen
   *[queen] queen
} (one per row).
play-hint-touch = Tap a square to place or lift a { $piece ->
    [rook] rook
    [king] king
    [superqueen] superqueen
   *[queen] queen
} (one per row).
play-queens-placed = { $piece ->
    [rook] Rooks
    [king] Kings
    [superqueen] Superqueens
   *[queen] Queens
} placed: { $count }
play-conflicts = Conflicts: { $count }
play-clear = Clear
play-clear-tip = Lift every queen
play-looking = Looking for a completion…
play-complete = Complete
play-complete-tip = Fill the empty rows, or say why it cannot be done
play-complete-limit = Completion works up to n = { $n }.
play-solution-number = A solution: number { $k } in the browser.
play-solution = A solution!
play-describe = playing, { $count } { $count ->
    [one] queen
   *[other] queens
}
board-play = Board of { $n }: play

## Big board

big-hint = Scroll to zoom, drag to pan, double-click to see it all.
big-hint-touch = Pinch to zoom, drag to pan, double-tap to see it all.
big-in-view = In view: { $span } of { $n } columns ({ $zoom }× zoom)
big-whole = Whole board
big-whole-tip = Zoom out to see all of the board (or double-click it)
big-whole-in-view = The whole board is in view
big-pointer = Pointer: square { $name }, column { $column } from the left, row { $row } from the bottom
big-pointer-numbered = Pointer: column { $column } from the left, row { $row } from the bottom
big-queen-here = A queen stands here.
big-row-queen = This row's queen: column { $column } (square { $name })
big-no-queen = This row has no queen.
big-point = Point at the board to see where you are.
big-computing = Computing…
big-shuffle = Shuffle
big-shuffle-tip = Another solution, by local search
big-note-solution = { $queens } queens, no two attack each other
big-note-attacks = { $queens } queens, with attacks
big-describe-shuffled = a solution found by local search
board-shuffled = Board of { $n }: a solution found by local search
big-shuffling = Shuffling: moving queens until none attacks another, { $time }
big-shuffling-tip = Local search from a random start: each queen that is attacked swaps columns with another row while that lowers the attacks. The bar is the share of the first attacked queens freed.
big-shuffle-done = Shuffled: another solution of n = { $n }, found in { $time } by local search.
big-shuffle-cancel = Cancel
big-shuffle-cancelled = Shuffle cancelled; the board is the one shown before.
big-describe = a constructed solution
big-describe-building = building a solution
board-constructed = Board of { $n }: a constructed solution

## Pins

list-separator = {", "}
pins-list-and = { $init } and { $last }
pins-what-pins = a queen on { $pins }
pins-what-blocks = no queen on { $blocks }
pins-what-both = a queen on { $pins } and none on { $blocks }
pins-kept-of-total = { $kept_shown } of { $total_shown } { $total ->
    [one] solution
   *[other] solutions
} of n = { $n } { $kept ->
    [one] keeps
   *[other] keep
} { $what }.
pins-kept = { $kept_shown } { $kept ->
    [one] solution
   *[other] solutions
} of n = { $n } { $kept ->
    [one] keeps
   *[other] keep
} { $what }.
pins-heading = Pins and blocks
pins-hint = Click a square: once to pin a queen there, twice to block it, a third time to free it.
pins-nothing = Nothing pinned or blocked: every solution counts.
pins-queen-on = queen on { $square }
pins-no-queen-on = no queen on { $square }
pins-drop = Drop
pins-forget-pin = Forget this pin
pins-forget-block = Forget this block
pins-clear-all = Clear all
pins-clear-all-tip = Drop every pin and block
pins-counting = Counting…
pins-count-time = Counting them goes through the search of n = { $n }: { $time } here at most.
pins-count-them = Count them
pins-looking-to-drop = Looking for a pin or block to drop…
pins-nothing-to-drop = No single pin or block to drop brings one back.
pins-drop-pin = Drop the pin on { $square } and some solution fits.
pins-drop-block = Drop the block on { $square } and some solution fits.
pins-browse-lists = Browse lists only these; so does the gallery.
pins-count-stopped = The count was stopped.
pins-count-failed = The count failed: { $why }
pins-describe = pins and blocks
pins-describe-what = solutions that keep { $what }
board-pins = Board of { $n }: pins and blocks
tally-about = about { $time }
tally-estimating = a time still being estimated
tally-unknown = a time that could not be estimated

## Heatmap

heatmap-all-tip = Tally every solution
heatmap-fundamental-tip = Tally one solution per class of the 8 rotations and reflections
heatmap-tally-time = Tallying n = { $n } goes through all its solutions: { $time } here.
tally-start = Tally the solutions
tally-running = Tallying… { $time }
tally-cancel = Cancel tally
tally-failed = The tally failed: { $why }
tally-cancelled = Tally cancelled.
tally-nothing = n = { $n } has no solution: nothing to tally.
heatmap-over = Over { $shown } { $count ->
    [one] solution
   *[other] solutions
}; { $lines ->
    [wide] each row holds
   *[square] each row and each column holds
} { $shown } { $piece ->
    [rook] { $count ->
        [one] rook
       *[other] rooks
    }
    [king] { $count ->
        [one] king
       *[other] kings
    }
    [superqueen] { $count ->
        [one] superqueen
       *[other] superqueens
    }
   *[queen] { $count ->
        [one] queen
       *[other] queens
    }
} in all.
heatmap-square = { $square }: { $shown } { $count ->
    [one] solution
   *[other] solutions
} ({ $share }%)
heatmap-point = Point at a square for its number.
heatmap-save-picture = Save picture…
heatmap-save-picture-tip = As PNG or SVG, as it looks here
heatmap-save-csv = Save CSV…
heatmap-save-csv-tip = The numbers, a row of the board a line
heatmap-tallying = Heatmap: tallying
heatmap-description-all = Heatmap of n = { $n } (all)
heatmap-description-fundamental = Heatmap of n = { $n } (fundamental)
heatmap-square-of = { $square }: { $k } of { $over } ({ $share }%)
heatmap-describe-fundamental = heatmap of the fundamental solutions
heatmap-describe-all = heatmap of all the solutions

## Statistics and the race

chart-first-row = Solutions by the column of the first row's queen
chart-orbits = Fundamental solutions by orbit size
chart-nodes = The row-by-row search: nodes at each depth
chart-counts = Solutions of every n up to { $n }
chart-log-scale = { $axis } (log scale)
axis-column = column
axis-solutions = solutions
axis-orbit-size = orbit size
axis-fundamental-solutions = fundamental solutions
axis-queens-placed = queens placed
axis-nodes = nodes
axis-n = n
race-heading = Sets, arrays, bitmasks
race-intro = The seed article's three ways of keeping the attacked lines, on the same search, and this app's counter.
race-limit = For n up to { $n }: past it the sets take minutes.
race-button = Race them on n = { $n }
race-running = Racing…
race-nodes = nodes
race-time = time
race-per-solution = a solution
race-version-sets = sets
race-version-arrays = arrays
race-version-bitmasks = bitmasks
race-version-this-app = this app
race-note = A solution: the whole run's time over the solutions found. The three versions visit the same nodes; only the way they keep the lines differs.
time-us = { $value } µs
time-ms = { $value } ms
stats-intro = Counted in one pass of the textbook row-by-row search.
stats-summary = { $shown } { $count ->
    [one] solution
   *[other] solutions
}, { $fundamental } fundamental, { $nodes_shown } { $nodes ->
    [one] node
   *[other] nodes
}.
stats-tally-time = The charts go through all the solutions of n = { $n }: { $time } here.
stats-oeis = The counts of other n come from OEIS A000170.
stats-appear = The charts appear once the solutions are tallied.
stats-save-png = Save chart { $i } as PNG…
stats-save-png-tip = A picture of the chart as it is on the screen
stats-save-csv = Save chart { $i } as CSV…
stats-save-csv-tip = The chart's numbers
stats-describe = statistics

## Files and dialogs

dialogs-chosen = chosen in the View menu
dialogs-browser = Files: the browser's picker; saves are downloads
dialogs-system = File dialogs: the system's
dialogs-own = File dialogs: the app's own ({ $why })
dialogs-no-portal = no desktop portal and no zenity
dialogs-did-not-open = the system's file dialog did not open
dialogs-all-files = All files
dialogs-falling-back = { $why }: using the app's own file dialog
save-type-a-name = Save is greyed out: type a name
save-saved-as = Saved as { $name }
save-not-a-format = Save is greyed out: .{ $extension } is not one of the formats below
dialog-open = Open
dialog-save = Save
dialog-cancel = Cancel
dialog-new-folder = New folder
dialog-new-folder-name = New folder
dialog-rename = Rename
dialog-refresh = Refresh
dialog-parent-folder = Parent folder
dialog-file = File:
dialog-show-hidden = Show hidden files
save-format = Format:
save-extension-gives = The name's extension gives the format.
open-crowded-row = { $origin }: row { $row } holds more than one queen ({ $shown } attacking { $count ->
    [one] pair
   *[other] pairs
} in all); the board view shows one queen per row (`nqueens check` lists the pairs)
open-attacks = { $origin }: { $shown } attacking { $count ->
    [one] pair
   *[other] pairs
}, marked on the board
open-solution = { $origin }: a solution
open-no-attacks = { $origin }: { $shown } { $count ->
    [one] queen
   *[other] queens
}, no attacks
file-saved = Saved { $path }
file-cancelled = Cancelled { $what }
file-nothing-to-save = There is no board to save yet.
replace-heading = Replace { $name }?
replace-text = A file of that name is already there; saving replaces it.
replace-button = Replace
cancel = Cancel
dialog-save-board = Save board
dialog-save-picture = Save picture
dialog-save-puzzle = Save puzzle
dialog-save-table = Save table
dialog-save-animation = Save the search as an animation
dialog-save-chart = Save chart
dialog-export = Export solutions
dialog-open-board = Open board
dialog-open-puzzle = Open puzzle
filter-png = PNG image
filter-svg = SVG image
filter-list-text = Text boards
filter-list-ron = RON list
filter-puzzle = Regions puzzle (text)
filter-csv = CSV table
filter-leetcode = LeetCode 51 JSON
filter-apng = Animated PNG
filter-gif = GIF animation
filter-boards = Boards
filter-puzzles = Puzzles and screenshots

## Widgets

gallery-heading = Gallery
gallery-solution = Solution { $k }
gallery-tip = Solution { $k }: the queens' files from the top row down, { $columns }
gallery-tip-among-all = Solution { $k } (#{ $all } among all): the queens' files from the top row down, { $columns }
gallery-position = Gallery position
code-comments-english = The programs' comments are in English, as in the textbook: the code runs as shown.
code-heading = The code
code-python-tip = The textbook's recursive search, with sets
code-java-tip = The same in Java, with boolean arrays
code-iterative-tip = The lecture's iterative version: x[k] and a row index that goes down and up
code-bitmasks-tip = The seed article's bitmasks: a row's free squares in one operation; attacked squares are never tried
code-at-line = Now at line { $line }
code-at-lines = Now at lines { $from } to { $to }
code-before = Before the first step
code-variables = Variables
tree-empty = The tree grows here as queens are placed
tree-node-tip = A queen on { $square }, placed at step { $step }: click to go there
tree-tip = The search tree so far: a band per row
tree-label = Search tree
file-saving = saving { $path }
file-exporting = exporting { $path }
chart-not-saved = The chart could not be saved: { $why }
code-lang-python = Python
code-lang-java = Java
code-lang-iterative = Python, iterative
code-lang-bitmasks = Python, bitmasks

## Watch: the typical mistakes
mistake-heading = Run a program with a mistake
mistake-heading-tip = The typical mistakes of the article the app grew from, each a version of the program with the mistake in it: the search runs as that program runs it
mistake-none = The right program
mistake-too-large = Mistakes run for n up to { $n }.
mistake-judging = Running the whole program to judge it…
mistake-returns = It returns { $returned ->
    [one] one board
   *[other] { $boards } boards
}; n = { $n } has { $solutions ->
    [one] one solution
   *[other] { $truth } solutions
}.
mistake-returns-count = It returns { $count }; n = { $n } has { $solutions ->
    [one] one solution
   *[other] { $truth } solutions
}.
mistake-wrong-missed = { $wrong_count ->
    [0] Every board it returns is a solution
    [one] One of its boards is not a solution
   *[other] { $wrong } of its boards are not solutions
}; { $missed_count ->
    [0] it finds every solution
    [one] it never finds one of the solutions
   *[other] it never finds { $missed } of the solutions
}.
mistake-accepted = The program accepts { $square }, yet the queen on { $queen } attacks it: both ringed.
step-reject-phantom = Reject { $square }: the program thinks it is attacked, though no queen attacks it (marked on the board).
code-mistake-heading = The program with the mistake (Python)
code-mistake-line = Line { $line }, as changed:
code-mistake-changed = Lines marked ≠ differ from the right program.
code-mistake-variables = The variables are shown for the right programs.
mistake-no-undo = Forgetting the undo
mistake-no-undo-tip = After the recursive call the column and diagonals are not removed from the sets
mistake-no-undo-why = Without the undo, a lifted queen's column and diagonals stay taken, and every branch after the first can place less and less: { $nodes } nodes against the right program's { $right_nodes }.
mistake-same-formula = One formula for both diagonals
mistake-same-formula-tip = d2 = row - col + n - 1, the same as d1
mistake-same-formula-why = d2 is d1 again: the anti-diagonals are never checked, so a queen attacked along one is accepted (ringed on the board).
mistake-abs = abs(row - col) for the diagonals
mistake-abs-tip = d1 = d2 = abs(row - col)
mistake-abs-why = abs(row - col) glues the diagonal row - col = k to the one of -k, and checks no anti-diagonal: free squares are rejected (marked) and attacked ones accepted (ringed).
mistake-negative-index = A negative index
mistake-negative-index-tip = diags1[row - col] in a list, without + n - 1
mistake-negative-index-why = Python reads diags1[-k] from the end of the list: item 2n - 1 - k, which no other diagonal uses, so here the answer happens to be right. In Java the first negative index throws ArrayIndexOutOfBoundsException; in C it reads memory that is not the array's.
mistake-shared-list = The list instead of a copy
mistake-shared-list-tip = result.append(queens) instead of result.append(queens[:])
mistake-shared-list-why = result holds the one list queens { $returned } times; the search empties it as it backtracks, so every board returned is empty ([]).
mistake-row-check = Checking rows
mistake-row-check-tip = A set of taken rows, checked though the rows are filled one by one
mistake-row-check-why = Rows never clash: the same answer, with { $extra } more lookups ({ $lookups } against { $right_lookups }).
mistake-no-mask = Bitmasks without & full
mistake-no-mask-tip = left shifted without masking it to the board's width
mistake-no-mask-why = left grows past the board: its highest bit reaches { $bit } (the board's columns are bits 0 to { $last }). Python's integers grow and free is masked with full, so the answer is right; in a 32-bit word the bits past 31 fall off from n = 17, and in a signed int shifting into the sign bit is undefined in C.

## Check a solver
view-check = Check a solver
view-check-tip = Paste what your own solver printed and see it against every solution
check-heading = Check your solver's output
check-intro = Paste what your solver printed: LeetCode 51's JSON, Python's print of it, text boards separated by blank lines, column lists one a line, or a count. n is read from the first board (a count is of the n above). Or its trace (lines place R C, remove R C and solution): it is replayed beside the textbook's search.
check-paste = Your solver's output:
check-hint = [[".Q..","...Q","Q...","..Q."],…]
check-box-tip = For a list longer than 16 MB use the command line: nqueens verify FILE
check-one-based = Columns numbered from 1
check-one-based-tip = The column lists count columns from 1, not 0
check-button = Check
check-open = Open…
check-open-tip = Read a file of your solver's output (up to { $size } MB) and check it; a file dropped on the window does the same here
dialog-open-output = Open a solver's output
check-file-read = Read { $name }.
check-file-unreadable = Cannot read { $path }: { $why }
check-file-too-long = { $path } is longer than { $size } MB: use nqueens verify FILE on the command line.
check-file-not-text = The file is not text (UTF-8): byte { $at } is not.
check-why-rows = { $rows } rows, not { $n }
check-why-row-width = the board's line { $line } has { $width } squares, not { $n }
check-why-columns = { $listed } columns listed, not { $n }
check-why-off-board = number { $index } of the list, { $printed }, is not a column ({ $low } to { $high })
check-why-board = the board cannot be drawn: { $why }
check-why-empty-row = no queen in row { $rank }
check-why-not-solution = not a solution
check-example = Example
check-example-tip = What a solver for n = 6 prints when it never checks the diagonals
check-unreadable = Not a solver's output this reads: { $why }
check-nothing-shown = Click a board of the report to see it here.
check-two-in-a-row = This board has two queens in one row: see the reason in the report.
check-board-invalid = A board of the output that is not a solution, its attacking queens ringed
check-board-missing = A solution the output lacks
check-too-long = Longer than { $size } MB: use nqueens verify FILE on the command line.
check-describe = checking a solver's output
check-count = n = { $n }: the output says { $printed }, the truth is { $truth }.
check-figures = n = { $n }: { $boards } boards.
check-valid = Valid
check-missing = Missing
check-invalid = Invalid
check-duplicates = Repeated
check-invalid-board = Board { $place } (line { $line }): { $why }
check-missing-board = Missing: solution #{ $number }, { $files }
check-repeat = Board { $place } is solution #{ $number } again.
check-exact = Right: exactly the { $truth } solutions of n = { $n }, each once.
check-wrong = Not the { $truth } solutions of n = { $n }.
check-attack = Board { $place } (line { $at }): the queens on { $first } and { $second } are on the same { $line ->
    [row] row
    [column] column
    [diagonal] diagonal
   *[anti-diagonal] anti-diagonal
}.

## Watch: the quiz

quiz-toggle = Quiz: predict each step
quiz-toggle-tip = Before each step, say what the search does next: whether the square tried is safe or along which line it is attacked, which square it tries next, or whether it backtracks or records a solution. Step skips a question.
quiz-no-run = The quiz moves one step per answer: turn it off to run
quiz-ask-safe = Is { $square } safe? If not, along which line is it attacked?
quiz-ask-next = What does the search do next? Click the square it tries, or:
quiz-safe = Safe: place a queen
quiz-attacked = Attacked along the { $line ->
    [row] row
    [column] column
    [diagonal] diagonal
   *[anti-diagonal] anti-diagonal
}
quiz-lines-tip = The diagonal goes down to the right (row − column the same), the anti-diagonal down to the left (row + column the same).
quiz-try = Try { $square }
quiz-backtrack = Backtrack
quiz-solution = Record a solution
quiz-right = Right!
quiz-wrong = Not this time: you said “{ $answer }”.
quiz-why-start = The search starts at the first square of the top row.
quiz-why-next-row = A queen went on { $square }: the search goes down to the next row and starts at its first square.
quiz-why-filled = The queen on { $square } filled the last row: every row holds a queen, a solution.
quiz-why-next-square = { $square } was attacked: the search tries the next square to its right, in the same row.
quiz-why-row-done = { $square } was the row's last square: nothing is left in the row, so the search backs up to the row above.
quiz-why-after-solution = After a solution the search backs up, to look for the next one.
quiz-why-after-lift = The queen was lifted from { $square }: the search tries the next square to its right.
quiz-why-lifted-last = The queen lifted from { $square } stood on the row's last square: the search backs up again.
quiz-score = Score: { $right } of { $asked } · streak { $streak } (best { $best })
quiz-ended = The search has ended: no more questions.
quiz-waiting = Waiting for the next step…

## Other pieces and boards

view-classic-only = For the classic queens only: under other rules, Browse, Play, Watch and the Heatmap work
rules-piece = Piece:
rules-piece-tip = The piece placed once in every row: its moves are what it attacks
rules-torus = Torus
rules-torus-tip = The board's edges wrap around: a line leaving one side comes back on the other (Pólya's torus: queens have solutions only for n prime to 6)
rules-too-large = Other pieces and the torus up to n = { $n }
rules-counted-in-browse = Browse numbers and counts the solutions of this rule.
piece-queen = Queen
piece-rook = Rook
piece-king = King
piece-superqueen = Superqueen
piece-queen-tip = Attacks along its row, column and diagonals: the classic puzzle.
piece-rook-tip = Attacks along its row and column: every arrangement of one a row and one a column is a solution, n! of them.
piece-king-tip = One a row and a column, and no two touching (Hertzsprung's problem; the daily "Queens" puzzle without its regions).
piece-superqueen-tip = A queen that also jumps as a knight; its knight squares are dotted. The first solutions are at n = 10.
pieces-queen = Queens
pieces-rook = Rooks
pieces-king = Kings
pieces-superqueen = Superqueens
ruled-on-torus = { $pieces } on a torus
ruled-none = { $rules }: n = { $n } has no solution.
ruled-group-square = Fundamental: up to the 8 rotations and reflections of the square.
ruled-group-torus = Fundamental: up to the 8 rotations and reflections and the { $n }×{ $n } translations of the torus.
ruled-group-rectangle = Fundamental: up to the 4 symmetries of a rectangle.
ruled-nodes = The search placed { $nodes } pieces.
play-complete-classic = Completion is for the classic queens
play-solved-under-rules = Solved: every row holds a piece and none attacks another.
status-rules = n = { $n }: other rules ({ $rules })
check-why-pieces = the pieces on { $first } and { $second } attack each other
open-rectangle = { $origin }: a board of { $n } rows and { $columns } columns; the window takes up to { $rows } rows on up to { $most } columns (`nqueens check FILE` checks any)
step-ruled-reject = Reject { $square }: the piece on { $piece } attacks it { $line ->
    [row] along the row
    [column] along the column
    [diagonal] along the diagonal
    [anti-diagonal] along the anti-diagonal
   *[knight] by a knight's jump
}{ $others ->
    [0] {""}
   *[other] {" "}(and { $others } more)
}.
step-ruled-place = Place a piece on { $square }.
step-ruled-solution = Solution { $number } found: every row holds a piece.
step-ruled-backtrack = Backtrack: nothing below works, lift the piece from { $square }.
watch-ruled-note = { $rules }: the textbook's search, with the check of the rule. The quiz and the mistakes are of the queens' program (choose the queen on a plane board for them).
code-ruled-heading = The search under the rule
code-ruled-changed = The textbook's search, with the check asked of attacks(); the lines marked ≠ say the rule ({ $rules }). Python; it runs as shown.
rules-columns = Columns:
rules-columns-tip = n pieces on n rows and more columns, one a row and at most one a column (up to 64 columns). The rectangle's symmetries are its 4: turns by 180° and mirrors.
rules-columns-torus = The torus is square: uncheck Torus for more columns than rows.
ruled-on-columns = { $pieces } on { $columns } columns
play-describe-ruled = { $rules }: playing, { $count } { $count ->
    [one] piece
   *[other] pieces
}
open-rules = Opened { $origin }: { $rules }, in Play.
ruled-polya = Queens on a torus need n prime to 6 (Pólya): no search needed.

square-queen = queen
square-empty = empty
square-words = { $square }, { $what }
square-words-attacked = { $square }, { $what }, attacked by { $by }

view-regions = Regions puzzle
view-regions-tip = The daily "Queens" puzzle: one queen in each row, column and coloured region, none touching
regions-rules = One queen in each row, each column and each coloured region; no two queens touch, not even diagonally.
regions-how-mouse = Click to place or lift a queen; right-click to rule a square out; drag across squares (either button) to rule out many.
regions-how-touch = Tap to place or lift a queen; hold a square to rule it out, or drag across squares. What a tap does can be changed below.
regions-next-puzzle = For the next new puzzle:
regions-size = Size
regions-difficulty = Difficulty
regions-any = Any
regions-easy = Easy
regions-medium = Medium
regions-hard = Hard
regions-guess = Needs a guess
regions-seed = Seed:
regions-seed-used = Seed { $seed } (the same seed gives the same puzzle here, on the page and on the command line)
regions-map-id = Puzzle ID: { $id }
regions-map-id-tip = The name that is this puzzle (its map): a link with id= and every regions command of the command line read it, in any version
regions-start-over = Start over
regions-start-over-tip = This puzzle from an empty board and 0:00 (it asks first)
regions-start-over-ask = Start this puzzle over? Its queens, × and time go.
regions-start-over-yes = Yes, start over
regions-start-over-no = Keep playing
regions-copy-id = Copy ID
regions-copy-made = Copy name
regions-copy-id-tip = Copy the whole name
regions-copied-id = Copied the puzzle's name.
regions-made-id = Made by: { $id }
regions-made-id-tip = The name that makes this puzzle: its size, the difficulty asked for and the seed. This version makes the same puzzle from it here, on the page and on the command line; another version may make another
regions-bad-seed = “{ $text }” is not a seed: a whole number from 0 to 18,446,744,073,709,551,615
regions-new = New puzzle
regions-today = Today’s puzzle
regions-today-tip = The same puzzle for everyone today: 7×7 and easy on Mondays, up to 11×11 and hard on Sundays
regions-day-of = Puzzle of { $day }
regions-day-before = The day before’s puzzle
regions-day-after = The next day’s puzzle
regions-day-not-yet = Tomorrow’s puzzle comes out tomorrow: the archive is the days before
regions-future-day = The puzzle of { $day } comes out on its day; today is { $today }. The archive holds the days before
regions-cancel = Stop making it
regions-none-yet = Choose a size and a difficulty, then New puzzle.
regions-time = Time { $time }
regions-paused = Time { $time } (paused while the window is away)
regions-solved-in = Solved in { $time }
regions-finish-title = Solved!
regions-finish-time = Time { $time } · best { $best }
regions-finish-streak = Streak: { $streak ->
    [one] 1 day
   *[other] { $streak } days
}
regions-finish-close = Close
regions-solved-archive = The puzzle of { $day } solved in { $time } (best { $best }), from the archive: it counts in the days solved, not in the streak.
regions-solved-day = The puzzle of { $day } solved in { $time } (best { $best }). Streak: { $streak ->
    [0] none today yet
    [one] 1 day
   *[other] { $streak } days
}.
regions-streak = Streak: { $streak ->
    [one] 1 day
   *[other] { $streak } days
} · days solved: { $days }
regions-solved = Solved in { $time } (best { $best }), { $hints ->
    [0] no hints
    [one] 1 hint
   *[other] { $hints } hints
}.
regions-queens = Queens placed: { $placed } of { $n }
regions-clashes = Queens ringed with “!” break a rule.
regions-auto-cross = Rule out what a queen attacks
regions-check = Check
regions-check-tip = Which queens and × placed contradict the solution, ringed on the board
regions-check-right = Nothing placed contradicts the solution.
regions-check-none = This map has no solution: nothing to hold the board against.
regions-check-wrong = Contradicting the solution: { $queens ->
    [0] no queen
    [one] 1 queen
   *[other] { $queens } queens
} and { $crosses ->
    [0] no ×
    [one] 1 ×
   *[other] { $crosses } ×
}, ringed.
regions-hint = Hint
regions-hint-tip = The next step in words: the easiest rule that applies, its squares outlined
regions-rule = Rule: { $rule }
regions-apply = Apply
regions-dismiss = Dismiss
regions-no-step = No step by these rules: the puzzle needs a guess here.
regions-describe = Regions puzzle { $n }×{ $n }
regions-describe-solved = Regions puzzle { $n }×{ $n }, solved
regions-describe-editing = Regions map { $n }×{ $n }, being painted
regions-pasted = the pasted puzzle
regions-opened = Opened a regions puzzle of { $n }×{ $n }.
regions-shot-doubt = { $name }: read as a board of { $n }, but { $problem }; the squares in doubt: { $squares }
regions-shot-few-colours = fewer than { $n } colours
regions-shot-no-solution = it has no solution
regions-shot-many = it has more than one solution
regions-shot-no-doubt = none stands out (check the colours)
regions-making = Making a puzzle… { $percent }%
regions-open = Open…
regions-open-tip = Open a puzzle's text file (n lines of n letters); a file dropped on the window or text pasted (Ctrl+V) opens too
regions-save = Save…
regions-save-tip = Save the puzzle as text, the queens placed so far in lower case (Ctrl+S)
regions-share = Share
regions-share-tip = Copy the result line and a link that opens this puzzle
regions-shared = Copied the result line and the puzzle's link.
regions-copied = Copied the puzzle as text.
regions-edit = Edit regions
regions-edit-tip = Paint this puzzle's regions, told as you paint whether it has one solution
regions-blank = New map { $n }×{ $n }
regions-blank-tip = Paint a map of your own from a region a row (the size above)
regions-keys = Keys, once the board has them (a click, Tab, or Ctrl+B from anywhere; a frame shows it): arrows move the cursor, Space or Enter acts as a tap, X rules a square out, H asks for a hint, Ctrl+Z undoes, Escape puts a hint away, then gives the keys back.
regions-tap = A tap or a click places:
regions-tap-queen = a queen
regions-tap-queen-tip = A queen; a long press, a right click or X: a ×
regions-tap-cross = a ×
regions-tap-cross-tip = A × (rules the square out); a long press, a right click or Space: a queen
regions-tap-cycle = × then queen
regions-tap-cycle-tip = Each tap moves the square on: empty, ×, queen, empty again (LinkedIn's way)
regions-rating = Rating the puzzle…
regions-rated = This puzzle: { $difficulty }
regions-rated-rules = Rules its solve needs: { $rules }
regions-walk = Step through the solve
regions-walk-tip = The whole solve by the hints' rules, a step at a time, from the empty board (said in the result line)
regions-walk-step = Step { $k } of { $of }
regions-walk-solved = And the puzzle is solved.
regions-walk-stuck = No step by these rules after this: the puzzle needs a guess here.
regions-walk-first = First
regions-walk-previous = Previous
regions-walk-next = Next
regions-walk-last = Last
regions-walk-back = Back to my game
regions-editing = Painting a map of { $n }×{ $n }
regions-editing-how = Choose a region, then click or drag on the board (or move with the arrows and type its letter).
regions-brush-tip = Paint region { $letter }
regions-verdict-missing = Not a puzzle yet: region { $regions } has no square.
regions-verdict-counting = Counting its solutions…
regions-verdict-none = No solution: no placement keeps every rule.
regions-verdict-one = Exactly one solution (shown): a puzzle.
regions-verdict-many = At least two solutions: the first shown as queens, the second ringed “2”.
regions-verdict-one-hidden = Exactly one solution: a puzzle.
regions-verdict-many-hidden = At least two solutions: not a puzzle yet.
regions-verdict-apart = Region { $regions } is in more than one piece (allowed).
regions-play-edited = Play this map
regions-leave-editor = Leave the editor
regions-solution-hidden = The solution is hidden: this puzzle is being played.
regions-show-solution = Show the solution
regions-leave-ask = The map was painted. Leave the editor and drop it?
regions-leave-drop = Drop the map
regions-leave-keep = Keep painting
regions-play-edited-tip = Play this map as a new puzzle.
regions-play-edited-off = A map can be played once it has a solution.
regions-rule-queen-rules-out = a queen rules out
regions-rule-last-square = the last square
regions-rule-confined = a region in one line
regions-rule-would-empty = a square that would empty a line
regions-rule-owned = k regions own k lines
regions-rule-what-if = what if
regions-unit-row = row { $name }
regions-unit-column = column { $name }
regions-unit-region = region { $name }
regions-list-and = { $rest } and { $last }
regions-said-clash = The queens on { $a } and { $b } break a rule: only one queen in each row, column and region, and no two touching.
regions-said-clash-clause = the queens on { $a } and { $b } break a rule
regions-said-empty = { $unit } has no square left for its queen: a queen or a × placed is wrong.
regions-said-empty-clause = { $unit } has no square left for its queen
regions-said-queen = The queen on { $queen } rules out its row, its column, region { $region } and the squares around it: { $out }.
regions-said-last = { $unit } has one square left: its queen goes on { $square }.
regions-said-region-in-line = { $region } lies in { $line } alone, so its queen is there: the rest of { $line } is ruled out ({ $out }).
regions-said-line-in-region = Every square left in { $line } is in { $region }, so that region's queen is in { $line }: the rest of { $region } is ruled out ({ $out }).
regions-said-would-empty = A queen on { $square } would leave { $unit } no square ({ $open } would all be ruled out): { $square } is ruled out.
regions-said-own-rows = { $regions } lie in { $lines } alone: those rows are theirs, and the rest of them is ruled out ({ $out }).
regions-said-own-columns = { $regions } lie in { $lines } alone: those columns are theirs, and the rest of them is ruled out ({ $out }).
regions-said-lines-own = { $lines } have squares only in { $regions }: their queens are those regions' queens, and the rest of the regions is ruled out ({ $out }).
regions-said-what-if = What if a queen were on { $square }? Following the easy rules, { $clause }: { $square } is ruled out.
regions-square = { $square }, region { $region }, { $mark }
regions-square-queen = queen
regions-square-clash = queen breaking a rule
regions-square-cross = ruled out
regions-square-open = open

## A board that did not read

read-pasted-not-a-board = The pasted text is not a board: { $why }
read-not-a-board = { $name } is not a board: { $why }
read-cannot-read = Cannot read { $name }: { $why }
read-too-large = { $name } is too large: { $size } bytes, at most { $max } for a { $kind } board
read-at = line { $line }, column { $column }: { $what }
problem-not-as-wide = the board is { $n } columns wide, not { $asked } as the Columns field asks
problem-fewer-lines = a board of { $n } columns has { $n } lines, this one has { $rows } (set Columns to { $n } to open a board of { $rows } rows on { $n } columns)
problem-longer-than-first = the line is longer than the first line ({ $n } squares)
problem-too-wide = a text board has at most { $max } columns
problem-too-many-lines = a board of { $n } columns has { $n } lines; this is line { $line }
problem-first-line-empty = the first line is empty
problem-empty-line = the line has no square, the first line has { $n }
problem-short-line = the line has { $squares } squares, the first line has { $n }
problem-not-a-square = { $ch } is not a square (use Q for a queen, . or # for an empty square)
problem-picture = it is a picture, and not one of N-Queens Explorer's: only a PNG the app saved (Save board, or nqueens export) carries the board it shows
problem-not-text = byte 0x{ $byte } is not text (use Q for a queen, . or # for an empty square)
problem-empty-text = the text is empty: a board has at least one line
problem-not-utf8 = the file is not UTF-8 text (byte { $at })
problem-rows-not-n = n is { $n } but there are { $rows } rows

# A learner's trace in Check a solver (docs/trace.md).
trace-example = Example trace
trace-example-tip = What a program that places a queen, then tests her, prints for n = 6 with the lines place R C, remove R C and solution
trace-read = A trace: { $events } events on { $lines } lines, n = { $n }.
trace-figures = Placed { $placed }, taken back { $removed }; { $reported } solutions reported, { $valid } of them distinct and right.
trace-truth = n = { $n } has { $truth } solutions: { $missed } missed.
trace-work = { $placements } placements where the textbook makes { $textbook }
trace-work-alone = { $placements } placements
trace-textbook = The textbook's search, event for event ({ $order }).
trace-symmetry = The textbook's search seen through a symmetry of the board, event for event ({ $order }).
trace-not = Not the textbook's search: { $why }.
trace-order = { $lines }, { $across }
trace-rows-top = rows top to bottom
trace-rows-bottom = rows bottom to top
trace-columns-left = columns left to right
trace-columns-right = columns right to left
trace-line-rows = rows
trace-line-columns = columns
trace-line-diagonals = diagonals
trace-line-anti-diagonals = anti-diagonals
trace-a-row = row
trace-a-column = column
trace-why-permutations = only full permutations are tested: { $work }
trace-why-full-boards = only full boards are tested: { $work }
trace-why-untested = your program does not test { $lines }
trace-why-late = it tests { $lines } only on full boards
trace-why-place-then-test = you place, then test: { $work }
trace-why-attacked = a queen placed on an attacked square
trace-why-no-undo = a free square skipped: a queen taken back still holds her line (the undo is missing)
trace-why-abs = a free square skipped: abs(row - col) glues two diagonals into one
trace-why-skipped = a free square skipped
trace-why-squares-order = the squares of a { $line } are taken out of order
trace-why-lines-skipped = a { $line } skipped: your program goes on to a later one while the next is empty ({ $work })
trace-why-order = the { $line }s are filled out of order
trace-why-unreported = a full board taken back without a solution line
trace-why-false-report = a solution reported on a board that is not full
trace-why-wrong-remove = a remove that does not undo the last place
trace-why-half = the search stops at the first row's middle: a count by the mirror symmetry
trace-why-greedy = your program never takes a queen back: it places greedily and does not backtrack
trace-why-first-solution = the program stops after its first solution
trace-why-ended = the trace ends early: a crash, or a program that stops before its search is done
trace-why-goes-on = the trace goes on after the textbook's search of n = { $n } has ended: a second search, or another n
trace-difference = First difference, event { $event } (line { $line }): the textbook's next is { $expected }; yours is { $actual }.
trace-difference-tip = Show the board at the first difference
trace-textbook-ended = the end of its search
trace-yours-ended = the end of your trace
trace-step = Event { $step } of { $events }
trace-previous = Previous event
trace-next = Next event
trace-go-difference = Go to the first difference
trace-empty-board = The empty board, before the first event.
trace-at = Event { $step } (line { $line }): { $event }
trace-textbook-here = The textbook places its queen on { $square } instead (pointed out).
trace-save = Save as animation…
trace-save-tip = The replay from this event on, a frame an event, at most { $frames } frames, as a GIF or an animated PNG
trace-tree-yours = Your search tree
trace-tree-textbook = The textbook's, over as many events
trace-no-tree = The trees are drawn for traces of up to { $placements } placements.
trace-crowded = Row { $row } holds two queens or more: one is drawn.
