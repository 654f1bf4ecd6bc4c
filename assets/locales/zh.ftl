# N-Queens Explorer: 窗口的简体中文文字。
# 与 en.ftl 的标识相同（tests/i18n.rs 检查）。
# 数字已按千位分组传入（$shown、$n）；$count 是数字本身。
# 中文没有复数变化。

## Board size and the view selector

size-heading = 棋盘大小
size-slider-past = n（现已超过 32）
size-slider-tip = 搜索能逐一列出的棋盘大小：1 到 32
size-any-n = 任意 n：
size-any-n-label = 任意 n
size-any-n-hint = 1 到 10,000,000
size-go = 转到
size-go-tip = 显示这个大小的棋盘（最大 10,000,000）
size-known-count = n = { $n } 共有 { $shown } 个解（OEIS A000170）。
size-count-unknown = n = { $n } 的解数目前还没有人算出。
size-no-solution = n = { $n } 时无解。
size-past-reach = n = { $n } 超出了搜索范围（32）：大棋盘显示一个解，由显式公式构造，或在“打乱”后由局部搜索找到。

## Export options

export-options = 导出选项
export-png-size = PNG 尺寸
export-labels-in-images = 图片带坐标标注
export-lists-as = 列表格式

## Menus

menu-file = 文件
menu-open = 打开棋盘…
menu-open-tip = 文本、列号列表、RON、FEN 或 LeetCode JSON 格式的棋盘；也可以把文件拖到窗口上
menu-open-puzzle = 打开谜题…
menu-open-puzzle-tip = 区域谜题的文本（.txt）：地图、皇后和 × 标记；也可以把文件拖到窗口上
menu-save-puzzle = 保存谜题…
menu-download-puzzle = 下载谜题
menu-save = 保存棋盘…
menu-save-tip = 可保存为 { $formats }
menu-export-all = 导出全部解…
menu-export-fundamental = 导出基本解…
menu-export-tip = 一个文件：文本、RON 或 CSV（见导出选项）
menu-export-why-not = 只能为 n 不超过 32 生成列表
menu-download = 下载棋盘为
menu-download-tip = 浏览器会将其保存到下载文件夹
menu-quit = 退出
menu-edit = 编辑
menu-copy = 以文本复制棋盘
menu-copy-tip = 复制到系统剪贴板，每行由 Q 和 . 组成
menu-paste = 粘贴棋盘
menu-paste-tip = 打开在任何程序中复制的棋盘：文本、列号列表（1 3 0 2）、RON、FEN 或 LeetCode JSON
menu-view = 视图
menu-labels = 坐标标注
menu-region-patterns = 区域图案
menu-region-patterns-tip = 区域谜题：每个区域除颜色外另有图案，便于黑白打印或难以分辨颜色的人。
menu-show-attacks = 悬停时显示攻击
menu-dark = 深色主题
speech-toggle = 朗读
speech-button = 按钮
speech-check-box = 复选框
speech-checked = 已勾选
speech-unchecked = 未勾选
speech-slider = 滑块
speech-number = 数字
speech-field = 输入框
speech-list = 列表
speech-splitter = 分隔条
# A scroll bar has no name of its own in egui; the page names it.
speech-scroll-bar = 滚动条
speech-splitter-name = 面板宽度
speech-choice = 选项
speech-blank = 空
speech-selected = 已选中
speech-unavailable = 不可用
menu-speak = 朗读（网页）
menu-speak-tip = 朗读获得焦点的控件和变化的内容（“第 6 个解，共 92 个”、“已解”）：屏幕阅读器读不到网页的画面。页面上的第一个按钮可开关朗读。
menu-reset-layout = 重置布局
menu-reset-layout-tip = 所有面板恢复到最初的宽度
menu-own-dialogs = 使用本应用的文件对话框
menu-own-dialogs-tip = 即使系统有文件对话框，也使用本应用自己的（否则打开系统的）
menu-language = 语言
view-chooser = 视图：
menu-help = 帮助
clipboard-too-large = n = { $n } 的文本棋盘有 { $bytes } 字节，剪贴板放不下；请另存为 .ron

## The status line

status-searching-first = 正在寻找第一个解
status-searching = 正在搜索
status-done = 完成
status-cancelled = 已取消
status-failed = 失败：{ $why }
status-found = 已找到 { $shown } 个
status-found-kept = 已找到 { $shown } 个满足固定与禁止条件的解
status-constructed = n = { $n }：一个解，超出搜索范围
status-cancel-writing = 取消写入
status-reading = 正在读取棋盘…
status-dismiss = 关闭此消息

## Help

keys-everywhere = 任何时候
keys-open = 打开棋盘文件
keys-save = 保存显示的棋盘
keys-copy = 以文本复制棋盘
keys-paste = 粘贴以文本复制的棋盘
keys-quit = 退出（状态会保留）
keys-board = 棋盘接收按键（方向键、空格、X…）；Escape 交还
keys-browse-step = 上一个 / 下一个解
keys-browse-row = 画廊上移 / 下移一行
keys-browse-page = 后退 / 前进 10 个解
keys-browse-ends = 第一个 / 最后一个解
key-click = 单击
keys-play-click = 放置或拿起皇后
keys-play-undo = 撤销
keys-play-redo = 重做
keys-watch-run = 运行 / 暂停
keys-watch-step = 后退一步 / 前进一步
keys-watch-ends = 回到开头 / 跳到结尾
key-wheel = 滚轮
keys-big-wheel = 以指针为中心缩放
key-drag = 拖动
keys-big-drag = 平移
key-double-click = 双击
keys-big-double = 整个棋盘
keys-board-move = 移动棋盘上的光标（棋盘有键盘时）
keys-pins-click = 先固定一个皇后，再禁止该格，再放开
key-right-click = 右键单击
keys-regions-click = 放下或拿起皇后
keys-regions-cross = 排除该格（×）；按住右键拖动可排除多格
keys-regions-hint = 提示：最简单的下一步
keys-regions-escape = 收起提示、解法、完成窗口或编辑器；再按一次交还键盘
howto-rules = 在 n×n 的棋盘上放置 n 个皇后，使任意两个皇后都不在同一行、同一列或同一斜线上。用滑块选择 n（1 到 32），或输入不超过 10,000,000 的任意 n。
howto-browse = “浏览”按每个解的列号序列（从最上面一行，即旁边标为 n 的那一行，往下读）的顺序列出所有解：用方向键逐个查看、跳到某个编号，或点击缩略图。“基本解”在 8 种旋转和翻转构成的每一类中只保留一个解（n = 8 时 92 个解中有 12 个）；“对称”列表显示同类的其他解。
howto-watch = “观看搜索”演示教材中逐行回溯的过程：把皇后放在这一行第一个安全的格子上，进入下一行；当某一行没有安全的格子时，拿起上一行的皇后，尝试它的下一个格子。
howto-play = “试玩”让你亲手放置皇后；“补全”在可能时完成整个棋盘。“大棋盘”显示任意大小的一个解，由公式构造。
howto-views = 所有视图：
howto-keys = 按键：Tab 可到达每个按钮和棋盘；在棋盘上方向键移动光标，回车或空格在光标处操作，Esc 离开棋盘。每个视图的全部按键见“帮助 > 快捷键”。
howto-files = “文件”把棋盘保存为 PNG、SVG、文本、RON 或 FEN，或导出全部解；“编辑”以文本复制棋盘，并粘贴在任何地方复制的棋盘。
about-version = 版本 { $version }
about-program-installed = 程序：{ $path }（已安装）
about-program-built = 程序：{ $path }（由源代码构建）
about-licence = 许可证：{ $licence }
about-sources = 解的个数：OEIS A000170；基本解的个数：OEIS A002562。节点数是教材逐行搜索的节点数，含根节点（n = 8 时为 2057）。
about-made-with = 使用 Rust 和 egui 制作。
help-shortcuts = 键盘快捷键
help-howto = 使用说明
help-about = 关于 N 皇后探索器

## The views

