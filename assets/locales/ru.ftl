# N-Queens Explorer: слова окна по-русски.
# Те же идентификаторы, что в en.ftl (tests/i18n.rs проверяет).
# Числа приходят уже разбитыми на разряды ($shown, $n); $count — само
# число, для правил множественного числа.

## Board size and the view selector

size-heading = Размер доски
size-slider-past = n (сейчас больше 32)
size-slider-tip = Размеры доски, которые перебор может перечислить: от 1 до 32
size-any-n = Любое n:
size-any-n-label = Любое n
size-any-n-hint = от 1 до 10 000 000
size-go = Перейти
size-go-tip = Показать доску этого размера (до 10 000 000)
size-known-count = При n = { $n } — { $count ->
    [one] { $shown } решение
    [few] { $shown } решения
   *[other] { $shown } решений
} (OEIS A000170).
size-count-unknown = Решения при n = { $n } ещё никто не пересчитал.
size-no-solution = При n = { $n } решений нет.
size-past-reach = n = { $n } — за пределами перебора (32): «Большая доска» показывает одно решение, построенное по явной формуле или, после «Перемешать», найденное локальным поиском.

## Export options

export-options = Параметры экспорта
export-png-size = Размер PNG
export-labels-in-images = Подписи на картинках
export-lists-as = Списки в формате

## Menus

menu-file = Файл
menu-open = Открыть доску…
menu-open-tip = Доска в тексте, списком столбцов, в RON, FEN или JSON LeetCode; можно и перетащить файл на окно
menu-open-puzzle = Открыть головоломку…
menu-open-puzzle-tip = Текст головоломки с областями (.txt): карта, ферзи и отметки ×; можно и перетащить файл в окно
menu-save-puzzle = Сохранить головоломку…
menu-download-puzzle = Скачать головоломку
menu-save = Сохранить доску…
menu-save-tip = Форматы: { $formats }
menu-export-all = Экспортировать все решения…
menu-export-fundamental = Экспортировать основные решения…
menu-export-tip = Один файл: текст, RON или CSV (параметры экспорта)
menu-export-why-not = Списки составляются для n до 32
menu-download = Скачать доску как
menu-download-tip = Браузер сохранит её в загрузки
menu-quit = Выход
menu-edit = Правка
menu-copy = Копировать доску как текст
menu-copy-tip = В системный буфер обмена, строками из Q и .
menu-paste = Вставить доску
menu-paste-tip = Открывает доску, скопированную в любой программе: текст, список столбцов (1 3 0 2), RON, FEN или JSON LeetCode
menu-view = Вид
menu-labels = Подписи
menu-region-patterns = Узоры в областях
menu-region-patterns-tip = Головоломка с областями: у каждой области свой узор, а не только цвет, — для чёрно-белой печати и для тех, кто плохо различает цвета.
menu-show-attacks = Показывать атаки при наведении
menu-dark = Тёмная тема
speech-toggle = Озвучка
speech-button = кнопка
speech-check-box = флажок
speech-checked = отмечен
speech-unchecked = не отмечен
speech-slider = ползунок
speech-number = число
speech-field = поле ввода
speech-list = список
speech-splitter = разделитель
# A scroll bar has no name of its own in egui; the page names it.
speech-scroll-bar = Полоса прокрутки
speech-splitter-name = Ширина панели
speech-choice = вариант
speech-blank = пусто
speech-selected = выбрано
speech-unavailable = недоступно
menu-speak = Озвучивать (страница)
menu-speak-tip = Произносить виджет в фокусе и то, что меняется («решение 6 из 92», «Решено»): экранный диктор не читает рисунок страницы. Включается и выключается первой кнопкой страницы.
menu-reset-layout = Сбросить раскладку
menu-reset-layout-tip = Все панели снова той ширины, что была вначале
menu-own-dialogs = Собственные файловые диалоги
menu-own-dialogs-tip = Использовать файловый диалог приложения, даже если в системе есть свой (иначе открывается системный)
menu-language = Язык
view-chooser = Вид:
menu-help = Справка
clipboard-too-large = Текстовая доска при n = { $n } заняла бы { $bytes } байт — слишком много для буфера обмена; сохраните её как .ron

## The status line

status-searching-first = ищем первое решение
status-searching = идёт поиск
status-done = готово
status-cancelled = отменено
status-failed = ошибка: { $why }
status-found = найдено: { $shown }
status-found-kept = найдено с учётом закреплений и запретов: { $shown }
status-constructed = n = { $n }: одно решение, за пределами перебора
status-cancel-writing = Отменить запись
status-reading = читаем доску…
status-dismiss = Убрать сообщение

## Help

keys-everywhere = Везде
keys-open = Открыть файл доски
keys-save = Сохранить показанную доску
keys-copy = Копировать доску как текст
keys-paste = Вставить доску, скопированную как текст
keys-quit = Выход (состояние сохраняется)
keys-board = Доска получает клавиши (стрелки, Пробел, X…); Escape возвращает их
keys-browse-step = Предыдущее / следующее решение
keys-browse-row = Ряд галереи вверх / вниз
keys-browse-page = На 10 решений назад / вперёд
keys-browse-ends = Первое / последнее решение
key-click = Щелчок
keys-play-click = Поставить или снять ферзя
keys-play-undo = Отменить
keys-play-redo = Повторить
keys-watch-run = Пуск / пауза
keys-watch-step = Шаг назад / вперёд
keys-watch-ends = В начало / в конец
key-wheel = Колесо
keys-big-wheel = Масштаб вокруг указателя
key-drag = Перетаскивание
keys-big-drag = Сдвиг
key-double-click = Двойной щелчок
keys-big-double = Вся доска
keys-board-move = Двигать курсор доски (когда клавиши у доски)
keys-pins-click = Закрепить ферзя, затем запретить клетку, затем освободить
key-right-click = Правый щелчок
keys-regions-click = Поставить или снять ферзя (или как велит «Касание или щелчок ставит»)
keys-regions-cross = Исключить клетку (×); протяжка правой кнопкой исключает много
keys-regions-hint = Подсказка: самый лёгкий следующий шаг словами
keys-regions-escape = Убрать подсказку, решение, карточку финиша или редактор; затем отдать клавиши
howto-rules = Расставьте n ферзей на доске n×n так, чтобы никакие два не стояли на одной горизонтали, вертикали или диагонали. Выберите n ползунком (от 1 до 32) или введите любое n до 10 000 000.
howto-browse = «Просмотр» перечисляет все решения по порядку их списка столбцов, читая от верхней горизонтали (помеченной n) вниз: листайте стрелками, переходите к номеру или щёлкайте по миниатюре. «Основные» оставляют по одному решению из каждого класса 8 поворотов и отражений (12 из 92 при n = 8); список симметрий показывает остальные решения класса.
howto-watch = «Ход поиска» показывает перебор с возвратом из учебника, строка за строкой: ферзь ставится на первую свободную клетку строки, поиск идёт к следующей строке, а когда в строке нет свободной клетки, ферзь выше снимается и пробует свою следующую клетку.
howto-play = «Игра» позволяет ставить ферзей вручную; «Дополнить» заканчивает расстановку, если это возможно. «Большая доска» показывает одно решение любого размера, построенное по формуле.
howto-views = Все виды:
howto-keys = Клавиши: Tab доходит до каждой кнопки и до доски; на доске стрелки двигают курсор, Enter или Пробел действуют в его клетке, Escape — выход с доски. Все клавиши, по видам, — в «Справка > Клавиши».
howto-files = «Файл» сохраняет доску в PNG, SVG, текст, RON или FEN либо экспортирует все решения; «Правка» копирует доску как текст и вставляет доску, скопированную где угодно.
about-version = Версия { $version }
about-program-installed = Программа: { $path } (установлена)
about-program-built = Программа: { $path } (собрана из исходников)
about-licence = Лицензия: { $licence }
about-sources = Числа решений: OEIS A000170; основных решений: OEIS A002562. Число узлов — это узлы учебного перебора строка за строкой, включая корень (2057 при n = 8).
about-made-with = Сделано на Rust и egui.
help-shortcuts = Сочетания клавиш
help-howto = Как пользоваться
help-about = О программе «Ферзи»

## The views

