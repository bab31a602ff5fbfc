import { SAVE_FILE_ERROR_CODES, type ErrorCode } from '../../core/api/errors';
import type { Locale } from '../../core/api/types';

/**
 * Strings of the native menus and dialogs, which main draws itself (the renderer's vue-i18n
 * messages are not available there). Kept here rather than read from renderer/src/locales so the
 * main process does not depend on the renderer's key layout. Complete in en/tr/de/hu: a unit test
 * checks every key of every locale.
 */
export interface MainStrings {
  // menu bar
  appMenu: string;
  file: string;
  newSave: string;
  openSave: string;
  saveCopy: string;
  backups: string;
  /** Submenu: import a game's card data set from a folder or a zip file (`{game}` in the picker's title). */
  importCards: string;
  importCardsFolder: string;
  importCardsZip: string;
  importCardsTitle: string;
  zipFilter: string;
  importCardsFailed: string;
  /** Asked when a page has unsaved work (e.g. the deck builder) and the window is closed or reloaded. */
  unsavedMessage: string;
  unsavedDetail: string;
  leave: string;
  stay: string;
  closeWindow: string;
  quit: string;
  quitMac: string;
  about: string;
  services: string;
  hide: string;
  hideOthers: string;
  showAll: string;
  edit: string;
  undo: string;
  redo: string;
  cut: string;
  copy: string;
  paste: string;
  delete: string;
  selectAll: string;
  view: string;
  reload: string;
  toggleDevTools: string;
  resetZoom: string;
  zoomIn: string;
  zoomOut: string;
  toggleFullScreen: string;
  window: string;
  minimize: string;
  zoom: string;
  front: string;
  help: string;
  // dialogs
  newTitle: string;
  openTitle: string;
  copyTitle: string;
  fileFilter: string;
  /** Appended to the current file name to propose the name of a copy. */
  copySuffix: string;
  newFailed: string;
  openFailed: string;
  copyFailed: string;
  startupFailed: string;
  ok: string;
  aboutVersion: string;
  tagline: string;
  /** Fallback for a code without its own message; `{code}` is replaced. */
  unexpectedError: string;
}

/** Error codes a File-menu action or the start-up can produce; others use `unexpectedError`. */
export const DIALOG_ERROR_CODES = [
  ...SAVE_FILE_ERROR_CODES,
  'invalid_args',
  'internal',
  'catalog_source_not_found',
  'catalog_source_invalid',
  'catalog_import_empty',
] as const satisfies readonly ErrorCode[];

export type DialogErrorCode = (typeof DIALOG_ERROR_CODES)[number];

const en: MainStrings = {
  appMenu: 'Deckhand',
  file: 'File',
  newSave: 'New…',
  openSave: 'Open…',
  saveCopy: 'Save a Copy…',
  backups: 'Backups…',
  importCards: 'Import Card Data',
  importCardsFolder: 'From a Folder…',
  importCardsZip: 'From a Zip File…',
  importCardsTitle: 'Choose the card data of {game}',
  zipFilter: 'Zip files',
  importCardsFailed: 'The card data could not be imported.',
  unsavedMessage: 'Leave this page?',
  unsavedDetail: 'Changes you have not saved will be lost.',
  leave: 'Leave',
  stay: 'Stay',
  closeWindow: 'Close Window',
  quit: 'Quit',
  quitMac: 'Quit Deckhand',
  about: 'About Deckhand',
  services: 'Services',
  hide: 'Hide Deckhand',
  hideOthers: 'Hide Others',
  showAll: 'Show All',
  edit: 'Edit',
  undo: 'Undo',
  redo: 'Redo',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  delete: 'Delete',
  selectAll: 'Select All',
  view: 'View',
  reload: 'Reload',
  toggleDevTools: 'Toggle Developer Tools',
  resetZoom: 'Actual Size',
  zoomIn: 'Zoom In',
  zoomOut: 'Zoom Out',
  toggleFullScreen: 'Toggle Full Screen',
  window: 'Window',
  minimize: 'Minimize',
  zoom: 'Zoom',
  front: 'Bring All to Front',
  help: 'Help',
  newTitle: 'New save file',
  openTitle: 'Open a save file',
  copyTitle: 'Save a copy of the save file',
  fileFilter: 'Deckhand save files',
  copySuffix: '(copy)',
  newFailed: 'Could not create the new save file.',
  openFailed: 'Could not open the save file.',
  copyFailed: 'Could not save the copy.',
  startupFailed: 'Deckhand could not start.',
  ok: 'OK',
  aboutVersion: 'Version {version}',
  tagline: 'Offline companion for tabletop card and board games.',
  unexpectedError: 'An unexpected error occurred ({code}).',
};