view-browse = 浏览
view-browse-tip = 按编号查看所有解，带缩略图和对称
view-big = 大棋盘
view-big-tip = 超出搜索范围的棋盘的一个解，由构造得到
view-play = 试玩
view-play-tip = 亲手放置皇后；可以请求补全
view-watch = 观看搜索
view-watch-tip = 教材中的逐行回溯，一步一步地演示
view-pins = 固定
view-pins-tip = 固定皇后并禁止格子：浏览时只列出满足这些条件的解
view-heatmap = 热力图
view-heatmap-tip = 在所有解中，每个格子放有皇后的频率
view-stats = 统计
view-stats-tip = 用图表展示 n 的所有解的共同特征
view-about = 关于此 n
view-about-tip = n 的解的个数、一个解，以及计数需要多长时间
view-play-limit = 试玩适用于 n 不超过 { $n } 的棋盘。
view-watch-limit = 动画适用于 n 不超过 { $n } 的棋盘。
view-pins-limit = 固定适用于可列出的棋盘，n 不超过 { $n }。
view-heatmap-limit = 热力图统计可列出的棋盘，n 不超过 { $n }。
view-stats-limit = 统计适用于可列出的棋盘，n 不超过 { $n }。

## The app

app-name = N 皇后探索器
status-nothing-to-copy = 还没有可复制的棋盘。
status-state-unread = 保存的状态无法读取（已被编辑或来自其他版本）：应用重新开始
status-address = 此地址已尽可能接近地打开：{ $problems }
status-paste-keys = 请按 Ctrl+V 粘贴：浏览器只在此时把剪贴板交给网页
file-handed-too-large = { $name } 有 { $bytes } 字节；网页只能打开不超过 { $most } 字节的文件
file-handed-not-text = { $name } 不是文本：第 { $byte } 字节不是 UTF-8
address-too-long = 地址长 { $length } 个字符；只读取了前 { $read } 个
address-not-a-size = “{ $said }”不是棋盘大小（1 到 10,000,000）
address-not-a-number = “{ $said }”不是解的编号（1、2、3……）
address-not-a-view = “{ $said }”不是视图
address-not-a-step = “{ $said }”不是步数（0、1、2……）
address-not-a-date = “{ $said }”不是日期（YYYY-MM-DD）
address-unknown-key = “{ $said }”对本页无意义
puzzle-empty = 谜题是空的：需要 n 行、每行 n 个 A 到 Z 的字母
puzzle-not-a-letter = 第 { $line } 行第 { $column } 列：{ $what } 不是区域字母（A 到 Z，皇后用 a 到 z）
puzzle-row-length = 第 { $line } 行有 { $found } 个字母；第一行有 { $n } 个，每行都要一样多
puzzle-row-count = { $found } 行、每行 { $n } 个字母：n = { $n } 的谜题有 { $n } 行
puzzle-trailing = 第 { $line } 行：谜题之后只能是空的最后一行，或一个空行加 { $n } 行标记
puzzle-not-a-mark = 第 { $line } 行第 { $column } 列：{ $what } 不是标记（'.' 未定，'x' 排除）
puzzle-mark-row-length = 第 { $line } 行有 { $found } 个标记；n = { $n } 的一行有 { $n } 个
puzzle-cross-on-queen = 第 { $line } 行第 { $column } 列：皇后所在的格子不能排除
puzzle-leading = 第 1 行是空的：谜题从第一行开始
puzzle-too-large = n = { $n }：谜题最多 26 行（每个区域一个字母）
puzzle-region-count = n = { $n } 的棋盘上有 { $found } 个区域（{ $letters }）：需要正好 { $n } 个，A 到 { $last }
address-not-a-puzzle = 地址中的区域谜题无法读取：{ $why }。显示的不是链接中的谜题。
address-not-a-piece = “{ $said }”不是棋子（queen、rook、king、superqueen）
address-not-columns = “{ $said }”不是列数（1 到 { $most }）
address-rules-impossible = 这些规则无法构成 n = { $n } 的棋盘（{ $why }）；显示经典皇后
address-view-unavailable = { $view } 在 n = { $n } 时不可用：{ $why }
address-no-such-solution = n = { $n } 没有第 { $k } 个解；显示第 { $shown } 个解
address-not-listed-yet = n = { $n } 的第 { $k } 个解尚未列出；显示第 { $shown } 个解
address-number-outside-browse = 解的编号（k={ $k }）只在浏览中有意义
address-step-outside-watch = 步数（step={ $step }）只在观看搜索中有意义
address-past-the-end = n = { $n } 的搜索共 { $steps } 步；显示最后一步
status-copied = 棋盘已以文本形式复制到剪贴板
status-pasted-board = 粘贴的棋盘

## Numbers, sizes and durations

size-out-of-range = n = { $n } 超出范围：请选择 1 到 { $max }
size-not-a-number = { $text } 不是整数
time-s = { $s } 秒
time-min-s = { $m } 分 { $s } 秒
time-h = { $h } 小时
duration-under-a-second = 不到一秒
duration-seconds = { $shown } 秒
duration-minutes = { $shown } 分钟
duration-hours = { $shown } 小时
duration-days = { $shown } 天
duration-years = { $shown } 年

## About this n

about-counted-here = 在本机计数
about-forecast = 在本机对 n = { $n } 计数大约需要 { $time }。
about-forecast-stopped = 预估已停止。
about-no-forecast = 无法预估：{ $why }
about-heading = 关于 n = { $n }
about-estimating = 正在估算计数需要多长时间…
about-forecast-button = 计数需要多长时间？
about-solutions = { $shown } 个解
about-not-counted = 还没有人数过它的解。
about-too-large = 太大，无法计数：搜索只适用于 n 不超过 32。
about-fundamental = { $shown } 个基本解（不计旋转和翻转）
about-fundamental-counting = 基本解：正在计数…
about-fundamental-on-request = 基本解：可在“浏览”中按需计数
about-fundamental-not-countable = 基本解：无法计数
about-one-solution-columns = 由公式得到的一个解：各行皇后所在的列（从最上一行起）{ $columns }
about-one-solution = 棋盘上是由公式得到的一个解。
about-no-solution = 无解：无法放下所有皇后。
about-building = 正在构造一个解…
about-views = 此 n 可用的视图：{ $views }。
about-drawn-in-big = 这个棋盘在“大棋盘”视图中绘制，可以缩放和平移。
about-board-description = { $n } 阶棋盘：由公式得到的一个解
about-describe = 关于此 n

## Browse

browse-representative = 基本解 { $k } 是之前所示解所在类的代表（其轨道中最小的一个）
browse-opened-solution = 已打开 n = { $n } 的第 { $k } 个解
browse-all = 全部
browse-all-tip = 所有解，按字典序编号
browse-fundamental = 基本解
browse-only-kept = 只显示满足固定与禁止条件的解
browse-only-kept-tip = 在“固定”视图中设置；在那里清除后即可看到所有解
browse-total-searching = { $reach }+（搜索中）
browse-an-opened-board = 一个打开的棋盘
browse-none-kept = 没有解满足这些固定与禁止条件。
browse-searching-first = 正在寻找第一个解… { $time }
browse-searching-first-why = 搜索从上到下逐行尝试；n 很大时，第一个解位于搜索树的深处。
browse-waiting = 第 { $k } 个解，共 { $total } 个：等待搜索
browse-listed-so-far = 目前已列出 { $known } 个
browse-looking-up = 查找中…
browse-among-all = 在所有解中排第 { $k }
browse-all-listed = 已全部列出
browse-all-listed-in = 已全部列出，用时 { $time }
browse-found-by-number = 按编号直接找到；目前已列出 { $known } 个
browse-solution-of = 第 { $k } 个解，共 { $total } 个
browse-opened-attacks = { $shown } 对互相攻击：不是解
browse-opened-finding = 是一个解：正在查找它的编号…
browse-opened-solution-words = 是一个解
browse-opened-no-attacks = { $shown } 个皇后，没有攻击
browse-first = 第一个
browse-previous = 上一个
browse-next = 下一个
browse-last = 最后一个
key-left-arrow = 左方向键
key-right-arrow = 右方向键
browse-random = 随机
browse-random-tip = 随机选取一个解，每个解的概率相同
browse-random-why-not = 知道总数后才能在整个列表中随机选取（先计数，或等列表完成）
browse-go-to = 转到编号：
browse-go-to-label = 转到编号
browse-nothing-to-jump-to = 没有可前往的解。
browse-gallery-empty = 没有可显示的解。
browse-jump = 跳转
browse-from-one = 解从 1 开始编号
browse-no-such-number = 没有第 { $k } 个解：n = { $n } 只有 { $shown } 个解
browse-not-yet-kept = 还没有第 { $k } 个解：目前找到 { $reach } 个（有固定与禁止条件时，编号来自列表）
browse-not-yet = 还没有第 { $k } 个解：目前找到 { $reach } 个，总数未知（可在下方计数）
browse-not-a-number = { $text } 不是解的编号
browse-showing-in-all = 在所有解的列表中显示第 { $k } 个解
browse-random-fundamental = 随机的基本解，每一类的概率相同：显示其所在类的代表（轨道中最小的一个），即所有解中的第 { $k } 个
browse-describe-opened = 一个打开的棋盘
browse-describe-none = 无解
browse-describe-searching = 搜索中
browse-describe = 第 { $k } 个解，共 { $total } 个
board-opened = { $n } 阶棋盘：已打开
board-solution = { $n } 阶棋盘：第 { $k } 个解
board-looking-up = { $n } 阶棋盘：正在查找第 { $k } 个解
board-empty = { $n } 阶棋盘：空

