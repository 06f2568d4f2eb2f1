// The page's own words, one table per language (English, Russian,
// Romanian; the glossaries in docs/glossary/ give the puzzles' terms), and
// the language the page speaks: the link's (?lang=ru), else the browser's
// first preference among the three, else English. The walkthrough and the
// picture come in the same language from the programs (--lang); the
// statements, from src/<puzzle>/statement*.md, are in PLAYGROUND_DATA.
'use strict';

const LANGUAGES = { en: 'English', ru: 'Русский', ro: 'Română' };

// {1}, {2}, ... are filled by say(); a count's noun is [one, few, many]
// (English and Romanian use one and many; Romanian adds «de» from 20).
const WORDS = {
  en: {
    title: 'Playground: CIV, Sokoban, «Хамелеон»', heading: 'Playground', language: 'language',
    puzzle: 'puzzle', civ: 'CIV', sokoban: 'Sokoban', chameleon: '«Хамелеон»',
    sample: 'sample', chooseSample: '(choose a sample)', download: 'download the input',
    undo: 'undo', undoTitle: 'undo (Ctrl+Z)', redo: 'redo', redoTitle: 'redo (Ctrl+Shift+Z, Ctrl+Y)',
    offline: 'the answers come from the programs\' own C++, compiled to WebAssembly; nothing leaves this page',
    statement: 'The statement', board: 'board', answerSection: 'the answer', answer: 'The answer',
    judgeInput: 'The judge\'s input', judgeInputLabel: 'the judge\'s input',
    walkthroughSection: 'the walkthrough', walkthrough: 'Walkthrough (--explain)',
    pictureSection: 'the picture', picture: 'The picture (--html)', pictureFrame: 'the solution\'s picture',
    stillReading: 'a moment: the program is still reading the text',
    boardIsOld: 'the board shows the last text the program accepted; the text now is refused (the message says where): edit the text, or undo with Ctrl+Z, to edit the board again',
    editRefused: 'not done: the program refuses the text this edit would make: {1}',
    boardStale: 'The board is the last text the program accepted: the text now is refused.',
    noBoard: 'No board: the program refuses this text (the message says why).',
    wholeNumber: 'not done: the {1} must be a whole number, as the program reads it',
    followsPause: '(follows when the edits pause)', refusedInput: 'no answer: the program refused this input',
    lastAccepted: '(of the last input the program accepted)', painted: '(painted {1} ms after the edit)',
    programSays: '{1}',
    tooLongForLink: 'This text has {1}: too long for a link ({2} KB at most), so the address no longer carries it; download it instead.',
    notATest: 'The address ends in \'{1}\', not in a test (\'#civ:…\', \'#sokoban:…\' or \'#chameleon:…\').',
    noSuchPuzzle: 'The link names \'{1}\', which is no puzzle of this page.',
    linkTooLong: 'The link carries {1}, more than a link of this page ever holds: it was not opened.',
    linkDamaged: 'The link\'s text is cut short or damaged (it is not base64), so it was not opened.',
    firstSampleInstead: '{1} Here is the puzzle\'s first sample instead.',
    drawnWhenInView: '(drawn when scrolled to)', otherLines: 'show the other {1}',
    notPasted: 'Not pasted: the text would have {1}, and {2}',
    bytes: ['byte', 'bytes', 'bytes'], characters: ['character', 'characters', 'characters'],
    lines: ['line', 'lines', 'lines'], viewerFrame: 'the picture',
    // CIV's editor
    width: 'width', height: 'height', cellSize: 'cell size', cells: 'cells', fitWindow: 'fit the window', pixels: '{1} px',
    plains: 'plains', hills: 'hills', mountains: 'mountains', water: 'water', road: 'road', railway: 'railway',
    noRoad: 'no road', start: 'start', target: 'target', theMap: 'the map',
    // Sokoban's
    sokobanHelp: 'click a cell for an obstacle; drag the worker, a crate or a target (the red rings)', theWarehouse: 'the warehouse',
    // «Хамелеон»'s
    inputFileIn: 'the input file in', encoding: 'encoding', chameleonHelp: 'click a tile next to the empty cell to slide it',
    theBoard: 'the board', theGoal: 'the goal', onlyNextToEmpty: 'only a tile next to the empty cell can slide',
    strangers: ['marked ?: {1} is not a letter of ХАМЕЛЕОН', 'marked ?: {1} are not letters of ХАМЕЛЕОН'],
  },
  ru: {
    title: 'Песочница: CIV, Сокобан, «Хамелеон»', heading: 'Песочница', language: 'язык',
    puzzle: 'задача', civ: 'CIV', sokoban: 'Сокобан', chameleon: '«Хамелеон»',
    sample: 'пример', chooseSample: '(выберите пример)', download: 'скачать входные данные',
    undo: 'отменить', undoTitle: 'отменить (Ctrl+Z)', redo: 'вернуть', redoTitle: 'вернуть (Ctrl+Shift+Z, Ctrl+Y)',
    offline: 'отвечает C++-код самих программ, скомпилированный в WebAssembly; ничто не покидает эту страницу',
    statement: 'Условие', board: 'поле', answerSection: 'ответ', answer: 'Ответ',
    judgeInput: 'Входные данные для проверяющей системы', judgeInputLabel: 'входные данные для проверяющей системы',
    walkthroughSection: 'разбор по шагам', walkthrough: 'Разбор по шагам (--explain)',
    pictureSection: 'рисунок', picture: 'Рисунок (--html)', pictureFrame: 'рисунок решения',
    stillReading: 'минуту: программа ещё читает текст',
    boardIsOld: 'на поле последний текст, который программа приняла; нынешний текст она отвергает (сообщение говорит, где ошибка): исправьте текст или отмените правку (Ctrl+Z), чтобы снова править поле',
    editRefused: 'не сделано: программа отвергает текст, который получился бы после этой правки: {1}',
    boardStale: 'На поле последний текст, который программа приняла: нынешний текст она отвергает.',
    noBoard: 'Поля нет: программа отвергает этот текст (почему — сказано в сообщении).',
    wholeNumber: 'не сделано: значение «{1}» должно быть целым числом, как его читает программа',
    followsPause: '(появится, когда правки прекратятся)', refusedInput: 'ответа нет: программа отвергла эти входные данные',
    lastAccepted: '(для последних входных данных, которые программа приняла)', painted: '(показан через {1} мс после правки)',
    programSays: 'сообщение программы (на английском): {1}',
    tooLongForLink: 'В этом тексте {1}: для ссылки это слишком много (не больше {2} КБ), поэтому адрес его больше не содержит; скачайте текст.',
    notATest: 'Адрес оканчивается на «{1}», а не на тест («#civ:…», «#sokoban:…» или «#chameleon:…»).',
    noSuchPuzzle: 'Ссылка называет «{1}», но такой задачи на этой странице нет.',
    linkTooLong: 'Ссылка содержит {1}, больше, чем бывает в ссылке этой страницы: она не открыта.',
    linkDamaged: 'Текст ссылки обрезан или повреждён (это не base64), поэтому она не открыта.',
    firstSampleInstead: '{1} Вместо неё открыт первый пример задачи.',
    drawnWhenInView: '(нарисуем, когда вы до него прокрутите)', otherLines: 'показать остальные {1}',
    notPasted: 'Не вставлено: в тексте было бы {1}; сообщение программы (на английском): {2}',
    bytes: ['байт', 'байта', 'байт'], characters: ['символ', 'символа', 'символов'],
    lines: ['строку', 'строки', 'строк'], viewerFrame: 'рисунок',
    width: 'ширина', height: 'высота', cellSize: 'размер клетки', cells: 'клетки', fitWindow: 'по размеру окна', pixels: '{1} пикс.',
    plains: 'равнина', hills: 'холмы', mountains: 'горы', water: 'вода', road: 'дорога', railway: 'железная дорога',
    noRoad: 'без дороги', start: 'начальная клетка', target: 'конечная клетка', theMap: 'карта',
    sokobanHelp: 'щелчок по клетке ставит или убирает препятствие; рабочего, ящик или конечное место (красное кольцо) можно перетащить', theWarehouse: 'склад',
    inputFileIn: 'кодировка входного файла:', encoding: 'кодировка', chameleonHelp: 'щёлкните по фишке рядом с пустой клеткой, чтобы сдвинуть её',
    theBoard: 'поле', theGoal: 'цель', onlyNextToEmpty: 'сдвинуть можно только фишку рядом с пустой клеткой',
    strangers: ['со знаком ?: {1} — не буква слова ХАМЕЛЕОН', 'со знаком ?: {1} — не буквы слова ХАМЕЛЕОН'],
  },
  ro: {
    title: 'Locul de joacă: CIV, Sokoban, «Хамелеон»', heading: 'Locul de joacă', language: 'limba',
    puzzle: 'problema', civ: 'CIV', sokoban: 'Sokoban', chameleon: '«Хамелеон»',
    sample: 'exemplu', chooseSample: '(alegeți un exemplu)', download: 'descarcă datele de intrare',
    undo: 'anulează', undoTitle: 'anulează (Ctrl+Z)', redo: 'refă', redoTitle: 'refă (Ctrl+Shift+Z, Ctrl+Y)',
    offline: 'răspunde chiar codul C++ al programelor, compilat în WebAssembly; nimic nu părăsește această pagină',
    statement: 'Enunțul', board: 'tabla', answerSection: 'răspunsul', answer: 'Răspunsul',
    judgeInput: 'Datele de intrare pentru evaluator', judgeInputLabel: 'datele de intrare pentru evaluator',
    walkthroughSection: 'explicația pas cu pas', walkthrough: 'Explicația pas cu pas (--explain)',
    pictureSection: 'imaginea', picture: 'Imaginea (--html)', pictureFrame: 'imaginea soluției',
    stillReading: 'o clipă: programul încă citește textul',
    boardIsOld: 'tabla arată ultimul text acceptat de program; textul de acum este respins (mesajul spune unde): corectați textul sau anulați cu Ctrl+Z ca să puteți modifica din nou tabla',
    editRefused: 'nu s-a făcut: programul respinge textul care ar rezulta din această modificare: {1}',
    boardStale: 'Tabla arată ultimul text acceptat de program: textul de acum este respins.',
    noBoard: 'Nu există tablă: programul respinge acest text (mesajul spune de ce).',
    wholeNumber: 'nu s-a făcut: valoarea „{1}” trebuie să fie un număr întreg, așa cum o citește programul',
    followsPause: '(apare când modificările se opresc)', refusedInput: 'niciun răspuns: programul a respins aceste date de intrare',
    lastAccepted: '(pentru ultimele date de intrare acceptate de program)', painted: '(afișat la {1} ms după modificare)',
    programSays: 'mesajul programului (în engleză): {1}',
    tooLongForLink: 'Acest text are {1}: prea mult pentru un link (cel mult {2} KB), așa că adresa nu îl mai conține; descărcați-l.',
    notATest: 'Adresa se termină cu „{1}”, nu cu un test („#civ:…”, „#sokoban:…” sau „#chameleon:…”).',
    noSuchPuzzle: 'Linkul numește „{1}”, care nu este o problemă a acestei pagini.',
    linkTooLong: 'Linkul conține {1}, mai mult decât conține vreodată un link al acestei pagini: nu a fost deschis.',
    linkDamaged: 'Textul linkului este trunchiat sau deteriorat (nu este base64), așa că nu a fost deschis.',
    firstSampleInstead: '{1} În locul lui, iată primul exemplu al problemei.',
    drawnWhenInView: '(se desenează când ajungeți la ea)', otherLines: 'arată celelalte {1}',
    notPasted: 'Nu s-a lipit: textul ar avea {1}; mesajul programului (în engleză): {2}',
    bytes: ['octet', 'octeți', 'octeți'], characters: ['caracter', 'caractere', 'caractere'],
    lines: ['rând', 'rânduri', 'rânduri'], viewerFrame: 'imaginea',
    width: 'lățimea', height: 'înălțimea', cellSize: 'mărimea celulei', cells: 'celule', fitWindow: 'cât fereastra', pixels: '{1} px',
    plains: 'câmpie', hills: 'dealuri', mountains: 'munți', water: 'apă', road: 'drum', railway: 'cale ferată',
    noRoad: 'fără drum', start: 'celula inițială', target: 'celula finală', theMap: 'harta',
    sokobanHelp: 'un clic pe o celulă pune sau scoate un obstacol; muncitorul, o ladă sau un loc final (cercurile roșii) se pot trage cu mouse-ul', theWarehouse: 'depozitul',
    inputFileIn: 'fișierul de intrare în', encoding: 'codificarea', chameleonHelp: 'un clic pe o piesă vecină cu celula liberă o mută acolo',
    theBoard: 'tabla', theGoal: 'configurația finală', onlyNextToEmpty: 'se poate muta doar o piesă vecină cu celula liberă',
    strangers: ['marcat cu ?: {1} nu este literă a cuvântului ХАМЕЛЕОН', 'marcate cu ?: {1} nu sunt litere ale cuvântului ХАМЕЛЕОН'],
  },
};