view-browse = Просмотр
view-browse-tip = Все решения по номерам, с миниатюрами и симметриями
view-big = Большая доска
view-big-tip = Одно решение доски за пределами перебора, по построению
view-play = Игра
view-play-tip = Ставьте ферзей вручную; можно попросить дополнить
view-watch = Ход поиска
view-watch-tip = Учебный перебор с возвратом строка за строкой, шаг за шагом
view-pins = Закрепления
view-pins-tip = Закрепите ферзей и запретите клетки: тогда список покажет только решения, которые их соблюдают
view-heatmap = Тепловая карта
view-heatmap-tip = Как часто каждая клетка занята ферзём во всех решениях
view-stats = Статистика
view-stats-tip = Диаграммы того, что объединяет все решения при данном n
view-about = Об этом n
view-about-tip = Числа решений для n, одно решение и время подсчёта
view-play-limit = Игра работает на досках до n = { $n }.
view-watch-limit = Анимация работает на досках до n = { $n }.
view-pins-limit = Закрепления работают с перечисляемыми досками, до n = { $n }.
view-heatmap-limit = Тепловая карта считает перечисляемые доски, до n = { $n }.
view-stats-limit = Статистика считает перечисляемые доски, до n = { $n }.

## The app

app-name = Ферзи: исследователь
status-nothing-to-copy = Копировать пока нечего: доски нет.
status-state-unread = Сохранённое состояние не прочиталось (изменено или от другой версии): приложение начинает заново
status-address = Адрес открыт так близко, как было возможно: { $problems }
status-paste-keys = Нажмите Ctrl+V, чтобы вставить: браузер отдаёт странице буфер обмена только так
file-handed-too-large = { $name }: { $bytes } байт; страница открывает файлы не больше { $most } байт
file-handed-not-text = { $name } — не текст: байт { $byte } не UTF-8
address-too-long = адрес длиной { $length } символов; прочитаны только первые { $read }
address-not-a-size = «{ $said }» — не размер доски (от 1 до 10 000 000)
address-not-a-number = «{ $said }» — не номер решения (1, 2, 3, …)
address-not-a-view = «{ $said }» — не вид
address-not-a-step = «{ $said }» — не шаг (0, 1, 2, …)
address-not-a-date = «{ $said }» — не дата (ГГГГ-ММ-ДД)
address-unknown-key = «{ $said }» ничего не значит для этой страницы
puzzle-empty = головоломка пуста: нужно n строк по n букв от A до Z
puzzle-not-a-letter = строка { $line }, столбец { $column }: { $what } — не буква области (A–Z, a–z для ферзя)
puzzle-row-length = в строке { $line } букв: { $found }; в первой строке { $n }, и во всех строках должно быть столько же
puzzle-row-count = строк по { $n } букв: { $found }; у головоломки n = { $n } строк { $n }
puzzle-trailing = строка { $line }: после головоломки может идти только пустая последняя строка или пустая строка и { $n } строк отметок
puzzle-not-a-mark = строка { $line }, столбец { $column }: { $what } — не отметка ('.' открыто, 'x' исключено)
puzzle-mark-row-length = в строке { $line } отметок: { $found }; в ряду при n = { $n } их { $n }
puzzle-cross-on-queen = строка { $line }, столбец { $column }: клетку ферзя нельзя исключить
puzzle-leading = строка 1 пуста: головоломка начинается с первой строки
puzzle-too-large = n = { $n }: у головоломки не больше 26 строк (по букве на область)
puzzle-region-count = областей: { $found } ({ $letters }) на доске n = { $n }; нужно ровно { $n }, от A до { $last }
address-not-a-puzzle = головоломка с областями в адресе не читается: { $why }. Показана не та головоломка, что в ссылке.
address-not-a-piece = «{ $said }» — не фигура (queen, rook, king, superqueen)
address-not-columns = «{ $said }» — не число столбцов (от 1 до { $most })
address-rules-impossible = по этим правилам нет доски для n = { $n } ({ $why }); показаны классические ферзи
address-view-unavailable = { $view } не работает при n = { $n }: { $why }
address-no-such-solution = у n = { $n } нет решения { $k }; показано решение { $shown }
address-not-listed-yet = решение { $k } для n = { $n } ещё не найдено; показано решение { $shown }
address-number-outside-browse = номер решения (k={ $k }) имеет смысл только в Просмотре
address-step-outside-watch = шаг (step={ $step }) имеет смысл только в Поиске
address-past-the-end = поиск для n = { $n } занимает { $steps } шагов; показан последний
status-copied = Доска скопирована в буфер обмена как текст
status-pasted-board = Вставленная доска

## Numbers, sizes and durations

size-out-of-range = n = { $n } вне допустимых пределов: выберите от 1 до { $max }
size-not-a-number = { $text } — не целое число
time-s = { $s } с
time-min-s = { $m } мин { $s } с
time-h = { $h } ч
duration-under-a-second = меньше секунды
duration-seconds = { $shown } { $value ->
    [one] секунда
    [few] секунды
    [many] секунд
   *[other] секунды
}
duration-minutes = { $shown } { $value ->
    [one] минута
    [few] минуты
    [many] минут
   *[other] минуты
}
duration-hours = { $shown } { $value ->
    [one] час
    [few] часа
    [many] часов
   *[other] часа
}
duration-days = { $shown } { $value ->
    [one] день
    [few] дня
    [many] дней
   *[other] дня
}
duration-years = { $shown } { $value ->
    [one] год
    [few] года
    [many] лет
   *[other] года
}

## About this n

about-counted-here = подсчитано здесь
about-forecast = Подсчёт при n = { $n } займёт здесь около { $time }.
about-forecast-stopped = Прогноз остановлен.
about-no-forecast = Прогноза нет: { $why }
about-heading = Об n = { $n }
about-estimating = Оцениваем, сколько займёт подсчёт…
about-forecast-button = Сколько займёт подсчёт?
about-solutions = { $shown } { $count ->
    [one] решение
    [few] решения
   *[many] решений
}
about-not-counted = Решения этого n ещё никто не подсчитал.
about-too-large = Слишком велико для подсчёта: перебор работает до n = 32.
about-fundamental = основных (с точностью до поворотов и отражений): { $shown }
about-fundamental-counting = Основные решения: идёт подсчёт…
about-fundamental-on-request = Основные решения: подсчитываются в «Просмотре» по запросу
about-fundamental-not-countable = Основные решения: подсчитать нельзя
about-one-solution-columns = Одно решение по формуле: вертикали ферзей сверху вниз, { $columns }
about-one-solution = Одно решение по формуле — на доске.
about-no-solution = Решений нет: всех ферзей расставить нельзя.
about-building = Строим одно решение…
about-views = Режимы для этого n: { $views }.
about-drawn-in-big = Эта доска рисуется в режиме «Большая доска», с масштабом и сдвигом.
about-board-description = Доска { $n }: одно решение по формуле
about-describe = об этом n

## Browse

browse-representative = Основное решение { $k } — представитель класса решения, показанного раньше (наименьшее в его орбите)
browse-opened-solution = Открыто решение { $k } при n = { $n }
browse-all = Все
browse-all-tip = Все решения, пронумерованные в лексикографическом порядке
browse-fundamental = Основные
browse-only-kept = Только решения, соблюдающие закрепления и запреты
browse-only-kept-tip = Задаются в режиме «Закрепления»; снимите их там, чтобы видеть все решения
browse-total-searching = { $reach }+ (идёт поиск)
browse-an-opened-board = Открытая доска
browse-none-kept = Ни одно решение не соблюдает эти закрепления и запреты.
browse-searching-first = Ищем первое решение… { $time }
browse-searching-first-why = Поиск перебирает строки сверху вниз; при больших n первое решение лежит глубоко в дереве.
browse-waiting = Решение { $k } из { $total }: ждём поиск
browse-listed-so-far = перечислено пока: { $known }
browse-looking-up = ищем…
browse-among-all = № { $k } среди всех решений
browse-all-listed = все перечислены
browse-all-listed-in = все перечислены за { $time }
browse-found-by-number = найдено по номеру; перечислено пока: { $known }
browse-solution-of = Решение { $k } из { $total }
browse-opened-attacks = { $shown } { $count ->
    [one] атакующая пара
    [few] атакующие пары
   *[many] атакующих пар
}: не решение
browse-opened-finding = решение: ищем его номер…
browse-opened-solution-words = решение
browse-opened-no-attacks = { $shown } { $count ->
    [one] ферзь
    [few] ферзя
   *[many] ферзей
}, атак нет
browse-first = Первое
browse-previous = Назад
browse-next = Вперёд
browse-last = Последнее
key-left-arrow = Стрелка влево
key-right-arrow = Стрелка вправо
browse-random = Случайное
browse-random-tip = Решение, выбранное случайно, все равновероятны
browse-random-why-not = Выбирает из всего списка, когда известно общее число (подсчитайте или дождитесь конца перечисления)
browse-go-to = Перейти к номеру:
browse-go-to-label = Перейти к номеру
browse-nothing-to-jump-to = Переходить не к чему: решений нет.
browse-gallery-empty = Показывать нечего: решений нет.
browse-jump = Перейти
browse-from-one = Решения нумеруются с 1
browse-no-such-number = Решения { $k } нет: при n = { $n } { $count ->
    [one] всего { $shown } решение
    [few] всего { $shown } решения
   *[many] всего { $shown } решений
}
browse-not-yet-kept = Решения { $k } пока нет: найдено { $reach } (с закреплениями и запретами номера берутся из перечисления)
browse-not-yet = Решения { $k } пока нет: найдено { $reach }, а общее число неизвестно (подсчитайте его ниже)
browse-not-a-number = { $text } — не номер решения
browse-showing-in-all = Показано решение { $k } в списке всех решений
browse-random-fundamental = Случайное основное решение, все классы равновероятны: представитель своего класса (наименьшее в орбите), показан как решение { $k } из всех
browse-describe-opened = открытая доска
browse-describe-none = решений нет
browse-describe-searching = идёт поиск
browse-describe = решение { $k } из { $total }
board-opened = Доска { $n }: открытая
board-solution = Доска { $n }: решение { $k }
board-looking-up = Доска { $n }: ищем решение { $k }
board-empty = Доска { $n }: пустая