## Count and symmetries

count-heading = 计数
count-left = 大约还需 { $time }
count-estimating-left = 正在估算剩余时间
count-elapsed = 已用 { $time }，{ $left }
count-cancel = 取消计数
count-result = { $shown } 个解，{ $fundamental } 个基本解
count-result-took = { $counts }（计数用时 { $time }）
count-cancelled = 计数已取消。
count-failed = 计数失败：{ $why }
count-forecast = 在本机对 n = { $n } 计数需要 { $time }（根据搜索的样本预估）。
count-ask = 这次计数在本机上需要 { $time }，并占用所有核心。开始吗？
count-start-anyway = 开始计数
count-not-now = 暂不
count-past-horizon = n = { $n } 的计数在这里无法完成：命令行可将其分成多份交给多台机器（nqueens count { $n } --part i/k）。
count-start = 计数全部解和基本解
count-start-tip = 在所有核心上计数，不逐一列出解
orbit-heading = 对称
orbit-one = 任何旋转和翻转都得到同一个解。
orbit-size = 它的轨道含 { $size } 个不同的解，在所有解中的编号：
orbit-image = { $symmetry }：所有解中的第 { $k } 个
orbit-show-in-all = 在所有解的列表中显示它
orbit-looking-up = { $symmetry }：查找中…
orbit-not-found-yet = { $symmetry }：尚未找到
orbit-not-kept = 它不符合固定和禁止的格子，所以不在所示列表中：清除它们即可看到
orbit-not-kept-chosen = 所有解中的第 { $k } 个不符合固定和禁止的格子：清除它们即可看到
symmetry-identity = 恒等
symmetry-rotate-90 = 旋转 90°
symmetry-rotate-180 = 旋转 180°
symmetry-rotate-270 = 旋转 270°
symmetry-mirror-left-right = 左右翻转
symmetry-mirror-top-bottom = 上下翻转
symmetry-mirror-diagonal = 沿主对角线翻转
symmetry-mirror-anti-diagonal = 沿副对角线翻转

## Watch the search

watch-heading = 逐行搜索
watch-pause = 暂停
watch-run = 运行
watch-run-tip = 以下面的速度运行搜索
watch-step-back = 后退一步
watch-step = 前进一步
watch-restart = 回到开头
watch-to-the-end = 跳到结尾
watch-save-animation = 保存动画…
watch-save-animation-tip = 把搜索过程保存为动态 PNG 或 GIF，每步一帧，最多 { $frames } 帧（n = 4 到 6 可完整保存）
watch-scrubber-step = 步
watch-scrubber = 进度条
watch-speed = 速度：
watch-one-minute = 1 分钟
watch-one-minute-tip = 用大约一分钟播放整个过程
watch-steps-a-second = 每秒 { $shown } 步
watch-steps-per-second = 步/秒
watch-time-to-end = 按此速度到结尾还需 { $time }
watch-nodes = 节点：{ $nodes }
watch-solutions-found = 已找到的解：{ $found }
watch-step-of = 第 { $step } 步，共 { $steps } 步
watch-lecture-step = 讲义中的步骤（{ $letter }）：{ $what }
watch-lecture-tip = 本应用所依据的讲义中的四皇后演示，步骤 (a) 到 (l)
watch-stopped-early = 搜索提前停止：{ $why }
watch-first-steps = 仅显示前 { $steps } 步。
watch-boards-returned = 返回的棋盘：{ $found }
watch-returned = 它返回：
watch-not-a-solution = 不是解
watch-found = 已找到：
watch-found-tip = 每一行皇后所在的列（按棋盘上的标注），从最上面一行起
speed-preset = { $count }/秒
speed-preset-thousands = { $count }千/秒
watch-found-so-far = 目前已找到：
watch-tree = 搜索树
watch-tree-tip = 每一条代表放下的一个皇后，宽度与其下方的子树相同；高亮的是棋盘上现有的皇后。点击某一条可跳到那一步。
watch-describe = 观看搜索
watch-cancelled = 已被取消
watch-steps-ended = 搜索还没结束，步骤就中断了
watch-ready = 准备就绪：搜索从最上面一行开始。
board-search = { $n } 阶棋盘：搜索
step-try = 尝试 { $square }。
step-reject = 排除 { $square }：{ $queen } 上的皇后在同一{ $line ->
    [row] 行
    [column] 列
    [diagonal] 斜线
   *[anti-diagonal] 反斜线
}上{ $others ->
    [0] {""}
   *[other] （另有 { $others } 个）
}。
step-reject-plain = 排除 { $square }。
step-place = 在 { $square } 放置皇后。
step-solution = 找到第 { $number } 个解：每一行都有皇后。
step-returned-wrong = 返回了第 { $number } 个棋盘，但它不是解：有 { $queens } 个皇后互相攻击。
step-shared-append = 追加了第 { $number } 个棋盘：追加的是列表 queens 本身而不是副本，所以 result 把这一个列表保存了 { $number } 次。
step-shared-end = 运行结束：result 把同一个列表保存了 { $times } 次，而搜索回溯时把它清空了，所以返回的每个棋盘都是 []。
code-shared-result = result：列表 queens，共 { $times } 次；现在 queens = { $queens }。
step-backtrack = 回溯：下面没有可行的位置，拿起 { $square } 上的皇后。
lecture-a = 皇后 1 放在 a4，即最上面一行的第一个格子。
lecture-b = 皇后 2：a3、b3 受到攻击，放在 c3。
lecture-c = 皇后 3：第 2 行的每个格子（a2 到 d2）都受到攻击。
lecture-d = 回到第 3 行：皇后 2 移到 d3。
lecture-e = 皇后 3：a2 受到攻击，b2 安全。
lecture-f = 皇后 4：第 1 行的每个格子都受到攻击；回溯。
lecture-g = 皇后 3：c2、d2 也受到攻击；回溯。
lecture-h = 皇后 2 在第 3 行没有可选的格子了：回到第 4 行。
lecture-i = 皇后 1 移到 b4。
lecture-j = 皇后 2：a3 到 c3 受到攻击，放在 d3。
lecture-k = 皇后 3 放在 a2。
lecture-l = 皇后 4：a1、b1 受到攻击；c1 得到一个解。

## Play

play-completed = 完成：每一行都有{ $piece ->
    [rook] 车
    [king] 王
    [superqueen] 超级皇后
   *[queen] 皇后
}。
play-conflicting = 有 { $count } 对互相攻击：请先拿掉一些皇后。
play-impossible-move = 无法补全。移动 { $square } 上的皇后即可补全。
play-impossible = 无法补全，无论移动哪一个皇后都不行。
play-hint = 点击格子放置或拿起{ $piece ->
    [rook] 车
    [king] 王
    [superqueen] 超级皇后
   *[queen] 皇后
}（每行一个）。
play-hint-touch = 点击格子放置或拿起{ $piece ->
    [rook] 车
    [king] 王
    [superqueen] 超级皇后
   *[queen] 皇后
}（每行一个）。
play-queens-placed = 已放{ $piece ->
    [rook] 车
    [king] 王
    [superqueen] 超级皇后
   *[queen] 皇后
}：{ $count }
play-conflicts = 冲突：{ $count }
play-clear = 清空
play-clear-tip = 拿起所有皇后
play-looking = 正在寻找补全方法…
play-complete = 补全
play-complete-tip = 填满空行，或说明为什么做不到
play-complete-limit = 补全适用于 n 不超过 { $n }。
play-solution-number = 是一个解：在列表中的编号为 { $k }。
play-solution = 是一个解！
play-describe = 试玩，{ $count } 个皇后
board-play = { $n } 阶棋盘：试玩