const tr: MainStrings = {
  appMenu: 'Deckhand',
  file: 'Dosya',
  newSave: 'Yeni…',
  openSave: 'Aç…',
  saveCopy: 'Kopyasını Kaydet…',
  backups: 'Yedekler…',
  importCards: 'Kart verisini içe aktar',
  importCardsFolder: 'Bir klasörden…',
  importCardsZip: 'Bir zip dosyasından…',
  importCardsTitle: '{game} kart verisini seçin',
  zipFilter: 'Zip dosyaları',
  importCardsFailed: 'Kart verisi içe aktarılamadı.',
  unsavedMessage: 'Bu sayfadan çıkılsın mı?',
  unsavedDetail: 'Kaydetmediğiniz değişiklikler kaybolacak.',
  leave: 'Çık',
  stay: 'Kal',
  closeWindow: 'Pencereyi Kapat',
  quit: 'Çıkış',
  quitMac: 'Deckhand’den Çık',
  about: 'Deckhand Hakkında',
  services: 'Servisler',
  hide: 'Deckhand’i Gizle',
  hideOthers: 'Diğerlerini Gizle',
  showAll: 'Tümünü Göster',
  edit: 'Düzen',
  undo: 'Geri Al',
  redo: 'Yinele',
  cut: 'Kes',
  copy: 'Kopyala',
  paste: 'Yapıştır',
  delete: 'Sil',
  selectAll: 'Tümünü Seç',
  view: 'Görünüm',
  reload: 'Yeniden Yükle',
  toggleDevTools: 'Geliştirici Araçlarını Aç/Kapat',
  resetZoom: 'Gerçek Boyut',
  zoomIn: 'Yakınlaştır',
  zoomOut: 'Uzaklaştır',
  toggleFullScreen: 'Tam Ekranı Aç/Kapat',
  window: 'Pencere',
  minimize: 'Simge Durumuna Küçült',
  zoom: 'Büyüt/Küçült',
  front: 'Tümünü Öne Getir',
  help: 'Yardım',
  newTitle: 'Yeni kayıt dosyası',
  openTitle: 'Kayıt dosyası aç',
  copyTitle: 'Kayıt dosyasının kopyasını kaydet',
  fileFilter: 'Deckhand kayıt dosyaları',
  copySuffix: '(kopya)',
  newFailed: 'Yeni kayıt dosyası oluşturulamadı.',
  openFailed: 'Kayıt dosyası açılamadı.',
  copyFailed: 'Kopya kaydedilemedi.',
  startupFailed: 'Deckhand başlatılamadı.',
  ok: 'Tamam',
  aboutVersion: 'Sürüm {version}',
  tagline: 'Kart ve kutu oyunları için çevrim dışı yardımcı.',
  unexpectedError: 'Beklenmeyen bir hata oluştu ({code}).',
};