## Count and symmetries

count-heading = Подсчёт
count-left = осталось около { $time }
count-estimating-left = оцениваем оставшееся время
count-elapsed = прошло { $time }, { $left }
count-cancel = Отменить подсчёт
count-result = { $shown } { $count ->
    [one] решение
    [few] решения
   *[many] решений
}, основных: { $fundamental }
count-result-took = { $counts } (подсчитано за { $time })
count-cancelled = Подсчёт отменён.
count-failed = Подсчёт не удался: { $why }
count-forecast = Подсчёт при n = { $n } займёт здесь { $time } (прогноз по выборке из перебора).
count-ask = Этот подсчёт займёт { $time } на этой машине и загрузит все ядра. Начать?
count-start-anyway = Начать подсчёт
count-not-now = Не сейчас
count-past-horizon = Подсчёт для n = { $n } здесь не закончится: командная строка делит его на части для многих машин (nqueens count { $n } --part i/k).
count-start = Подсчитать все и основные
count-start-tip = Считает на всех ядрах, не перечисляя решения
orbit-heading = Симметрии
orbit-one = Любой поворот и отражение дают это же решение.
orbit-size = В орбите { $size ->
    [one] { $size } различное решение
    [few] { $size } различных решения
   *[many] { $size } различных решений
}, номера среди всех:
orbit-image = { $symmetry }: № { $k } среди всех
orbit-show-in-all = Показать его в списке всех решений
orbit-looking-up = { $symmetry }: ищем…
orbit-not-found-yet = { $symmetry }: пока не найдено
orbit-not-kept = Оно не соблюдает закрепления и запреты, поэтому его нет в показанном списке: снимите их, чтобы его увидеть
orbit-not-kept-chosen = Решение № { $k } среди всех не соблюдает закрепления и запреты: снимите их, чтобы его увидеть
symmetry-identity = тождественное
symmetry-rotate-90 = поворот на 90°
symmetry-rotate-180 = поворот на 180°
symmetry-rotate-270 = поворот на 270°
symmetry-mirror-left-right = отражение слева направо
symmetry-mirror-top-bottom = отражение сверху вниз
symmetry-mirror-diagonal = отражение в диагонали
symmetry-mirror-anti-diagonal = отражение в побочной диагонали

## Watch the search

watch-heading = Перебор строка за строкой
watch-pause = Пауза
watch-run = Пуск
watch-run-tip = Запустить поиск со скоростью ниже
watch-step-back = Шаг назад
watch-step = Шаг
watch-restart = В начало
watch-to-the-end = В конец
watch-save-animation = Сохранить анимацию…
watch-save-animation-tip = Ход поиска как анимированный PNG или GIF, по кадру на шаг, не больше { $frames } кадров (целиком для n от 4 до 6)
watch-scrubber-step = шаг
watch-scrubber = Ползунок хода
watch-speed = Скорость:
watch-one-minute = 1 мин
watch-one-minute-tip = Весь ход поиска примерно за минуту
watch-steps-a-second = { $shown } { $count ->
    [one] шаг
    [few] шага
   *[many] шагов
} в секунду
watch-steps-per-second = шагов/с
watch-time-to-end = { $time } до конца при этой скорости
watch-nodes = Узлов: { $nodes }
watch-solutions-found = Найдено решений: { $found }
watch-step-of = Шаг { $step } из { $steps }
watch-lecture-step = Шаг лекции ({ $letter }): { $what }
watch-lecture-tip = Разбор задачи о 4 ферзях из лекции, с которой началось приложение, шаги от (a) до (l)
watch-stopped-early = Поиск остановился раньше времени: { $why }
watch-first-steps = Показаны первые { $steps } шагов.
watch-boards-returned = Возвращено досок: { $found }
watch-returned = Она возвращает:
watch-not-a-solution = не решение
watch-found = Найдено:
watch-found-tip = Вертикаль (столбец) ферзя каждой строки, сверху вниз, как подписана доска
speed-preset = { $count }/с
speed-preset-thousands = { $count }к/с
watch-found-so-far = Найдено пока:
watch-tree = Дерево поиска
watch-tree-tip = Каждая полоска — поставленный ферзь, шириной с дерево под ним; подсвечены ферзи, стоящие на доске. Щёлкните по полоске, чтобы перейти к её шагу.
watch-describe = смотрим ход поиска
watch-cancelled = он был отменён
watch-steps-ended = шаги кончились раньше конца поиска
watch-ready = Готово: поиск начинается с верхней строки.
board-search = Доска { $n }: поиск
step-try = Пробуем { $square }.
step-reject = Отвергаем { $square }: ферзь на { $queen } стоит на { $line ->
    [row] той же горизонтали
    [column] той же вертикали
    [diagonal] той же диагонали
   *[anti-diagonal] той же побочной диагонали
}{ $others ->
    [0] {""}
   *[other] {" "}(и ещё { $others })
}.
step-reject-plain = Отвергаем { $square }.
step-place = Ставим ферзя на { $square }.
step-solution = Найдено решение { $number }: в каждой строке стоит ферзь.
step-returned-wrong = Возвращена доска { $number }, но это не решение: { $queens ->
    [one] { $queens } ферзь бьёт другого
    [few] { $queens } ферзя бьют друг друга
   *[other] { $queens } ферзей бьют друг друга
}.
step-shared-append = Доска { $number } добавлена: сам список queens, а не копия, и result хранит этот один список уже { $number ->
    [one] { $number } раз
    [few] { $number } раза
   *[other] { $number } раз
}.
step-shared-end = Перебор окончен: result хранит один и тот же список { $times } раз, а перебор опустошил его при откатах, так что каждая возвращённая доска — [].
code-shared-result = result: список queens, { $times } раз; сейчас queens = { $queens }.
step-backtrack = Возврат: ниже ничего не подходит, снимаем ферзя с { $square }.
lecture-a = Ферзь 1 встаёт на a4, первую клетку верхней строки.
lecture-b = Ферзь 2: a3 и b3 под ударом; он встаёт на c3.
lecture-c = Ферзь 3: все клетки строки 2, с a2 по d2, под ударом.
lecture-d = Назад к строке 3: ферзь 2 переходит на d3.
lecture-e = Ферзь 3: a2 под ударом, b2 свободна.
lecture-f = Ферзь 4: все клетки строки 1 под ударом; возврат.
lecture-g = Ферзь 3: c2 и d2 тоже под ударом; возврат.
lecture-h = У ферзя 2 не осталось клеток в строке 3: назад к строке 4.
lecture-i = Ферзь 1 переходит на b4.
lecture-j = Ферзь 2: с a3 по c3 под ударом; он встаёт на d3.
lecture-k = Ферзь 3 встаёт на a2.
lecture-l = Ферзь 4: a1 и b1 под ударом; c1 даёт решение.

## Play

play-completed = Готово: в каждой строке стоит { $piece ->
    [rook] ладья
    [king] король
    [superqueen] суперферзь
   *[queen] ферзь
}.
play-conflicting = { $count } { $count ->
    [one] атакующая пара
    [few] атакующие пары
   *[many] атакующих пар
}: сначала снимите ферзей.
play-impossible-move = Дополнить нельзя. Передвиньте ферзя с { $square } — и станет можно.
play-impossible = Дополнить нельзя, какого бы одного ферзя ни передвинуть.
play-hint = Щёлкните по клетке, чтобы поставить или снять { $piece ->
    [rook] ладью
    [king] короля
    [superqueen] суперферзя
   *[queen] ферзя
} (по одному в строке).
play-hint-touch = Коснитесь клетки, чтобы поставить или снять { $piece ->
    [rook] ладью
    [king] короля
    [superqueen] суперферзя
   *[queen] ферзя
} (по одному в строке).
play-queens-placed = { $piece ->
    [rook] Ладей
    [king] Королей
    [superqueen] Суперферзей
   *[queen] Ферзей
} на доске: { $count }
play-conflicts = Конфликтов: { $count }
play-clear = Очистить
play-clear-tip = Снять всех ферзей
play-looking = Ищем, как дополнить…
play-complete = Дополнить
play-complete-tip = Заполнить пустые строки или объяснить, почему нельзя
play-complete-limit = Дополнение работает до n = { $n }.
play-solution-number = Решение: номер { $k } в списке.
play-solution = Решение!
play-describe = игра, { $count } { $count ->
    [one] ферзь
    [few] ферзя
   *[many] ферзей
}
board-play = Доска { $n }: игра