## Big board

big-hint = 滚动缩放，拖动平移，双击查看全貌。
big-hint-touch = 双指缩放，拖动平移，双击查看全貌。
big-in-view = 可见：{ $n } 列中的 { $span } 列（放大 { $zoom }×）
big-whole = 整个棋盘
big-whole-tip = 缩小以查看整个棋盘（或双击棋盘）
big-whole-in-view = 整个棋盘都在视野中
big-pointer = 指针：格子 { $name }，左起第 { $column } 列，下起第 { $row } 行
big-pointer-numbered = 指针：左起第 { $column } 列，下起第 { $row } 行
big-queen-here = 这里有一个皇后。
big-row-queen = 本行的皇后：第 { $column } 列（格子 { $name }）
big-no-queen = 本行没有皇后。
big-point = 把指针移到棋盘上，查看所在位置。
big-computing = 计算中…
big-shuffle = 换一个
big-shuffle-tip = 用局部搜索得到另一个解
big-note-solution = { $queens } 个皇后，互不攻击
big-note-attacks = { $queens } 个皇后，存在攻击
big-describe-shuffled = 一个由局部搜索找到的解
board-shuffled = { $n } 阶棋盘：一个由局部搜索找到的解
big-shuffling = 正在打乱：移动皇后，直到互不攻击，用时 { $time }
big-shuffling-tip = 从随机摆放开始的局部搜索：受攻击的皇后与另一行的皇后交换列，只要这样能减少攻击。进度条是最初受攻击的皇后中已解除的比例。
big-shuffle-done = 已打乱：局部搜索用 { $time } 找到 n = { $n } 的另一个解。
big-shuffle-cancel = 取消
big-shuffle-cancelled = 已取消打乱；棋盘仍是之前的解。
big-describe = 一个构造出的解
big-describe-building = 正在构造一个解
board-constructed = { $n } 阶棋盘：一个构造出的解

## Pins

list-separator = 、
pins-list-and = { $init } 和 { $last }
pins-what-pins = 在 { $pins } 上有皇后
pins-what-blocks = 在 { $blocks } 上没有皇后
pins-what-both = 在 { $pins } 上有皇后、在 { $blocks } 上没有皇后
pins-kept-of-total = n = { $n } 的 { $total_shown } 个解中，有 { $kept_shown } 个满足：{ $what }。
pins-kept = n = { $n } 有 { $kept_shown } 个解满足：{ $what }。
pins-heading = 固定与禁止
pins-hint = 点击格子：一次固定一个皇后，两次禁止该格，三次恢复。
pins-nothing = 没有固定或禁止：所有解都计入。
pins-queen-on = { $square } 上有皇后
pins-no-queen-on = { $square } 上没有皇后
pins-drop = 移除
pins-forget-pin = 取消这个固定
pins-forget-block = 取消这个禁止
pins-clear-all = 全部清除
pins-clear-all-tip = 移除所有固定和禁止
pins-counting = 计数中…
pins-count-time = 计数要经过 n = { $n } 的搜索：在本机最多 { $time }。
pins-count-them = 计数
pins-looking-to-drop = 正在寻找可以移除的固定或禁止…
pins-nothing-to-drop = 移除任何单个固定或禁止都不能让解重新出现。
pins-drop-pin = 移除 { $square } 上的固定，就会有解。
pins-drop-block = 移除 { $square } 上的禁止，就会有解。
pins-browse-lists = “浏览”只列出这些解；画廊也是。
pins-count-stopped = 计数已停止。
pins-count-failed = 计数失败：{ $why }
pins-describe = 固定与禁止
pins-describe-what = 满足条件的解：{ $what }
board-pins = { $n } 阶棋盘：固定与禁止
tally-about = 大约 { $time }
tally-estimating = 时间仍在估算中
tally-unknown = 无法估算的时间

## Heatmap

heatmap-all-tip = 统计所有解
heatmap-fundamental-tip = 在 8 种旋转和翻转构成的每一类中只统计一个解
heatmap-tally-time = 统计 n = { $n } 要遍历它的所有解：在本机需要 { $time }。
tally-start = 统计所有解
tally-running = 统计中… { $time }
tally-cancel = 取消统计
tally-failed = 统计失败：{ $why }
tally-cancelled = 统计已取消。
tally-nothing = n = { $n } 无解：没有可统计的。
heatmap-over = 共 { $shown } 个解；{ $lines ->
    [wide] 每一行
   *[square] 每一行和每一列
}总共有 { $shown } 个{ $piece ->
    [rook] 车
    [king] 王
    [superqueen] 超级皇后
   *[queen] 皇后
}。
heatmap-square = { $square }：{ $shown } 个解（{ $share }%）
heatmap-point = 把指针移到格子上查看它的数字。
heatmap-save-picture = 保存图片…
heatmap-save-picture-tip = 保存为 PNG 或 SVG，与这里看到的相同
heatmap-save-csv = 保存 CSV…
heatmap-save-csv-tip = 数字表，棋盘的每一行占一行
heatmap-tallying = 热力图：统计中
heatmap-description-all = n = { $n } 的热力图（全部）
heatmap-description-fundamental = n = { $n } 的热力图（基本解）
heatmap-square-of = { $square }：{ $over } 个中的 { $k } 个（{ $share }%）
heatmap-describe-fundamental = 基本解的热力图
heatmap-describe-all = 所有解的热力图

## Statistics and the race

chart-first-row = 按第一行皇后所在列分组的解
chart-orbits = 按轨道大小分组的基本解
chart-nodes = 逐行搜索：每一层的节点数
chart-counts = n 不超过 { $n } 时各 n 的解的个数
chart-log-scale = { $axis }（对数坐标）
axis-column = 列
axis-solutions = 解
axis-orbit-size = 轨道大小
axis-fundamental-solutions = 基本解
axis-queens-placed = 已放皇后数
axis-nodes = 节点
axis-n = n
race-heading = 集合、数组、位掩码
race-intro = 文章中记录受攻击线的三种方法，在同一个搜索上比较，再加上本应用的计数器。
race-limit = 适用于 n 不超过 { $n }：再大时集合版本需要几分钟。
race-button = 在 n = { $n } 上比赛
race-running = 比赛中…
race-nodes = 节点
race-time = 时间
race-per-solution = 每个解
race-version-sets = 集合
race-version-arrays = 数组
race-version-bitmasks = 位掩码
race-version-this-app = 本应用
race-note = 每个解：整次运行的时间除以找到的解数。三个版本访问的节点完全相同，区别只在于记录受攻击线的方法。
time-us = { $value } 微秒
time-ms = { $value } 毫秒
stats-intro = 在教材逐行搜索的一次遍历中统计。
stats-summary = { $shown } 个解，{ $fundamental } 个基本解，{ $nodes_shown } 个节点。
stats-tally-time = 图表要遍历 n = { $n } 的所有解：在本机需要 { $time }。
stats-oeis = 其他 n 的解的个数来自 OEIS A000170。
stats-appear = 统计完所有解后，图表就会出现。
stats-save-png = 把图表 { $i } 保存为 PNG…
stats-save-png-tip = 与屏幕上相同的图表图片
stats-save-csv = 把图表 { $i } 保存为 CSV…
stats-save-csv-tip = 图表的数字
stats-describe = 统计

## Files and dialogs