// The language of the link (?lang=xx), else of the browser's preferences.
function chosenLanguage() {
  const linked = new URLSearchParams(location.search).get('lang');
  if (Object.prototype.hasOwnProperty.call(WORDS, linked)) return linked;
  for (const preferred of navigator.languages || [navigator.language]) {
    const code = String(preferred).slice(0, 2).toLowerCase();
    if (Object.prototype.hasOwnProperty.call(WORDS, code)) return code;
  }
  return 'en';
}
let language = chosenLanguage();

// A sentence of the table with its blanks {1}, {2}, ... filled in order.
const say = (key, ...values) => WORDS[language][key].replace(/\{(\d)\}/g, (blank, n) => (n - 1 < values.length ? String(values[n - 1]) : blank));

// A count with its thousands set apart as the language sets them (5,000,000;
// 5 000 000; 5.000.000) and its noun (a key of [one, few, many]) in the
// language's plural form; toLocaleString's first call would load the
// locale's data, tens of milliseconds.
const grouped = (count) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, { en: ',', ru: '\u00a0', ro: '.' }[language]);
function countOf(count, key) {
  const [one, few, many] = WORDS[language][key];
  const lastTwo = count % 100, last = count % 10;
  let noun = count === 1 ? one : many;
  if (language === 'ru') noun = lastTwo >= 11 && lastTwo <= 14 ? many : last === 1 ? one : last >= 2 && last <= 4 ? few : many;
  if (language === 'ro' && count !== 1 && (lastTwo >= 20 || (count >= 100 && lastTwo === 0))) noun = `de ${many}`;
  return `${grouped(count)} ${noun}`;
}

// The page's fixed words (data-say: its text; data-say-title,
// data-say-aria-label: those attributes) in the page's language.
function sayFixedWords() {
  document.documentElement.lang = language;
  document.title = say('title');
  for (const node of document.querySelectorAll('[data-say]')) node.textContent = say(node.dataset.say);
  for (const attribute of ['title', 'aria-label']) {
    for (const node of document.querySelectorAll(`[data-say-${attribute}]`)) node.setAttribute(attribute, say(node.getAttribute(`data-say-${attribute}`)));
  }
}