## Big board

big-hint = Колесо — масштаб, перетаскивание — сдвиг, двойной щелчок — вся доска.
big-hint-touch = Щипок — масштаб, перетаскивание — сдвиг, двойное касание — вся доска.
big-in-view = Видно: { $span } из { $n } столбцов (увеличение { $zoom }×)
big-whole = Вся доска
big-whole-tip = Уменьшить, чтобы видеть всю доску (или двойной щелчок по ней)
big-whole-in-view = Вся доска уже видна
big-pointer = Указатель: клетка { $name }, столбец { $column } слева, строка { $row } снизу
big-pointer-numbered = Указатель: столбец { $column } слева, строка { $row } снизу
big-queen-here = Здесь стоит ферзь.
big-row-queen = Ферзь этой строки: столбец { $column } (клетка { $name })
big-no-queen = В этой строке нет ферзя.
big-point = Наведите указатель на доску, чтобы увидеть, где вы.
big-computing = Вычисляем…
big-shuffle = Перемешать
big-shuffle-tip = Другое решение, локальным поиском
big-note-solution = Ферзей: { $queens }, никакие два не бьют друг друга
big-note-attacks = Ферзей: { $queens }, есть атаки
big-describe-shuffled = решение, найденное локальным поиском
board-shuffled = Доска { $n }: решение, найденное локальным поиском
big-shuffling = Перемешивание: ферзи переставляются, пока никто никого не бьёт, { $time }
big-shuffling-tip = Локальный поиск от случайной расстановки: ферзь под ударом меняется столбцами с ферзём другой строки, пока это уменьшает число ударов. Полоса — доля освобождённых ферзей из тех, что были под ударом вначале.
big-shuffle-done = Перемешано: другое решение для n = { $n } найдено локальным поиском за { $time }.
big-shuffle-cancel = Отмена
big-shuffle-cancelled = Перемешивание отменено; на доске прежнее решение.
big-describe = построенное решение
big-describe-building = строим решение
board-constructed = Доска { $n }: построенное решение

## Pins

list-separator = {", "}
pins-list-and = { $init } и { $last }
pins-what-pins = ферзь на { $pins }
pins-what-blocks = ни одного ферзя на { $blocks }
pins-what-both = ферзь на { $pins } и ни одного на { $blocks }
pins-kept-of-total = { $kept_shown } из { $total_shown } { $total ->
    [one] решения
   *[other] решений
} при n = { $n } { $kept ->
    [one] соблюдает
   *[other] соблюдают
} условие: { $what }.
pins-kept = { $kept_shown } { $kept ->
    [one] решение
    [few] решения
   *[many] решений
} при n = { $n } { $kept ->
    [one] соблюдает
   *[other] соблюдают
} условие: { $what }.
pins-heading = Закрепления и запреты
pins-hint = Щёлкните по клетке: один раз — закрепить там ферзя, два — запретить клетку, три — освободить.
pins-nothing = Ничего не закреплено и не запрещено: считаются все решения.
pins-queen-on = ферзь на { $square }
pins-no-queen-on = нет ферзя на { $square }
pins-drop = Убрать
pins-forget-pin = Забыть это закрепление
pins-forget-block = Забыть этот запрет
pins-clear-all = Убрать все
pins-clear-all-tip = Убрать все закрепления и запреты
pins-counting = Считаем…
pins-count-time = Подсчёт идёт через перебор при n = { $n }: здесь не дольше { $time }.
pins-count-them = Подсчитать
pins-looking-to-drop = Ищем закрепление или запрет, который стоит убрать…
pins-nothing-to-drop = Нет одного закрепления или запрета, снятие которого вернуло бы решения.
pins-drop-pin = Уберите закрепление на { $square } — и решение найдётся.
pins-drop-block = Уберите запрет на { $square } — и решение найдётся.
pins-browse-lists = «Просмотр» показывает только их; галерея тоже.
pins-count-stopped = Подсчёт остановлен.
pins-count-failed = Подсчёт не удался: { $why }
pins-describe = закрепления и запреты
pins-describe-what = решения с условием: { $what }
board-pins = Доска { $n }: закрепления и запреты
tally-about = около { $time }
tally-estimating = время ещё оценивается
tally-unknown = время оценить не удалось

## Heatmap

heatmap-all-tip = Считать все решения
heatmap-fundamental-tip = Считать по одному решению из каждого класса 8 поворотов и отражений
heatmap-tally-time = Подсчёт при n = { $n } проходит все решения: здесь { $time }.
tally-start = Подсчитать решения
tally-running = Считаем… { $time }
tally-cancel = Отменить подсчёт
tally-failed = Подсчёт не удался: { $why }
tally-cancelled = Подсчёт отменён.
tally-nothing = При n = { $n } решений нет: считать нечего.
heatmap-over = По { $count ->
    [one] { $shown } решению
   *[other] { $shown } решениям
}; { $lines ->
    [wide] в каждой строке
   *[square] в каждой строке и каждом столбце
} всего { $shown } { $piece ->
    [rook] { $count ->
        [one] ладья
        [few] ладьи
       *[many] ладей
    }
    [king] { $count ->
        [one] король
        [few] короля
       *[many] королей
    }
    [superqueen] { $count ->
        [one] суперферзь
        [few] суперферзя
       *[many] суперферзей
    }
   *[queen] { $count ->
        [one] ферзь
        [few] ферзя
       *[many] ферзей
    }
}.
heatmap-square = { $square }: { $shown } { $count ->
    [one] решение
    [few] решения
   *[many] решений
} ({ $share }%)
heatmap-point = Наведите указатель на клетку, чтобы увидеть её число.
heatmap-save-picture = Сохранить картинку…
heatmap-save-picture-tip = В PNG или SVG, как здесь
heatmap-save-csv = Сохранить CSV…
heatmap-save-csv-tip = Числа, по строке доски на строку файла
heatmap-tallying = Тепловая карта: идёт подсчёт
heatmap-description-all = Тепловая карта n = { $n } (все)
heatmap-description-fundamental = Тепловая карта n = { $n } (основные)
heatmap-square-of = { $square }: { $k } из { $over } ({ $share }%)
heatmap-describe-fundamental = тепловая карта основных решений
heatmap-describe-all = тепловая карта всех решений

## Statistics and the race

chart-first-row = Решения по столбцу ферзя в первой строке
chart-orbits = Основные решения по размеру орбиты
chart-nodes = Перебор строка за строкой: узлы на каждой глубине
chart-counts = Число решений для каждого n до { $n }
chart-log-scale = { $axis } (логарифмическая шкала)
axis-column = столбец
axis-solutions = решения
axis-orbit-size = размер орбиты
axis-fundamental-solutions = основные решения
axis-queens-placed = поставлено ферзей
axis-nodes = узлы
axis-n = n
race-heading = Множества, массивы, битовые маски
race-intro = Три способа статьи хранить атакованные линии, на одном и том же поиске, и счётчик этого приложения.
race-limit = Для n до { $n }: дальше множества считают минутами.
race-button = Сравнить на n = { $n }
race-running = Сравниваем…
race-nodes = узлы
race-time = время
race-per-solution = на решение
race-version-sets = множества
race-version-arrays = массивы
race-version-bitmasks = битовые маски
race-version-this-app = это приложение
race-note = На решение: время всего прогона, делённое на число найденных решений. Три версии обходят одни и те же узлы; различается только способ хранить линии.
time-us = { $value } мкс
time-ms = { $value } мс
stats-intro = Подсчитано за один проход учебного перебора строка за строкой.
stats-summary = { $shown } { $count ->
    [one] решение
    [few] решения
   *[many] решений
}, основных: { $fundamental }, { $nodes_shown } { $nodes ->
    [one] узел
    [few] узла
   *[many] узлов
}.
stats-tally-time = Диаграммы проходят все решения при n = { $n }: здесь { $time }.
stats-oeis = Числа решений для других n взяты из OEIS A000170.
stats-appear = Диаграммы появятся, когда решения будут подсчитаны.
stats-save-png = Сохранить диаграмму { $i } как PNG…
stats-save-png-tip = Картинка диаграммы такой, как на экране
stats-save-csv = Сохранить диаграмму { $i } как CSV…
stats-save-csv-tip = Числа диаграммы
stats-describe = статистика