dialogs-chosen = 在“视图”菜单中选择
dialogs-browser = 文件：浏览器的选择器；保存即下载
dialogs-system = 文件对话框：系统的
dialogs-own = 文件对话框：本应用的（{ $why }）
dialogs-no-portal = 没有桌面门户，也没有 zenity
dialogs-did-not-open = 系统的文件对话框没有打开
dialogs-all-files = 所有文件
dialogs-falling-back = { $why }：改用本应用的文件对话框
save-type-a-name = 无法保存：请输入文件名
save-saved-as = 将保存为 { $name }
save-not-a-format = 无法保存：.{ $extension } 不是下面的格式之一
dialog-open = 打开
dialog-save = 保存
dialog-cancel = 取消
dialog-new-folder = 新建文件夹
dialog-new-folder-name = 新建文件夹
dialog-rename = 重命名
dialog-refresh = 刷新
dialog-parent-folder = 上一级文件夹
dialog-file = 文件：
dialog-show-hidden = 显示隐藏文件
save-format = 格式：
save-extension-gives = 文件名的扩展名决定格式。
open-crowded-row = { $origin }：第 { $row } 行有不止一个皇后（总共 { $shown } 对互相攻击）；棋盘视图每行只显示一个皇后（`nqueens check` 会列出这些对）
open-attacks = { $origin }：{ $shown } 对互相攻击，已在棋盘上标出
open-solution = { $origin }：是一个解
open-no-attacks = { $origin }：{ $shown } 个皇后，没有攻击
file-saved = 已保存 { $path }
file-cancelled = 已取消 { $what }
file-nothing-to-save = 还没有可保存的棋盘。
replace-heading = 替换 { $name }？
replace-text = 已有同名文件；保存将替换它。
replace-button = 替换
cancel = 取消
dialog-save-board = 保存棋盘
dialog-save-picture = 保存图片
dialog-save-puzzle = 保存谜题
dialog-save-table = 保存表格
dialog-save-animation = 将搜索保存为动画
dialog-save-chart = 保存图表
dialog-export = 导出解
dialog-open-board = 打开棋盘
dialog-open-puzzle = 打开谜题
filter-png = PNG 图片
filter-svg = SVG 图片
filter-list-text = 文本棋盘
filter-list-ron = RON 列表
filter-puzzle = 区域谜题（文本）
filter-csv = CSV 表格
filter-leetcode = LeetCode 51 的 JSON
filter-apng = 动态 PNG
filter-gif = GIF 动画
filter-boards = 棋盘
filter-puzzles = 谜题与截图

## Widgets

gallery-heading = 画廊
gallery-solution = 第 { $k } 个解
gallery-tip = 第 { $k } 个解：各行皇后所在的列（从最上一行起）{ $columns }
gallery-tip-among-all = 第 { $k } 个解（所有解中的第 { $all } 个）：各行皇后所在的列（从最上一行起）{ $columns }
gallery-position = 画廊位置
code-comments-english = 程序中的注释保留英文，与教材一致：代码按所示原样运行。
code-heading = 代码
code-python-tip = 教材中的递归搜索，使用集合
code-java-tip = 同样的算法，用 Java 和布尔数组
code-iterative-tip = 讲义中的迭代版本：x[k] 和一个上下移动的行下标
code-bitmasks-tip = 文章中的位掩码：一次运算得到一行的空闲格子；受攻击的格子根本不会尝试
code-at-line = 当前在第 { $line } 行
code-at-lines = 当前在第 { $from } 到 { $to } 行
code-before = 第一步之前
code-variables = 变量
tree-empty = 放下皇后后，搜索树会在这里生长
tree-node-tip = { $square } 上的皇后，在第 { $step } 步放下：点击跳到那里
tree-tip = 到目前为止的搜索树：每行一条带
tree-label = 搜索树
chart-not-saved = 图表未能保存：{ $why }
file-saving = 正在保存 { $path }
file-exporting = 正在导出 { $path }
code-lang-python = Python
code-lang-java = Java
code-lang-iterative = Python，迭代版
code-lang-bitmasks = Python，位掩码

## Watch: the typical mistakes
mistake-heading = 运行带错误的程序
mistake-heading-tip = 本应用起源文章中的典型错误：每个都是带有该错误的程序版本，搜索按该程序的方式运行
mistake-none = 正确的程序
mistake-too-large = 错误程序只运行到 n = { $n }。
mistake-judging = 正在完整运行程序以评判它…
mistake-returns = 它返回 { $boards } 个棋盘；n = { $n } 有 { $truth } 个解。
mistake-returns-count = 它返回 { $count }；n = { $n } 有 { $truth } 个解。
mistake-wrong-missed = 其中 { $wrong } 个棋盘不是解；有 { $missed } 个解它从未找到。
mistake-accepted = 程序接受了 { $square }，但 { $queen } 上的皇后攻击它：两者都已圈出。
step-reject-phantom = 拒绝 { $square }：程序认为它被攻击，但没有皇后攻击它（已标记）。
code-mistake-heading = 带错误的程序（Python）
code-mistake-line = 第 { $line } 行，改动后：
code-mistake-changed = 标有 ≠ 的行与正确程序不同。
code-mistake-variables = 变量只对正确的程序显示。
mistake-no-undo = 忘记撤销
mistake-no-undo-tip = 递归调用之后没有从集合中移除列和对角线
mistake-no-undo-why = 没有撤销，被拿起的皇后的列和对角线仍被占用，之后的每个分支能放的越来越少：{ $nodes } 个节点，正确程序为 { $right_nodes } 个。
mistake-same-formula = 两条对角线用同一公式
mistake-same-formula-tip = d2 = row - col + n - 1，与 d1 相同
mistake-same-formula-why = d2 又等于 d1：反对角线从不检查，沿反对角线被攻击的皇后也被接受（在棋盘上圈出）。
mistake-abs = 对角线用 abs(row - col)
mistake-abs-tip = d1 = d2 = abs(row - col)
mistake-abs-why = abs(row - col) 把 row - col = k 的对角线与 -k 的粘在一起，且不检查反对角线：空闲格被拒绝（已标记），被攻击的格被接受（已圈出）。
mistake-negative-index = 负索引
mistake-negative-index-tip = 在列表中用 diags1[row - col]，没有 + n - 1
mistake-negative-index-why = Python 从列表末尾读取 diags1[-k]：第 2n - 1 - k 项，没有别的对角线使用它，所以这里答案碰巧正确。在 Java 中第一个负索引会抛出 ArrayIndexOutOfBoundsException；在 C 中会读到不属于数组的内存。
mistake-shared-list = 用列表本身而非副本
mistake-shared-list-tip = result.append(queens) 而不是 result.append(queens[:])
mistake-shared-list-why = result 保存了同一个列表 queens { $returned } 次；搜索回溯时把它清空，所以返回的每个棋盘都是空的（[]）。
mistake-row-check = 检查行
mistake-row-check-tip = 一个已占行的集合，尽管行是逐一填充的仍去检查
mistake-row-check-why = 行永远不会冲突：答案相同，但多了 { $extra } 次查找（{ $lookups } 对 { $right_lookups }）。
mistake-no-mask = 位掩码没有 & full
mistake-no-mask-tip = left 移位后没有按棋盘宽度掩码
mistake-no-mask-why = left 增长到棋盘之外：最高位到达 { $bit }（棋盘的列是第 0 到 { $last } 位）。Python 的整数会增长，free 也用 full 掩码，所以答案正确；在 32 位字中，从 n = 17 起第 31 位以上的位会丢失，而在 C 中移入有符号 int 的符号位是未定义行为。