const de: MainStrings = {
  appMenu: 'Deckhand',
  file: 'Datei',
  newSave: 'Neu…',
  openSave: 'Öffnen…',
  saveCopy: 'Kopie speichern…',
  backups: 'Sicherungen…',
  importCards: 'Kartendaten importieren',
  importCardsFolder: 'Aus einem Ordner…',
  importCardsZip: 'Aus einer ZIP-Datei…',
  importCardsTitle: 'Wählen Sie die Kartendaten von {game}',
  zipFilter: 'ZIP-Dateien',
  importCardsFailed: 'Die Kartendaten konnten nicht importiert werden.',
  unsavedMessage: 'Diese Seite verlassen?',
  unsavedDetail: 'Nicht gespeicherte Änderungen gehen verloren.',
  leave: 'Verlassen',
  stay: 'Bleiben',
  closeWindow: 'Fenster schließen',
  quit: 'Beenden',
  quitMac: 'Deckhand beenden',
  about: 'Über Deckhand',
  services: 'Dienste',
  hide: 'Deckhand ausblenden',
  hideOthers: 'Andere ausblenden',
  showAll: 'Alle einblenden',
  edit: 'Bearbeiten',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  cut: 'Ausschneiden',
  copy: 'Kopieren',
  paste: 'Einfügen',
  delete: 'Löschen',
  selectAll: 'Alles auswählen',
  view: 'Ansicht',
  reload: 'Neu laden',
  toggleDevTools: 'Entwicklerwerkzeuge ein/aus',
  resetZoom: 'Originalgröße',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  toggleFullScreen: 'Vollbild ein/aus',
  window: 'Fenster',
  minimize: 'Minimieren',
  zoom: 'Zoomen',
  front: 'Alle nach vorne bringen',
  help: 'Hilfe',
  newTitle: 'Neue Speicherdatei',
  openTitle: 'Speicherdatei öffnen',
  copyTitle: 'Kopie der Speicherdatei speichern',
  fileFilter: 'Deckhand-Speicherdateien',
  copySuffix: '(Kopie)',
  newFailed: 'Die neue Speicherdatei konnte nicht erstellt werden.',
  openFailed: 'Die Speicherdatei konnte nicht geöffnet werden.',
  copyFailed: 'Die Kopie konnte nicht gespeichert werden.',
  startupFailed: 'Deckhand konnte nicht gestartet werden.',
  ok: 'OK',
  aboutVersion: 'Version {version}',
  tagline: 'Offline-Begleiter für Karten- und Brettspiele.',
  unexpectedError: 'Ein unerwarteter Fehler ist aufgetreten ({code}).',
};

const hu: MainStrings = {
  appMenu: 'Deckhand',
  file: 'Fájl',
  newSave: 'Új…',
  openSave: 'Megnyitás…',
  saveCopy: 'Másolat mentése…',
  backups: 'Biztonsági mentések…',
  importCards: 'Kártyaadatok importálása',
  importCardsFolder: 'Mappából…',
  importCardsZip: 'Zip-fájlból…',
  importCardsTitle: 'Válassza ki a(z) {game} kártyaadatait',
  zipFilter: 'Zip-fájlok',
  importCardsFailed: 'A kártyaadatokat nem sikerült importálni.',
  unsavedMessage: 'Elhagyja ezt az oldalt?',
  unsavedDetail: 'A nem mentett módosítások elvesznek.',
  leave: 'Kilépés',
  stay: 'Maradok',
  closeWindow: 'Ablak bezárása',
  quit: 'Kilépés',
  quitMac: 'Kilépés a Deckhandből',
  about: 'A Deckhand névjegye',
  services: 'Szolgáltatások',
  hide: 'Deckhand elrejtése',
  hideOthers: 'A többi elrejtése',
  showAll: 'Az összes megjelenítése',
  edit: 'Szerkesztés',
  undo: 'Visszavonás',
  redo: 'Újra',
  cut: 'Kivágás',
  copy: 'Másolás',
  paste: 'Beillesztés',
  delete: 'Törlés',
  selectAll: 'Az összes kijelölése',
  view: 'Nézet',
  reload: 'Újratöltés',
  toggleDevTools: 'Fejlesztői eszközök be/ki',
  resetZoom: 'Eredeti méret',
  zoomIn: 'Nagyítás',
  zoomOut: 'Kicsinyítés',
  toggleFullScreen: 'Teljes képernyő be/ki',
  window: 'Ablak',
  minimize: 'Kis méret',
  zoom: 'Nagyítás/kicsinyítés',
  front: 'Az összes előtérbe hozása',
  help: 'Súgó',
  newTitle: 'Új mentésfájl',
  openTitle: 'Mentésfájl megnyitása',
  copyTitle: 'A mentésfájl másolatának mentése',
  fileFilter: 'Deckhand-mentésfájlok',
  copySuffix: '(másolat)',
  newFailed: 'Nem sikerült létrehozni az új mentésfájlt.',
  openFailed: 'Nem sikerült megnyitni a mentésfájlt.',
  copyFailed: 'Nem sikerült menteni a másolatot.',
  startupFailed: 'A Deckhand nem tudott elindulni.',
  ok: 'OK',
  aboutVersion: 'Verzió: {version}',
  tagline: 'Offline segítő kártya- és társasjátékokhoz.',
  unexpectedError: 'Váratlan hiba történt ({code}).',
};