## Files and dialogs

dialogs-chosen = выбрано в меню «Вид»
dialogs-browser = Файлы: выбор браузера; сохранение — загрузкой
dialogs-system = Файловые диалоги: системные
dialogs-own = Файловые диалоги: собственные ({ $why })
dialogs-no-portal = нет ни портала рабочего стола, ни zenity
dialogs-did-not-open = системный файловый диалог не открылся
dialogs-all-files = Все файлы
dialogs-falling-back = { $why }: используется собственный файловый диалог
save-type-a-name = «Сохранить» недоступно: введите имя
save-saved-as = Будет сохранено как { $name }
save-not-a-format = «Сохранить» недоступно: .{ $extension } — не один из форматов ниже
dialog-open = Открыть
dialog-save = Сохранить
dialog-cancel = Отмена
dialog-new-folder = Новая папка
dialog-new-folder-name = Новая папка
dialog-rename = Переименовать
dialog-refresh = Обновить
dialog-parent-folder = Папка выше
dialog-file = Файл:
dialog-show-hidden = Скрытые файлы
save-format = Формат:
save-extension-gives = Формат задаётся расширением имени.
open-crowded-row = { $origin }: в строке { $row } больше одного ферзя ({ $shown } { $count ->
    [one] атакующая пара
    [few] атакующие пары
   *[many] атакующих пар
} всего); на доске в каждой строке по одному ферзю (`nqueens check` перечисляет пары)
open-attacks = { $origin }: { $shown } { $count ->
    [one] атакующая пара
    [few] атакующие пары
   *[many] атакующих пар
}, отмечены на доске
open-solution = { $origin }: решение
open-no-attacks = { $origin }: { $shown } { $count ->
    [one] ферзь
    [few] ферзя
   *[many] ферзей
}, атак нет
file-saved = Сохранено: { $path }
file-cancelled = Отменено: { $what }
file-nothing-to-save = Сохранять пока нечего: доски нет.
replace-heading = Заменить { $name }?
replace-text = Файл с таким именем уже есть; сохранение заменит его.
replace-button = Заменить
cancel = Отмена
dialog-save-board = Сохранить доску
dialog-save-picture = Сохранить картинку
dialog-save-puzzle = Сохранить головоломку
dialog-save-table = Сохранить таблицу
dialog-save-animation = Сохранить поиск как анимацию
dialog-save-chart = Сохранить диаграмму
dialog-export = Экспортировать решения
dialog-open-board = Открыть доску
dialog-open-puzzle = Открыть головоломку
filter-png = Изображение PNG
filter-svg = Изображение SVG
filter-list-text = Доски текстом
filter-list-ron = Список RON
filter-puzzle = Головоломка с областями (текст)
filter-csv = Таблица CSV
filter-leetcode = JSON, как в LeetCode 51
filter-apng = Анимированный PNG
filter-gif = GIF-анимация
filter-boards = Доски
filter-puzzles = Головоломки и снимки экрана

## Widgets

gallery-heading = Галерея
gallery-solution = Решение { $k }
gallery-tip = Решение { $k }: вертикали ферзей сверху вниз, { $columns }
gallery-tip-among-all = Решение { $k } (№ { $all } среди всех): вертикали ферзей сверху вниз, { $columns }
gallery-position = Положение в галерее
code-comments-english = Комментарии в программах — на английском, как в учебнике: код запускается ровно в таком виде.
code-heading = Код
code-python-tip = Рекурсивный поиск из учебника, на множествах
code-java-tip = То же на Java, на массивах логических значений
code-iterative-tip = Итеративная версия из лекции: x[k] и индекс строки, который идёт вниз и вверх
code-bitmasks-tip = Битовые маски из статьи: свободные клетки строки одной операцией; атакованные клетки не пробуются вовсе
code-at-line = Сейчас строка { $line }
code-at-lines = Сейчас строки с { $from } по { $to }
code-before = До первого шага
code-variables = Переменные
tree-empty = Дерево вырастет здесь, когда появятся ферзи
tree-node-tip = Ферзь на { $square }, поставлен на шаге { $step }: щёлкните, чтобы перейти туда
tree-tip = Дерево поиска на этот момент: по полосе на строку
tree-label = Дерево поиска
chart-not-saved = Диаграмму сохранить не удалось: { $why }
file-saving = сохраняем { $path }
file-exporting = экспортируем { $path }
code-lang-python = Python
code-lang-java = Java
code-lang-iterative = Python, итеративно
code-lang-bitmasks = Python, битовые маски

## Watch: the typical mistakes
mistake-heading = Запустить программу с ошибкой
mistake-heading-tip = Типичные ошибки из статьи, с которой началось приложение: каждая — версия программы с этой ошибкой, и перебор идёт так, как его ведёт эта программа
mistake-none = Верная программа
mistake-too-large = Ошибки запускаются для n не больше { $n }.
mistake-judging = Программа выполняется целиком, чтобы её оценить…
mistake-returns = Она возвращает досок: { $boards }; у n = { $n } решений: { $truth }.
mistake-returns-count = Она возвращает { $count }; у n = { $n } решений: { $truth }.
mistake-wrong-missed = Не решения среди её досок: { $wrong }; решений, которые она не находит: { $missed }.
mistake-accepted = Программа принимает { $square }, хотя ферзь на { $queen } её бьёт: оба обведены.
step-reject-phantom = Отбросить { $square }: программа считает клетку битой, хотя её не бьёт ни один ферзь (отмечена).
code-mistake-heading = Программа с ошибкой (Python)
code-mistake-line = Строка { $line } после изменения:
code-mistake-changed = Строки с пометкой ≠ отличаются от верной программы.
code-mistake-variables = Переменные показываются для верных программ.
mistake-no-undo = Забыть откат
mistake-no-undo-tip = После рекурсивного вызова столбец и диагонали не убираются из множеств
mistake-no-undo-why = Без отката столбец и диагонали снятого ферзя остаются занятыми, и каждая следующая ветка может поставить всё меньше: узлов { $nodes } против { $right_nodes } у верной программы.
mistake-same-formula = Одна формула для обеих диагоналей
mistake-same-formula-tip = d2 = row - col + n - 1, как d1
mistake-same-formula-why = d2 снова равно d1: антидиагонали не проверяются, и ферзь под боем по антидиагонали принимается (обведён на доске).
mistake-abs = abs(row - col) для диагоналей
mistake-abs-tip = d1 = d2 = abs(row - col)
mistake-abs-why = abs(row - col) склеивает диагональ row - col = k с диагональю -k и не проверяет антидиагонали: свободные клетки отбрасываются (отмечены), битые принимаются (обведены).
mistake-negative-index = Отрицательный индекс
mistake-negative-index-tip = diags1[row - col] в списке, без + n - 1
mistake-negative-index-why = Python читает diags1[-k] с конца списка: элемент 2n - 1 - k, которым не пользуется ни одна другая диагональ, поэтому здесь ответ случайно верный. В Java первый отрицательный индекс бросает ArrayIndexOutOfBoundsException, в C читается чужая память.
mistake-shared-list = Ссылка вместо копии
mistake-shared-list-tip = result.append(queens) вместо result.append(queens[:])
mistake-shared-list-why = result хранит один и тот же список queens { $returned } раз; перебор опустошает его при откатах, и все возвращённые доски пусты ([]).
mistake-row-check = Проверка строк
mistake-row-check-tip = Множество занятых строк, которое проверяется, хотя строки заполняются по одной
mistake-row-check-why = Строки никогда не совпадают: ответ тот же, но обращений больше на { $extra } ({ $lookups } против { $right_lookups }).
mistake-no-mask = Битовые маски без & full
mistake-no-mask-tip = left сдвигается без маски по ширине доски
mistake-no-mask-why = left растёт за край доски: старший бит доходит до { $bit } (столбцы доски — биты от 0 до { $last }). Целые Python растут, а free маскируется full, поэтому ответ верный; в 32-битном слове биты старше 31-го теряются начиная с n = 17, а сдвиг в знаковый бит int в C — неопределённое поведение.