## Check a solver
view-check = 检查求解器
view-check-tip = 粘贴你自己的求解器打印的内容，与全部解对照
check-heading = 检查你的求解器的输出
check-intro = 粘贴求解器打印的内容：LeetCode 51 的 JSON、Python 打印的列表、用空行分隔的文本棋盘、每行一个列表的列号，或一个数。n 从第一个棋盘读出（一个数则按上面的 n）。或者它的轨迹（place R C、remove R C 和 solution 行）：它会与教科书的搜索并排重放。
check-paste = 你的求解器的输出：
check-hint = [[".Q..","...Q","Q...","..Q."],…]
check-box-tip = 超过 16 MB 的列表请用命令行：nqueens verify FILE
check-one-based = 列从 1 开始编号
check-one-based-tip = 列号列表从 1 而不是 0 开始数列
check-button = 检查
check-open = 打开…
check-open-tip = 读取你的求解器输出的文件（最多 { $size } MB）并检查；在此视图中把文件拖到窗口上也一样
dialog-open-output = 打开求解器的输出
check-file-read = 已读取 { $name }。
check-file-unreadable = 无法读取 { $path }：{ $why }
check-file-too-long = { $path } 超过 { $size } MB：请在命令行使用 nqueens verify FILE。
check-file-not-text = 该文件不是文本（UTF-8）：第 { $at } 个字节不是。
check-why-rows = 有 { $rows } 行，而不是 { $n } 行
check-why-row-width = 棋盘第 { $line } 行有 { $width } 格，而不是 { $n } 格
check-why-columns = 列出了 { $listed } 列，而不是 { $n } 列
check-why-off-board = 列表的第 { $index } 个数 { $printed } 不是列号（{ $low } 到 { $high }）
check-why-board = 无法画出这个棋盘：{ $why }
check-why-empty-row = 第 { $rank } 行没有皇后
check-why-not-solution = 不是解
check-example = 示例
check-example-tip = 一个从不检查对角线的求解器在 n = 6 时打印的内容
check-unreadable = 无法读作求解器的输出：{ $why }
check-nothing-shown = 点击报告中的棋盘即可在此查看。
check-two-in-a-row = 这个棋盘的一行中有两个皇后：原因见报告。
check-board-invalid = 输出中不是解的棋盘，互相攻击的皇后已圈出
check-board-missing = 输出中缺少的解
check-too-long = 超过 { $size } MB：请在命令行使用 nqueens verify FILE。
check-describe = 正在检查求解器的输出
check-count = n = { $n }：输出为 { $printed }，正确为 { $truth }。
check-figures = n = { $n }：{ $boards } 个棋盘。
check-valid = 有效
check-missing = 缺少
check-invalid = 无效
check-duplicates = 重复
check-invalid-board = 棋盘 { $place }（第 { $line } 行）：{ $why }
check-missing-board = 缺少第 { $number } 号解：{ $files }
check-repeat = 棋盘 { $place } 又是第 { $number } 号解。
check-exact = 正确：恰好是 n = { $n } 的 { $truth } 个解，每个一次。
check-wrong = 不是 n = { $n } 的 { $truth } 个解。
check-attack = 棋盘 { $place }（第 { $at } 行）：{ $first } 和 { $second } 上的皇后在同一{ $line ->
    [row] 行
    [column] 列
    [diagonal] 斜线
   *[anti-diagonal] 反斜线
}上。

## Watch: the quiz

quiz-toggle = 测验：预测每一步
quiz-toggle-tip = 每一步之前，说出搜索接下来做什么：所试的格子是否安全，若不安全是沿哪条线被攻击；下一个尝试哪个格子；或者回溯、记录一个解。“前进一步”跳过一题。
quiz-no-run = 测验每答一题走一步：关闭测验才能运行
quiz-ask-safe = { $square } 安全吗？如果不安全，它沿哪条线被攻击？
quiz-ask-next = 搜索接下来做什么？点击它要尝试的格子，或者：
quiz-safe = 安全：放置皇后
quiz-attacked = 沿{ $line ->
    [row] 行
    [column] 列
    [diagonal] 斜线
   *[anti-diagonal] 反斜线
}被攻击
quiz-lines-tip = 斜线向右下（行 − 列相同），反斜线向左下（行 + 列相同）。
quiz-try = 尝试 { $square }
quiz-backtrack = 回溯
quiz-solution = 记录一个解
quiz-right = 答对了！
quiz-wrong = 这次不对：你的回答是“{ $answer }”。
quiz-why-start = 搜索从最上面一行的第一格开始。
quiz-why-next-row = 皇后放在了 { $square }：搜索进入下一行，从它的第一格开始。
quiz-why-filled = { $square } 上的皇后填满了最后一行：每一行都有皇后，这是一个解。
quiz-why-next-square = { $square } 被攻击：搜索尝试同一行中右边的下一格。
quiz-why-row-done = { $square } 是这一行的最后一格：这一行没有格子了，搜索退回上一行。
quiz-why-after-solution = 找到一个解之后，搜索回退，去找下一个。
quiz-why-after-lift = 皇后从 { $square } 拿起：搜索尝试它右边的下一格。
quiz-why-lifted-last = 从 { $square } 拿起的皇后在这一行的最后一格：搜索再次回退。
quiz-score = 得分：{ $asked } 题答对 { $right } 题 · 连对 { $streak }（最佳 { $best }）
quiz-ended = 搜索已结束：没有更多问题了。
quiz-waiting = 等待下一步……

## Other pieces and boards

view-classic-only = 仅适用于经典皇后：在其他规则下可用“浏览”、“试玩”、“观看搜索”和“热力图”
rules-piece = 棋子：
rules-piece-tip = 每行放一个的棋子：它的走法决定它攻击哪些格子
rules-torus = 环面
rules-torus-tip = 棋盘的边相接：从一边出去的线从另一边回来（波利亚环面：只有 n 与 6 互素时皇后才有解）
rules-too-large = 其他棋子和环面最多到 n = { $n }
rules-counted-in-browse = “浏览”为此规则的解编号并计数。
piece-queen = 皇后
piece-rook = 车
piece-king = 王
piece-superqueen = 超级皇后
piece-queen-tip = 沿行、列和对角线攻击：经典问题。
piece-rook-tip = 沿行和列攻击：每行每列各一个的任何摆法都是解，共 n! 个。
piece-king-tip = 每行每列各一个，且任意两个不相邻（赫茨普龙问题；去掉颜色区域的每日“Queens”谜题）。
piece-superqueen-tip = 还能走马步的皇后；它的马步格子用圆点标出。最早在 n = 10 时有解。
pieces-queen = 皇后
pieces-rook = 车
pieces-king = 王
pieces-superqueen = 超级皇后
ruled-on-torus = 环面上的{ $pieces }
ruled-none = { $rules }：n = { $n } 无解。
ruled-group-square = 基本解：不计正方形的 8 种旋转和反射。
ruled-group-torus = 基本解：不计 8 种旋转和反射以及环面的 { $n }×{ $n } 种平移。
ruled-group-rectangle = 基本解：不计长方形的 4 种对称。
ruled-nodes = 搜索共放置了 { $nodes } 个棋子。
play-complete-classic = 补全只适用于经典皇后
play-solved-under-rules = 已解：每行都有棋子，且互不攻击。
status-rules = n = { $n }：其他规则（{ $rules }）
check-why-pieces = { $first } 和 { $second } 上的棋子互相攻击
open-rectangle = { $origin }：{ $n } 行 { $columns } 列的棋盘；窗口最多接受 { $rows } 行、{ $most } 列（`nqueens check FILE` 可检查任意大小）
step-ruled-reject = 排除 { $square }：{ $piece } 上的棋子{ $line ->
    [row] 沿行
    [column] 沿列
    [diagonal] 沿对角线
    [anti-diagonal] 沿反对角线
   *[knight] 以马步
}攻击它{ $others ->
    [0] {""}
   *[other] {" "}（另有 { $others } 个）
}。
step-ruled-place = 在 { $square } 放一个棋子。
step-ruled-solution = 找到第 { $number } 个解：每行都有一个棋子。
step-ruled-backtrack = 回溯：下面都不行，拿起 { $square } 上的棋子。
watch-ruled-note = { $rules }的搜索：教科书的搜索，换成该规则的检查。测验和常见错误针对皇后的程序（选择普通棋盘上的皇后即可使用）。
code-ruled-heading = 按规则搜索
code-ruled-changed = 教科书的搜索，检查交给 attacks()；标有 ≠ 的行写出{ $rules }的规则。Python，可按所示运行。
rules-columns = 列数：
rules-columns-tip = n 个棋子放在 n 行、更多列的棋盘上：每行一个，每列至多一个（最多 64 列）。长方形有 4 个对称：旋转 180° 和镜像。
rules-columns-torus = 环面是方形的：取消“环面”才能让列数多于行数。
ruled-on-columns = { $columns } 列上的{ $pieces }
play-describe-ruled = { $rules }：试玩中，{ $count } 个棋子
open-rules = 已打开 { $origin }：{ $rules }的棋盘，在“试玩”中。
ruled-polya = 环面上的皇后要求 n 与 6 互素（波利亚）：无需搜索。

