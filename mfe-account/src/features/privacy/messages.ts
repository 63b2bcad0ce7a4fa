/** Texts of „Meine Daten“ (`/account/daten`). */
export const privacyMessages = {
  title: 'Meine Daten',
  intro:
    'Sie können jederzeit eine Kopie aller Daten herunterladen, die der Marktplatz zu Ihrem Konto speichert (Art. 15 und Art. 20 DSGVO): Profil, Adressen, Bestellungen und Rechnungen, Bewertungen, Favoriten, Nachrichten, Anfragen, Termine, Benachrichtigungen und Newsletter.',
  format:
    'Sie erhalten eine JSON-Datei – ein gängiges, maschinenlesbares Format, das Sie mit einem Texteditor öffnen oder bei einem anderen Anbieter einlesen können. Hochgeladene Dateien (z. B. Fotos) sind darin mit Name und Größe aufgeführt.',
  download: 'Meine Daten herunterladen',
  downloaded: 'Ihre Daten wurden heruntergeladen.',
  failed: 'Der Download hat nicht geklappt. Bitte versuchen Sie es erneut.',
  deleteTitle: 'Konto löschen',
  deleteText:
    'Möchten Sie Ihre Daten löschen lassen (Art. 17 DSGVO)? Rechnungen und ihre Bestelldaten müssen wir 10 Jahre aufbewahren (§ 147 AO, § 14b UStG); sie bleiben ohne Ihren Namen und Ihre Kontaktdaten erhalten.',
  deleteLink: 'Zum Löschen des Kontos',
} as const;