## Check a solver
view-check = Проверить решатель
view-check-tip = Вставьте то, что напечатал ваш решатель, и сравните со всеми решениями
check-heading = Проверка вывода вашего решателя
check-intro = Вставьте то, что напечатал решатель: JSON из LeetCode 51, его печать в Python, текстовые доски через пустую строку, списки столбцов по одному в строке или число. n берётся из первой доски (число относится к n выше). Или его трассу (строки place R C, remove R C и solution): она будет воспроизведена рядом с перебором учебника.
check-paste = Вывод вашего решателя:
check-hint = [[".Q..","...Q","Q...","..Q."],…]
check-box-tip = Для списка больше 16 МБ используйте командную строку: nqueens verify FILE
check-one-based = Столбцы нумеруются с 1
check-one-based-tip = В списках столбцов столбцы считаются с 1, а не с 0
check-button = Проверить
check-open = Открыть…
check-open-tip = Прочитать файл с выводом вашего решателя (до { $size } МБ) и проверить его; файл, брошенный на окно, здесь делает то же
dialog-open-output = Открыть вывод решателя
check-file-read = Прочитан { $name }.
check-file-unreadable = Не удаётся прочитать { $path }: { $why }
check-file-too-long = { $path } длиннее { $size } МБ: используйте nqueens verify FILE в командной строке.
check-file-not-text = Файл — не текст (UTF-8): байт { $at } не подходит.
check-why-rows = { $rows } строк вместо { $n }
check-why-row-width = в строке { $line } доски { $width } клеток вместо { $n }
check-why-columns = перечислено { $listed } столбцов вместо { $n }
check-why-off-board = число { $index } списка, { $printed }, — не столбец (от { $low } до { $high })
check-why-board = доску нельзя нарисовать: { $why }
check-why-empty-row = в горизонтали { $rank } нет ферзя
check-why-not-solution = не решение
check-example = Пример
check-example-tip = Что печатает решатель для n = 6, который не проверяет диагонали
check-unreadable = Это не вывод решателя, который можно прочитать: { $why }
check-nothing-shown = Нажмите на доску в отчёте, чтобы увидеть её здесь.
check-two-in-a-row = На этой доске два ферзя в одной строке: причина — в отчёте.
check-board-invalid = Доска из вывода, которая не является решением; бьющие друг друга ферзи обведены
check-board-missing = Решение, которого нет в выводе
check-too-long = Больше { $size } МБ: используйте nqueens verify FILE в командной строке.
check-describe = проверка вывода решателя
check-count = n = { $n }: в выводе { $printed }, на самом деле { $truth }.
check-figures = n = { $n }, досок: { $boards }.
check-valid = Верных
check-missing = Пропущено
check-invalid = Неверных
check-duplicates = Повторов
check-invalid-board = Доска { $place } (строка { $line }): { $why }
check-missing-board = Нет решения №{ $number }: { $files }
check-repeat = Доска { $place } — снова решение №{ $number }.
check-exact = Верно: ровно { $truth } решений n = { $n }, каждое по разу.
check-wrong = Это не совпадает с решениями n = { $n } (их { $truth }).
check-attack = Доска { $place } (строка { $at }): ферзи на { $first } и { $second } стоят на { $line ->
    [row] одной горизонтали
    [column] одной вертикали
    [diagonal] одной диагонали
   *[anti-diagonal] одной побочной диагонали
}.

## Watch: the quiz

quiz-toggle = Викторина: угадайте каждый шаг
quiz-toggle-tip = Перед каждым шагом скажите, что поиск сделает дальше: безопасна ли пробуемая клетка или по какой линии она бьётся, какую клетку он попробует следующей, вернётся ли назад или запишет решение. «Шаг» пропускает вопрос.
quiz-no-run = Викторина идёт по шагу на ответ: выключите её, чтобы запустить
quiz-ask-safe = Безопасна ли { $square }? Если нет, по какой линии она бьётся?
quiz-ask-next = Что поиск сделает дальше? Щёлкните клетку, которую он попробует, или:
quiz-safe = Безопасна: ставим ферзя
quiz-attacked = Бьётся по { $line ->
    [row] горизонтали
    [column] вертикали
    [diagonal] диагонали
   *[anti-diagonal] побочной диагонали
}
quiz-lines-tip = Диагональ идёт вниз направо (строка − столбец одинаковы), побочная диагональ — вниз налево (строка + столбец одинаковы).
quiz-try = Пробуем { $square }
quiz-backtrack = Возврат назад
quiz-solution = Записать решение
quiz-right = Верно!
quiz-wrong = На этот раз нет: вы ответили «{ $answer }».
quiz-why-start = Поиск начинается с первой клетки верхней строки.
quiz-why-next-row = Ферзь встал на { $square }: поиск спускается на следующую строку и начинает с её первой клетки.
quiz-why-filled = Ферзь на { $square } занял последнюю строку: в каждой строке стоит ферзь — это решение.
quiz-why-next-square = Клетка { $square } была под боем: поиск пробует следующую клетку справа в той же строке.
quiz-why-row-done = { $square } — последняя клетка строки: в строке ничего не осталось, и поиск возвращается на строку выше.
quiz-why-after-solution = После решения поиск возвращается назад, чтобы найти следующее.
quiz-why-after-lift = Ферзь снят с { $square }: поиск пробует следующую клетку справа.
quiz-why-lifted-last = Ферзь, снятый с { $square }, стоял на последней клетке строки: поиск снова возвращается назад.
quiz-score = Счёт: { $right } из { $asked } · серия { $streak } (лучшая { $best })
quiz-ended = Поиск закончен: вопросов больше нет.
quiz-waiting = Ждём следующего шага…

## Other pieces and boards

view-classic-only = Только для классических ферзей: при других правилах работают «Просмотр», «Игра», «Поиск» и «Тепловая карта»
rules-piece = Фигура:
rules-piece-tip = Фигура, которая ставится по одной в каждую строку: что она бьёт, определяют её ходы
rules-torus = Тор
rules-torus-tip = Края доски склеены: линия, уходящая за один край, возвращается с другого (тор Пойа: у ферзей решения есть, только если n взаимно просто с 6)
rules-too-large = Другие фигуры и тор — до n = { $n }
rules-counted-in-browse = «Просмотр» нумерует и считает решения этого правила.
piece-queen = Ферзь
piece-rook = Ладья
piece-king = Король
piece-superqueen = Суперферзь
piece-queen-tip = Бьёт по горизонтали, вертикали и диагоналям: классическая задача.
piece-rook-tip = Бьёт по горизонтали и вертикали: любая расстановка по одной в строке и столбце — решение, их n!.
piece-king-tip = По одному в строке и столбце, и никакие два не соседствуют (задача Герцшпрунга; ежедневная головоломка «Queens» без её областей).
piece-superqueen-tip = Ферзь, который ходит ещё и конём; его поля коня отмечены точками. Первые решения — при n = 10.
pieces-queen = Ферзи
pieces-rook = Ладьи
pieces-king = Короли
pieces-superqueen = Суперферзи
ruled-on-torus = { $pieces } на торе
ruled-none = { $rules }: при n = { $n } решений нет.
ruled-group-square = Основные: с точностью до 8 поворотов и отражений квадрата.
ruled-group-torus = Основные: с точностью до 8 поворотов и отражений и { $n }×{ $n } сдвигов тора.
ruled-group-rectangle = Основные: с точностью до 4 симметрий прямоугольника.
ruled-nodes = Поиск поставил фигур: { $nodes }.
play-complete-classic = Дополнение — только для классических ферзей
play-solved-under-rules = Решено: в каждой строке фигура, и никто никого не бьёт.
status-rules = n = { $n }: другие правила ({ $rules })
check-why-pieces = фигуры на { $first } и { $second } бьют друг друга
open-rectangle = { $origin }: доска из { $n } строк и { $columns } столбцов; окно берёт до { $rows } строк и до { $most } столбцов (`nqueens check FILE` проверит любую)
step-ruled-reject = Отвергаем { $square }: фигура на { $piece } бьёт её { $line ->
    [row] по строке
    [column] по столбцу
    [diagonal] по диагонали
    [anti-diagonal] по антидиагонали
   *[knight] ходом коня
}{ $others ->
    [0] {""}
   *[other] {" "}(и ещё { $others })
}.
step-ruled-place = Ставим фигуру на { $square }.
step-ruled-solution = Найдено решение { $number }: в каждой строке по фигуре.
step-ruled-backtrack = Возврат: ниже ничего не выходит, снимаем фигуру с { $square }.
watch-ruled-note = Поиск для правила «{ $rules }»: поиск из учебника с проверкой этого правила. Тест и ошибки относятся к программе для ферзей (выберите ферзя на обычной доске).
code-ruled-heading = Поиск по правилу
code-ruled-changed = Поиск из учебника, проверка вынесена в attacks(); строки с ≠ задают правило «{ $rules }». Python; запускается как показано.
rules-columns = Столбцов:
rules-columns-tip = n фигур на n строках и большем числе столбцов: по одной в строке и не более одной в столбце (до 64 столбцов). Симметрий у прямоугольника 4: поворот на 180° и отражения.
rules-columns-torus = Тор квадратный: снимите «Тор», чтобы столбцов было больше, чем строк.
ruled-on-columns = { $pieces } на { $columns } столбцах
play-describe-ruled = { $rules }: игра, { $count } { $count ->
    [one] фигура
    [few] фигуры
   *[many] фигур
}
open-rules = Открыт { $origin }: доска правила «{ $rules }», в «Игре».
ruled-polya = Ферзям на торе нужно n, взаимно простое с 6 (Пойа): искать не нужно.