square-queen = 皇后
square-empty = 空
square-words = { $square }，{ $what }
square-words-attacked = { $square }，{ $what }，被 { $by } 攻击

view-regions = 区域谜题
view-regions-tip = 每日“皇后”谜题：每行、每列、每个彩色区域各一个皇后，互不相邻
regions-rules = 每行、每列、每个彩色区域各放一个皇后；皇后互不相邻，斜向也不行。
regions-how-mouse = 单击放置或移除皇后；右键排除一个格子；按住任一键拖动排除多个。
regions-how-touch = 轻点放置或移除皇后；长按格子将其排除，拖动排除多个。轻点的作用可在下方更改。
regions-next-puzzle = 下一道新谜题：
regions-size = 大小
regions-difficulty = 难度
regions-any = 任意
regions-easy = 简单
regions-medium = 中等
regions-hard = 困难
regions-guess = 需要猜测
regions-seed = 种子：
regions-seed-used = 种子 { $seed }（相同的种子在这里、网页和命令行上给出相同的谜题）
regions-map-id = 谜题编号：{ $id }
regions-map-id-tip = 就是这道谜题（它的地图）的名字：带 id= 的链接和命令行的所有 regions 命令都能读取，任何版本都一样
regions-start-over = 重新开始
regions-start-over-tip = 从空棋盘和 0:00 重新开始这道谜题（会先问你）
regions-start-over-ask = 重新开始这道谜题？它的皇后、× 和时间都会清除。
regions-start-over-yes = 是，重新开始
regions-start-over-no = 继续玩
regions-copy-id = 复制编号
regions-copy-made = 复制名称
regions-copy-id-tip = 复制完整的谜题编号
regions-copied-id = 已复制谜题编号。
regions-made-id = 生成自：{ $id }
regions-made-id-tip = 生成这道谜题的名字：大小、所选难度和种子。本版本在这里、网页上和命令行中都会由它生成同一道谜题；其他版本可能生成另一道
regions-bad-seed = “{ $text }”不是种子：应为 0 到 18,446,744,073,709,551,615 的整数
regions-new = 新谜题
regions-today = 今日谜题
regions-today-tip = 今天所有人都是同一道谜题：周一 7×7、简单，到周日 11×11、困难
regions-day-of = { $day } 的谜题
regions-day-before = 前一天的谜题
regions-day-after = 后一天的谜题
regions-day-not-yet = 明天的谜题明天才有：可以玩的是以前的日子
regions-future-day = { $day } 的谜题要到那天才有；今天是 { $today }。可以玩的是以前的日子
regions-cancel = 停止生成
regions-none-yet = 选择大小和难度，然后点“新谜题”。
regions-time = 用时 { $time }
regions-paused = 用时 { $time }（窗口不在前台时暂停）
regions-solved-in = 用时 { $time } 解出
regions-finish-title = 解开了！
regions-finish-time = 用时 { $time } · 最佳 { $best }
regions-finish-streak = 连续：{ $streak } 天
regions-finish-close = 关闭
regions-solved-archive = 解出了 { $day } 的谜题，用时 { $time }（最佳 { $best }）：这是以前的谜题，计入已解天数，不计入连续天数。
regions-solved-day = { $day } 的谜题用时 { $time }（最佳 { $best }）。连续：{ $streak } 天。
regions-streak = 连续：{ $streak } 天 · 已解天数：{ $days }
regions-solved = 用时 { $time } 解出（最佳 { $best }），提示 { $hints } 次。
regions-queens = 已放皇后：{ $placed } / { $n }
regions-clashes = 带“!”圆圈的皇后违反了规则。
regions-auto-cross = 自动排除皇后攻击的格子
regions-check = 检查
regions-check-tip = 哪些已放的皇后和 × 与解矛盾（在棋盘上圈出）
regions-check-right = 已放的都不与解矛盾。
regions-check-none = 这张地图没有解：无从检查。
regions-check-wrong = 与解矛盾：{ $queens } 个皇后、{ $crosses } 个 ×（已圈出）。
regions-hint = 提示
regions-hint-tip = 用文字说明下一步：适用的最简单规则，并圈出相关格子
regions-rule = 规则：{ $rule }
regions-apply = 应用
regions-dismiss = 关闭
regions-no-step = 按这些规则没有下一步：这里需要猜测。
regions-describe = 区域谜题 { $n }×{ $n }
regions-describe-solved = 区域谜题 { $n }×{ $n }，已解
regions-describe-editing = 区域地图 { $n }×{ $n }，编辑中
regions-pasted = 粘贴的谜题
regions-opened = 已打开 { $n }×{ $n } 的区域谜题。
regions-shot-doubt = { $name }：读作 { $n }×{ $n } 的棋盘，但{ $problem }；存疑的格子：{ $squares }
regions-shot-few-colours = 颜色少于 { $n } 种
regions-shot-no-solution = 它无解
regions-shot-many = 它有不止一个解
regions-shot-no-doubt = 没有明显的（请检查颜色）
regions-making = 正在生成谜题… { $percent }%
regions-open = 打开…
regions-open-tip = 打开谜题的文本文件（n 行，每行 n 个字母）；拖到窗口上的文件或粘贴的文本（Ctrl+V）也会打开
regions-save = 保存…
regions-save-tip = 把谜题存为文本，已放的皇后用小写字母（Ctrl+S）
regions-share = 分享
regions-share-tip = 复制成绩行和打开这道谜题的链接
regions-shared = 已复制成绩行和谜题链接。
regions-copied = 已把谜题复制为文本。
regions-edit = 编辑区域
regions-edit-tip = 给这道谜题的区域上色，边画边告诉你它是否只有一个解
regions-blank = 新地图 { $n }×{ $n }
regions-blank-tip = 从每行一个区域开始，画一张自己的地图（大小见上）
regions-keys = 棋盘接收按键时（单击、Tab，或在任何地方按 Ctrl+B；有边框显示）：方向键移动光标，空格或回车相当于轻点，X 排除格子，H 提示，Ctrl+Z 撤销，Escape 收起提示，再按一次交还按键。
regions-tap = 轻点或单击放置：
regions-tap-queen = 皇后
regions-tap-queen-tip = 皇后；长按、右键或 X：×
regions-tap-cross = ×
regions-tap-cross-tip = ×（排除格子）；长按、右键或空格：皇后
regions-tap-cycle = 先 × 后皇后
regions-tap-cycle-tip = 每次轻点让格子前进一步：空、×、皇后、再空（LinkedIn 的方式）
regions-rating = 正在评定谜题…
regions-rated = 这道谜题：{ $difficulty }
regions-rated-rules = 解题需要的规则：{ $rules }
regions-walk = 逐步查看解法
regions-walk-tip = 按提示的规则从空棋盘一步步解完（会记入成绩行）
regions-walk-step = 第 { $k } 步，共 { $of } 步
regions-walk-solved = 谜题解开了。
regions-walk-stuck = 按这些规则之后没有下一步：这里需要猜。
regions-walk-first = 第一步
regions-walk-previous = 上一步
regions-walk-next = 下一步
regions-walk-last = 最后一步
regions-walk-back = 回到我的棋局
regions-editing = 正在绘制 { $n }×{ $n } 的地图
regions-editing-how = 选一个区域，然后在棋盘上点击或拖动（或用方向键移动并按它的字母）。
regions-brush-tip = 画区域 { $letter }
regions-verdict-missing = 还不是谜题：区域 { $regions } 没有格子。
regions-verdict-counting = 正在数解…
regions-verdict-none = 无解：没有一种摆法满足所有规则。
regions-verdict-one = 恰好一个解（已显示）：这是一道谜题。
regions-verdict-many = 至少两个解：第一个画成皇后，第二个画成带“2”的圆圈。
regions-verdict-one-hidden = 恰好一个解：这是一道谜题。
regions-verdict-many-hidden = 至少两个解：还不是谜题。
regions-verdict-apart = 区域 { $regions } 分成了几块（允许）。
regions-play-edited = 玩这张地图
regions-leave-editor = 退出编辑
regions-solution-hidden = 解答已隐藏：这道谜题正在进行中。
regions-show-solution = 显示解答
regions-leave-ask = 地图已修改。退出编辑并放弃修改吗？
regions-leave-drop = 放弃地图
regions-leave-keep = 继续编辑
regions-play-edited-tip = 把这张地图当作新谜题来玩。
regions-play-edited-off = 地图有解之后才能玩。
regions-rule-queen-rules-out = 皇后排除
regions-rule-last-square = 最后一格
regions-rule-confined = 区域在一条线内
regions-rule-would-empty = 会清空一条线的格子
regions-rule-owned = k 个区域占 k 条线
regions-rule-what-if = 假设推演
regions-unit-row = 第{ $name }行
regions-unit-column = { $name }列
regions-unit-region = 区域{ $name }
regions-list-and = { $rest }和{ $last }
regions-said-clash = { $a } 和 { $b } 上的皇后违反规则：每行、每列、每个区域只能有一个皇后，且任意两个皇后不能相邻。
regions-said-clash-clause = { $a } 和 { $b } 上的皇后违反规则
regions-said-empty = { $unit }已没有可放皇后的格子：某个已放的皇后或 × 有误。
regions-said-empty-clause = { $unit }已没有可放皇后的格子
regions-said-queen = { $queen } 上的皇后排除了它所在的行、列、区域{ $region }以及周围的格子：{ $out }。
regions-said-last = { $unit }只剩一个格子：皇后放在 { $square }。
regions-said-region-in-line = { $region }只在{ $line }内，所以它的皇后就在那里：{ $line }的其余格子被排除（{ $out }）。
regions-said-line-in-region = { $line }剩下的格子都在{ $region }内，所以该区域的皇后在{ $line }：{ $region }的其余格子被排除（{ $out }）。
regions-said-would-empty = 如果皇后放在 { $square }，{ $unit }将没有格子（{ $open } 都会被排除）：所以排除 { $square }。
regions-said-own-rows = { $regions }只在{ $lines }内：这些行归它们所有，这些行的其余格子被排除（{ $out }）。
regions-said-own-columns = { $regions }只在{ $lines }内：这些列归它们所有，这些列的其余格子被排除（{ $out }）。
regions-said-lines-own = { $lines }的格子只在{ $regions }内：它们的皇后就是这些区域的皇后，这些区域的其余格子被排除（{ $out }）。
regions-said-what-if = 如果皇后放在 { $square } 会怎样？按简单规则，{ $clause }：所以排除 { $square }。
regions-square = { $square }，区域 { $region }，{ $mark }
regions-square-queen = 皇后
regions-square-clash = 违反规则的皇后
regions-square-cross = 已排除
regions-square-open = 空