export const MAIN_STRINGS: Record<Locale, MainStrings> = { en, tr, de, hu };

export const ERROR_MESSAGES: Record<Locale, Record<DialogErrorCode, string>> = {
  en: {
    save_not_found: 'The file was not found.',
    save_exists: 'This file already exists or is the file that is open now.',
    save_damaged: 'The file is damaged. You can restore a backup on the Backups page.',
    save_not_deckhand: 'This is not a Deckhand save file.',
    save_newer_version: 'This file was saved by a newer version of Deckhand. Update Deckhand to open it.',
    save_migration_failed: 'This file could not be upgraded to the format of this version. It was left unchanged.',
    save_readonly: 'The file is read-only, or you may not write to this folder.',
    save_locked: 'The file is in use by another program.',
    disk_full: 'There is not enough space on the disk.',
    io_error: 'The file could not be read or written.',
    invalid_name: 'This file name cannot be used.',
    invalid_args: 'Deckhand save files must end in .deckhand.',
    no_save_open: 'No save file is open.',
    internal: 'An unexpected error occurred.',
    catalog_source_not_found: 'The card data was not found there.',
    catalog_source_invalid: 'This is not a usable card data set. Choose the data set as a folder or as a zip file.',
    catalog_import_empty: 'No cards could be imported from it. Choose the folder or zip file of the data set.',
  },
  tr: {
    save_not_found: 'Dosya bulunamadı.',
    save_exists: 'Bu dosya zaten var veya şu anda açık olan dosya.',
    save_damaged: 'Dosya hasarlı. Yedekler sayfasından bir yedeği geri yükleyebilirsiniz.',
    save_not_deckhand: 'Bu bir Deckhand kayıt dosyası değil.',
    save_newer_version: 'Bu dosya Deckhand’in daha yeni bir sürümüyle kaydedilmiş. Açmak için Deckhand’i güncelleyin.',
    save_migration_failed: 'Bu dosya bu sürümün biçimine yükseltilemedi. Dosyaya dokunulmadı.',
    save_readonly: 'Dosya salt okunur veya bu klasöre yazma izniniz yok.',
    save_locked: 'Dosya başka bir program tarafından kullanılıyor.',
    disk_full: 'Diskte yeterli boş alan yok.',
    io_error: 'Dosya okunamadı veya yazılamadı.',
    invalid_name: 'Bu dosya adı kullanılamaz.',
    invalid_args: 'Deckhand kayıt dosyalarının adı .deckhand ile bitmelidir.',
    no_save_open: 'Açık bir kayıt dosyası yok.',
    internal: 'Beklenmeyen bir hata oluştu.',
    catalog_source_not_found: 'Kart verisi orada bulunamadı.',
    catalog_source_invalid:
      'Bu, kullanılabilir bir kart veri seti değil. Veri setini klasör ya da zip dosyası olarak seçin.',
    catalog_import_empty: 'Buradan hiç kart içe aktarılamadı. Veri setinin klasörünü ya da zip dosyasını seçin.',
  },
  de: {
    save_not_found: 'Die Datei wurde nicht gefunden.',
    save_exists: 'Diese Datei existiert bereits oder ist die gerade geöffnete Datei.',
    save_damaged: 'Die Datei ist beschädigt. Auf der Seite „Sicherungen“ können Sie eine Sicherung wiederherstellen.',
    save_not_deckhand: 'Dies ist keine Deckhand-Speicherdatei.',
    save_newer_version:
      'Diese Datei wurde mit einer neueren Version von Deckhand gespeichert. Aktualisieren Sie Deckhand, um sie zu öffnen.',
    save_migration_failed:
      'Diese Datei konnte nicht in das Format dieser Version umgewandelt werden. Sie wurde nicht verändert.',
    save_readonly: 'Die Datei ist schreibgeschützt, oder Sie dürfen in diesen Ordner nicht schreiben.',
    save_locked: 'Die Datei wird von einem anderen Programm verwendet.',
    disk_full: 'Auf dem Datenträger ist nicht genug Speicherplatz frei.',
    io_error: 'Die Datei konnte nicht gelesen oder geschrieben werden.',
    invalid_name: 'Dieser Dateiname kann nicht verwendet werden.',
    invalid_args: 'Deckhand-Speicherdateien müssen auf .deckhand enden.',
    no_save_open: 'Es ist keine Speicherdatei geöffnet.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten.',
    catalog_source_not_found: 'Die Kartendaten wurden dort nicht gefunden.',
    catalog_source_invalid:
      'Dies ist kein verwendbarer Kartendatensatz. Wählen Sie den Datensatz als Ordner oder als ZIP-Datei.',
    catalog_import_empty:
      'Daraus konnten keine Karten importiert werden. Wählen Sie den Ordner oder die ZIP-Datei des Datensatzes.',
  },
  hu: {
    save_not_found: 'A fájl nem található.',
    save_exists: 'Ez a fájl már létezik, vagy éppen ez van megnyitva.',
    save_damaged: 'A fájl sérült. A Biztonsági mentések oldalon visszaállíthat egy mentést.',
    save_not_deckhand: 'Ez nem Deckhand-mentésfájl.',
    save_newer_version: 'Ezt a fájlt a Deckhand egy újabb verziója mentette. A megnyitásához frissítse a Deckhandet.',
    save_migration_failed:
      'Ezt a fájlt nem sikerült átalakítani ennek a verziónak a formátumára. A fájl változatlan maradt.',
    save_readonly: 'A fájl írásvédett, vagy nincs írási joga ehhez a mappához.',
    save_locked: 'A fájlt egy másik program használja.',
    disk_full: 'Nincs elég szabad hely a lemezen.',
    io_error: 'A fájlt nem sikerült olvasni vagy írni.',
    invalid_name: 'Ez a fájlnév nem használható.',
    invalid_args: 'A Deckhand-mentésfájlok nevének .deckhand végződésűnek kell lennie.',
    no_save_open: 'Nincs megnyitott mentésfájl.',
    internal: 'Váratlan hiba történt.',
    catalog_source_not_found: 'A kártyaadatok nem találhatók ott.',
    catalog_source_invalid:
      'Ez nem használható kártya-adatkészlet. Az adatkészletet mappaként vagy zip-fájlként válassza ki.',
    catalog_import_empty:
      'Innen egyetlen kártyát sem sikerült importálni. Válassza ki az adatkészlet mappáját vagy zip-fájlját.',
  },
};

export function mainStrings(locale: Locale): MainStrings {
  return MAIN_STRINGS[locale] ?? MAIN_STRINGS.en;
}

/** The sentence for an API error code in `locale`; unknown codes get the generic message. */
export function errorMessage(locale: Locale, code: string): string {
  const table = ERROR_MESSAGES[locale] ?? ERROR_MESSAGES.en;
  if ((DIALOG_ERROR_CODES as readonly string[]).includes(code)) return table[code as DialogErrorCode];
  return mainStrings(locale).unexpectedError.replace('{code}', code);
}

export function format(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in params ? params[key] : m));
}