square-queen = ферзь
square-empty = пусто
square-words = { $square }, { $what }
square-words-attacked = { $square }, { $what }, под боем { $by }

view-regions = Головоломка с областями
view-regions-tip = Ежедневная головоломка «Ферзи»: по ферзю в каждой строке, столбце и цветной области, без касаний
regions-rules = По одному ферзю в каждой строке, каждом столбце и каждой цветной области; ферзи не касаются друг друга, даже по диагонали.
regions-how-mouse = Щелчок ставит или убирает ферзя; правая кнопка исключает клетку; протяжка по клеткам (любой кнопкой) исключает несколько.
regions-how-touch = Касание ставит или убирает ферзя; долгое нажатие исключает клетку, протяжка — несколько. Что делает касание, можно выбрать ниже.
regions-next-puzzle = Для следующей новой головоломки:
regions-size = Размер
regions-difficulty = Сложность
regions-any = Любая
regions-easy = Лёгкая
regions-medium = Средняя
regions-hard = Трудная
regions-guess = Нужна догадка
regions-seed = Ключ:
regions-seed-used = Ключ { $seed } (тот же ключ даёт ту же головоломку здесь, на странице и в командной строке)
regions-map-id = Код головоломки: { $id }
regions-map-id-tip = Имя, которое и есть эта головоломка (её карта): его читают ссылка с id= и все команды regions в командной строке, в любой версии
regions-start-over = Начать заново
regions-start-over-tip = Эта головоломка с пустой доски и с 0:00 (сначала спросит)
regions-start-over-ask = Начать головоломку заново? Её ферзи, × и время пропадут.
regions-start-over-yes = Да, заново
regions-start-over-no = Играть дальше
regions-copy-id = Копировать ID
regions-copy-made = Копировать имя
regions-copy-id-tip = Скопировать имя целиком
regions-copied-id = Имя головоломки скопировано.
regions-made-id = Создана по: { $id }
regions-made-id-tip = Имя, по которому создаётся эта головоломка: размер, заданная сложность и ключ. Эта версия создаёт по нему ту же головоломку здесь, на странице и в командной строке; другая версия может создать другую
regions-bad-seed = «{ $text }» — не ключ: целое число от 0 до 18 446 744 073 709 551 615
regions-new = Новая головоломка
regions-today = Головоломка дня
regions-today-tip = Одна и та же головоломка для всех сегодня: 7×7 и лёгкая по понедельникам, до 11×11 и трудной по воскресеньям
regions-day-of = Головоломка { $day }
regions-day-before = Головоломка предыдущего дня
regions-day-after = Головоломка следующего дня
regions-day-not-yet = Завтрашняя головоломка выйдет завтра: в архиве — прошедшие дни
regions-future-day = Головоломка { $day } выйдет в свой день; сегодня { $today }. В архиве — прошедшие дни
regions-cancel = Остановить
regions-none-yet = Выберите размер и сложность, затем «Новая головоломка».
regions-time = Время { $time }
regions-paused = Время { $time } (пауза, пока окно неактивно)
regions-solved-in = Решено за { $time }
regions-finish-title = Решено!
regions-finish-time = Время { $time } · лучшее { $best }
regions-finish-streak = Серия: { $streak ->
    [one] { $streak } день
    [few] { $streak } дня
   *[other] { $streak } дней
}
regions-finish-close = Закрыть
regions-solved-archive = Головоломка { $day } решена за { $time } (лучшее { $best }) из архива: она идёт в число решённых дней, но не в серию.
regions-solved-day = Головоломка { $day } решена за { $time } (лучшее { $best }). Серия: { $streak ->
    [0] сегодня ещё нет
    [one] { $streak } день
    [few] { $streak } дня
   *[other] { $streak } дней
}.
regions-streak = Серия: { $streak ->
    [one] { $streak } день
    [few] { $streak } дня
   *[other] { $streak } дней
} · решено дней: { $days }
regions-solved = Решено за { $time } (лучшее { $best }), подсказок: { $hints }.
regions-queens = Ферзей поставлено: { $placed } из { $n }
regions-clashes = Ферзи в кольце с «!» нарушают правило.
regions-auto-cross = Исключать клетки, которые бьёт ферзь
regions-check = Проверить
regions-check-tip = Какие поставленные ферзи и × противоречат решению (обведены на доске)
regions-check-right = Ничто поставленное не противоречит решению.
regions-check-none = У этой карты нет решения: проверять не с чем.
regions-check-wrong = Противоречат решению: ферзей — { $queens }, × — { $crosses } (обведены).
regions-hint = Подсказка
regions-hint-tip = Следующий шаг словами: самое простое применимое правило, его клетки обведены
regions-rule = Правило: { $rule }
regions-apply = Применить
regions-dismiss = Скрыть
regions-no-step = По этим правилам шага нет: здесь нужна догадка.
regions-describe = Головоломка с областями { $n }×{ $n }
regions-describe-solved = Головоломка с областями { $n }×{ $n }, решена
regions-describe-editing = Карта областей { $n }×{ $n }, правка
regions-pasted = вставленная головоломка
regions-opened = Открыта головоломка с областями { $n }×{ $n }.
regions-shot-doubt = { $name }: прочитана доска { $n }×{ $n }, но { $problem }; сомнительные клетки: { $squares }
regions-shot-few-colours = цветов меньше { $n }
regions-shot-no-solution = у неё нет решения
regions-shot-many = у неё больше одного решения
regions-shot-no-doubt = ни одна не выделяется (проверьте цвета)
regions-making = Головоломка создаётся… { $percent }%
regions-open = Открыть…
regions-open-tip = Открыть текстовый файл головоломки (n строк по n букв); открывается и файл, брошенный на окно, и вставленный текст (Ctrl+V)
regions-save = Сохранить…
regions-save-tip = Сохранить головоломку как текст, поставленные ферзи строчными буквами (Ctrl+S)
regions-share = Поделиться
regions-share-tip = Скопировать строку результата и ссылку на эту головоломку
regions-shared = Строка результата и ссылка на головоломку скопированы.
regions-copied = Головоломка скопирована как текст.
regions-edit = Править области
regions-edit-tip = Раскрасить области этой головоломки; по ходу сказано, одно ли у неё решение
regions-blank = Новая карта { $n }×{ $n }
regions-blank-tip = Раскрасить свою карту, начиная с областей-строк (размер выше)
regions-keys = Клавиши, когда они у доски (щелчок, Tab или Ctrl+B откуда угодно; это видно по рамке): стрелки двигают курсор, Пробел или Enter — как касание, X исключает клетку, H — подсказка, Ctrl+Z отменяет, Escape убирает подсказку, затем возвращает клавиши.
regions-tap = Касание или щелчок ставит:
regions-tap-queen = ферзя
regions-tap-queen-tip = Ферзя; долгое нажатие, правая кнопка или X — ×
regions-tap-cross = ×
regions-tap-cross-tip = × (исключает клетку); долгое нажатие, правая кнопка или Пробел — ферзя
regions-tap-cycle = × потом ферзя
regions-tap-cycle-tip = Каждое касание переводит клетку дальше: пусто, ×, ферзь, снова пусто (как в LinkedIn)
regions-rating = Оценка головоломки…
regions-rated = Эта головоломка: { $difficulty }
regions-rated-rules = Правила, нужные для решения: { $rules }
regions-walk = Решение по шагам
regions-walk-tip = Всё решение по правилам подсказок, шаг за шагом, с пустой доски (отмечается в строке результата)
regions-walk-step = Шаг { $k } из { $of }
regions-walk-solved = И головоломка решена.
regions-walk-stuck = Дальше по этим правилам шага нет: здесь нужна догадка.
regions-walk-first = В начало
regions-walk-previous = Назад
regions-walk-next = Вперёд
regions-walk-last = В конец
regions-walk-back = Вернуться к игре
regions-editing = Раскраска карты { $n }×{ $n }
regions-editing-how = Выберите область, затем щёлкайте или ведите по доске (или двигайтесь стрелками и нажимайте её букву).
regions-brush-tip = Красить область { $letter }
regions-verdict-missing = Ещё не головоломка: у области { $regions } нет клеток.
regions-verdict-counting = Считаю решения…
regions-verdict-none = Решений нет: никакая расстановка не соблюдает все правила.
regions-verdict-many = Не меньше двух решений: первое показано ферзями, второе — кольцами «2».
regions-verdict-one-hidden = Ровно одно решение: это головоломка.
regions-verdict-many-hidden = Не меньше двух решений: это ещё не головоломка.
regions-verdict-one = Ровно одно решение (показано): это головоломка.
regions-verdict-apart = Область { $regions } состоит из нескольких частей (это допустимо).
regions-play-edited = Играть эту карту
regions-leave-editor = Выйти из правки
regions-solution-hidden = Решение скрыто: эта головоломка ещё решается.
regions-show-solution = Показать решение
regions-leave-ask = Карта изменена. Выйти из правки и отбросить её?
regions-leave-drop = Отбросить карту
regions-leave-keep = Продолжить правку
regions-play-edited-tip = Играть эту карту как новую головоломку.
regions-play-edited-off = Играть можно только карту, у которой есть решение.
regions-rule-queen-rules-out = ферзь исключает
regions-rule-last-square = последняя клетка
regions-rule-confined = область в одной линии
regions-rule-would-empty = клетка, опустошающая линию
regions-rule-owned = k областей занимают k линий
regions-rule-what-if = а что если
regions-unit-row = строка { $name }
regions-unit-column = столбец { $name }
regions-unit-region = область { $name }
regions-list-and = { $rest } и { $last }
regions-said-clash = Ферзи на { $a } и { $b } нарушают правило: в каждой строке, столбце и области — только один ферзь, и никакие два не касаются.
regions-said-clash-clause = ферзи на { $a } и { $b } нарушают правило
regions-said-empty = { $unit }: для ферзя не осталось клетки — какой-то ферзь или × поставлен неверно.
regions-said-empty-clause = { $unit }: для ферзя не осталось клетки
regions-said-queen = Ферзь на { $queen } исключает свою строку, свой столбец, область { $region } и клетки вокруг себя: { $out }.
regions-said-last = { $unit }: осталась одна клетка, ферзь встаёт на { $square }.
regions-said-region-in-line = { $region } целиком лежит в линии «{ $line }», значит, её ферзь там; остальные клетки «{ $line }» исключаются ({ $out }).
regions-said-line-in-region = Все оставшиеся клетки «{ $line }» лежат в «{ $region }», значит, ферзь этой области — в «{ $line }»; остальные клетки «{ $region }» исключаются ({ $out }).
regions-said-would-empty = Ферзь на { $square } не оставил бы клеток в «{ $unit }» (все { $open } были бы исключены), поэтому { $square } исключается.
regions-said-own-rows = { $regions } умещаются в строках ({ $lines }): эти строки принадлежат им, остальные клетки этих строк исключаются ({ $out }).
regions-said-own-columns = { $regions } умещаются в столбцах ({ $lines }): эти столбцы принадлежат им, остальные клетки этих столбцов исключаются ({ $out }).
regions-said-lines-own = Клетки линий ({ $lines }) лежат только в областях ({ $regions }): ферзи этих линий — ферзи этих областей, остальные клетки областей исключаются ({ $out }).
regions-said-what-if = Что, если поставить ферзя на { $square }? По простым правилам выйдет так: { $clause }. Поэтому { $square } исключается.
regions-square = { $square }, область { $region }, { $mark }
regions-square-queen = ферзь
regions-square-clash = ферзь, нарушающий правило
regions-square-cross = исключена
regions-square-open = свободна