## 读不出的棋盘

read-pasted-not-a-board = 粘贴的文本不是棋盘：{ $why }
read-not-a-board = { $name } 不是棋盘：{ $why }
read-cannot-read = 无法读取 { $name }：{ $why }
read-too-large = { $name } 太大：{ $size } 字节，{ $kind } 棋盘最多 { $max }
read-at = 第 { $line } 行，第 { $column } 列：{ $what }
problem-not-as-wide = 棋盘宽 { $n } 列，而“列数”要求 { $asked } 列
problem-fewer-lines = { $n } 列的棋盘有 { $n } 行，这个只有 { $rows } 行（要打开 { $n } 列上 { $rows } 行的棋盘，请把“列数”设为 { $n }）
problem-longer-than-first = 这一行比第一行长（{ $n } 格）
problem-too-wide = 文本棋盘最多 { $max } 列
problem-too-many-lines = { $n } 列的棋盘有 { $n } 行；这是第 { $line } 行
problem-first-line-empty = 第一行是空的
problem-empty-line = 这一行没有格子，第一行有 { $n } 格
problem-short-line = 这一行有 { $squares } 格，第一行有 { $n } 格
problem-not-a-square = { $ch } 不是格子（Q 表示皇后，. 或 # 表示空格）
problem-picture = 这是一张图片，但不是 N-Queens Explorer 保存的：只有本应用保存的 PNG（保存棋盘，或 nqueens export）才带有它所显示的棋盘
problem-not-text = 字节 0x{ $byte } 不是文本（Q 表示皇后，. 或 # 表示空格）
problem-empty-text = 文本是空的：棋盘至少有一行
problem-not-utf8 = 文件不是 UTF-8 文本（第 { $at } 字节）
problem-rows-not-n = n 是 { $n }，但有 { $rows } 行

# 检查求解器中的学习者轨迹（docs/trace.md）。
trace-example = 轨迹示例
trace-example-tip = 一个先放皇后、后检查的程序在 n = 6 时打印的内容，带有 place R C、remove R C 和 solution 行
trace-read = 轨迹：{ $lines } 行中有 { $events } 个事件，n = { $n }。
trace-figures = 放置 { $placed } 次，撤回 { $removed } 次；报告了 { $reported } 个解，其中不同且正确的有 { $valid } 个。
trace-truth = n = { $n } 有 { $truth } 个解：漏掉 { $missed } 个。
trace-work = 放置 { $placements } 次，而教科书只需 { $textbook } 次
trace-work-alone = 放置 { $placements } 次
trace-textbook = 这就是教科书的搜索，每个事件都相同（{ $order }）。
trace-symmetry = 这是通过棋盘对称看到的教科书搜索，每个事件都相同（{ $order }）。
trace-not = 不是教科书的搜索：{ $why }。
trace-order = { $lines }，{ $across }
trace-rows-top = 行从上到下
trace-rows-bottom = 行从下到上
trace-columns-left = 列从左到右
trace-columns-right = 列从右到左
trace-line-rows = 行
trace-line-columns = 列
trace-line-diagonals = 对角线
trace-line-anti-diagonals = 反对角线
trace-a-row = 行
trace-a-column = 列
trace-why-permutations = 只检查完整的排列：{ $work }
trace-why-full-boards = 只检查完整的棋盘：{ $work }
trace-why-untested = 你的程序不检查{ $lines }
trace-why-late = 它只在完整的棋盘上检查{ $lines }
trace-why-place-then-test = 先放置，后检查：{ $work }
trace-why-attacked = 皇后放在了被攻击的格子上
trace-why-no-undo = 跳过了一个空格：撤回的皇后仍然占着她的线（缺少回溯时的撤销）
trace-why-abs = 跳过了一个空格：abs(row - col) 把两条对角线合成了一条
trace-why-skipped = 跳过了一个空格
trace-why-squares-order = 同一{ $line }的格子没有按顺序尝试
trace-why-lines-skipped = 跳过了一{ $line }：下一{ $line }还空着，程序就去了后面的（{ $work }）
trace-why-order = 没有按顺序填{ $line }
trace-why-unreported = 完整的棋盘被撤回，却没有 solution 行
trace-why-false-report = 在不完整的棋盘上报告了解
trace-why-wrong-remove = remove 没有撤销最后一次 place
trace-why-half = 搜索停在第一行的中间：用镜像对称来计数
trace-why-greedy = 你的程序从不撤回皇后：它贪心地放置，没有回溯
trace-why-first-solution = 程序在第一个解之后就停止了
trace-why-ended = 轨迹提前结束：程序崩溃，或在搜索完成前停止
trace-why-goes-on = 教科书对 n = { $n } 的搜索结束后轨迹还在继续：第二次搜索，或另一个 n
trace-difference = 第一个不同，事件 { $event }（第 { $line } 行）：教科书接下来是 { $expected }；你的是 { $actual }。
trace-difference-tip = 显示第一个不同处的棋盘
trace-textbook-ended = 搜索结束
trace-yours-ended = 你的轨迹结束
trace-step = 事件 { $step } / { $events }
trace-previous = 上一个事件
trace-next = 下一个事件
trace-go-difference = 转到第一个不同
trace-empty-board = 空棋盘，第一个事件之前。
trace-at = 事件 { $step }（第 { $line } 行）：{ $event }
trace-textbook-here = 教科书把皇后放在 { $square }（已标出）。
trace-save = 保存为动画…
trace-save-tip = 从这个事件开始的重放，每个事件一帧，最多 { $frames } 帧，保存为 GIF 或动画 PNG
trace-tree-yours = 你的搜索树
trace-tree-textbook = 教科书的搜索树，事件数相同
trace-no-tree = 只为不超过 { $placements } 次放置的轨迹画树。
trace-crowded = 第 { $row } 行有两个或更多皇后：只画了一个。