## Доска, которая не прочиталась

read-pasted-not-a-board = Вставленный текст — не доска: { $why }
read-not-a-board = { $name } — не доска: { $why }
read-cannot-read = Не удаётся прочитать { $name }: { $why }
read-too-large = { $name } слишком велик: { $size } байт, а для доски { $kind } не больше { $max }
read-at = строка { $line }, столбец { $column }: { $what }
problem-not-as-wide = доска шириной { $n } столбцов, а поле «Столбцов» просит { $asked }
problem-fewer-lines = у доски из { $n } столбцов { $n } строк, а у этой { $rows } (чтобы открыть доску из { $rows } строк на { $n } столбцах, поставьте «Столбцов» = { $n })
problem-longer-than-first = строка длиннее первой ({ $n } клеток)
problem-too-wide = в текстовой доске не больше { $max } столбцов
problem-too-many-lines = у доски из { $n } столбцов { $n } строк; это строка { $line }
problem-first-line-empty = первая строка пуста
problem-empty-line = в строке нет ни одной клетки, а в первой { $n }
problem-short-line = в строке { $squares } клеток, а в первой { $n }
problem-not-a-square = { $ch } — не клетка (Q — ферзь, . или # — пустая клетка)
problem-picture = это картинка, и не из N-Queens Explorer: доску, которую показывает, несёт только PNG, сохранённый приложением («Сохранить доску» или nqueens export)
problem-not-text = байт 0x{ $byte } — не текст (Q — ферзь, . или # — пустая клетка)
problem-empty-text = текст пуст: в доске хотя бы одна строка
problem-not-utf8 = файл — не текст UTF-8 (байт { $at })
problem-rows-not-n = n равно { $n }, а строк { $rows }

# Трасса ученика в «Проверке решателя» (docs/trace.md).
trace-example = Пример трассы
trace-example-tip = Что печатает для n = 6 программа, которая ставит ферзя, а потом проверяет его, со строками place R C, remove R C и solution
trace-read = Трасса: событий { $events } в строках: { $lines }, n = { $n }.
trace-figures = Поставлено { $placed }, снято { $removed }; решений сообщено { $reported }, из них различных и верных { $valid }.
trace-truth = У n = { $n } решений { $truth }: пропущено { $missed }.
trace-work = расстановок { $placements }, а у учебника { $textbook }
trace-work-alone = расстановок { $placements }
trace-textbook = Перебор учебника, событие в событие ({ $order }).
trace-symmetry = Перебор учебника, увиденный через симметрию доски, событие в событие ({ $order }).
trace-not = Не перебор учебника: { $why }.
trace-order = { $lines }, { $across }
trace-rows-top = строки сверху вниз
trace-rows-bottom = строки снизу вверх
trace-columns-left = столбцы слева направо
trace-columns-right = столбцы справа налево
trace-line-rows = строки
trace-line-columns = столбцы
trace-line-diagonals = диагонали
trace-line-anti-diagonals = антидиагонали
trace-a-row = строка
trace-a-column = столбец
trace-why-permutations = проверяются только полные перестановки: { $work }
trace-why-full-boards = проверяются только полные доски: { $work }
trace-why-untested = программа не проверяет { $lines }
trace-why-late = { $lines } проверяются только на полной доске
trace-why-place-then-test = сначала ставите, потом проверяете: { $work }
trace-why-attacked = ферзь поставлен на битое поле
trace-why-no-undo = свободное поле пропущено: снятый ферзь всё ещё занимает свою линию (забыт откат)
trace-why-abs = свободное поле пропущено: abs(row - col) склеивает две диагонали в одну
trace-why-skipped = свободное поле пропущено
trace-why-squares-order = поля одной линии ({ $line }) перебираются не по порядку
trace-why-lines-skipped = линия ({ $line }) пропущена: программа идёт дальше, пока следующая пуста ({ $work })
trace-why-order = линии ({ $line }) заполняются не по порядку
trace-why-unreported = полная доска снята без строки solution
trace-why-false-report = решение сообщено на неполной доске
trace-why-wrong-remove = remove не отменяет последний place
trace-why-half = перебор останавливается на середине первой строки: счёт через зеркальную симметрию
trace-why-greedy = программа никогда не снимает ферзя: ставит жадно, без возврата
trace-why-first-solution = программа останавливается после первого решения
trace-why-ended = трасса обрывается рано: падение или программа, которая останавливается до конца перебора
trace-why-goes-on = трасса продолжается после конца перебора учебника для n = { $n }: второй перебор или другое n
trace-difference = Первое расхождение, событие { $event } (строка { $line }): у учебника дальше { $expected }; у вас { $actual }.
trace-difference-tip = Показать доску в месте первого расхождения
trace-textbook-ended = конец перебора
trace-yours-ended = конец вашей трассы
trace-step = Событие { $step } из { $events }
trace-previous = Предыдущее событие
trace-next = Следующее событие
trace-go-difference = К первому расхождению
trace-empty-board = Пустая доска, до первого события.
trace-at = Событие { $step } (строка { $line }): { $event }
trace-textbook-here = Учебник ставит ферзя на { $square } (отмечено).
trace-save = Сохранить анимацию…
trace-save-tip = Воспроизведение с этого события, кадр на событие, не больше { $frames } кадров, как GIF или анимированный PNG
trace-tree-yours = Ваше дерево перебора
trace-tree-textbook = Дерево учебника за столько же событий
trace-no-tree = Деревья рисуются для трасс не длиннее { $placements } расстановок.
trace-crowded = В строке { $row } два ферзя или больше: нарисован один.
