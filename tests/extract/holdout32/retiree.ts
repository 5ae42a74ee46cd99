/**
 * The inbox of a retired teacher who splits her year between Greece and Cyprus and whose children live
 * in Australia, over September and October 2026: pension fund, tax portal, banks and a card, pharmacy,
 * doctor's booking app, utilities, mobile, ferry, courier, video calls, shared photos, parish, garden
 * club, newspaper and grocery delivery, mostly in Greek and English with some German.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Ελένη Μαυρίδου <eleni.mavridou@inbox.example>";
const ME_EN = "Eleni Mavridou <eleni.mavridou@inbox.example>";

/** A plain centred one-column page, the layout most small senders ship. */
function page(opts: { pre: string; head: string; accent: string; body: string; foot: string; lang?: string }): string {
  return `<!DOCTYPE html>
<html lang="${
    opts.lang ?? "el"
  }"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.head}</title></head>
<body style="margin:0;padding:0;background:#f2f3f5;font-family:Arial,Helvetica,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;font-size:1px;color:#f2f3f5;">${opts.pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f3f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="background:${opts.accent};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:bold;">${opts.head}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55;color:#222222;">
${opts.body}
</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #e3e5e8;font-size:11px;line-height:1.5;color:#8a8f98;">
${opts.foot}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td>
</tr></table>`;
}

function digit_cells(code: string, border: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:18px auto;"><tr>
${
    [...code].map((d) =>
      `<td width="38" height="48" align="center" style="border:1px solid ${border};border-radius:4px;font-size:26px;font-weight:bold;font-family:'Courier New',monospace;color:#111;">${d}</td>`
    ).join("\n")
  }
</tr></table>`;
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- pension fund
  {
    family: "pronoia-syntaxeis",
    group: "regional",
    lang: "el",
    kind: "pension-paid",
    code: null,
    link: null,
    from: "Πρόνοια Συντάξεις <enimerosi@pronoia-syntaxeis.gr>",
    to: ME,
    subject: "Πίστωση σύνταξης Σεπτεμβρίου 2026",
    date: "Fri, 25 Sep 2026 07:12:40 +0300",
    enc: "qp",
    text: `Αγαπητή κυρία Μαυρίδου,

Σας ενημερώνουμε ότι η σύνταξη του μήνα Οκτωβρίου 2026 πιστώθηκε σήμερα, 25/09/2026,
στον λογαριασμό σας με IBAN GR•• •••• •••• •••• •••• •••• 3317.

Αριθμός μητρώου συνταξιούχου: 40-118-2273
Μικτό ποσό:           1.482,60 €
Κρατήσεις (υγειον.):    88,96 €
Παρακράτηση φόρου:     121,40 €
Καθαρό ποσό:          1.272,24 €

Το αναλυτικό ενημερωτικό σημείωμα είναι διαθέσιμο στην ενότητα «Τα σημειώματά μου»
της ηλεκτρονικής μας υπηρεσίας: https://www.pronoia-syntaxeis.gr/my/simeiomata

Για απορίες: 1520 (αστική χρέωση), Δευτέρα–Παρασκευή 08:00–15:00.

Με εκτίμηση,
Πρόνοια Συντάξεις – Διεύθυνση Παροχών
Πατησίων 112, 104 34 Αθήνα

Το μήνυμα στάλθηκε αυτόματα. Παρακαλούμε μην απαντάτε.`,
    html: page({
      pre: "Καθαρό ποσό 1.272,24 € – πίστωση 25/09/2026",
      head: "Πρόνοια Συντάξεις",
      accent: "#1d4e89",
      body: `<p>Αγαπητή κυρία Μαυρίδου,</p>
<p>Σας ενημερώνουμε ότι η σύνταξη του μήνα <b>Οκτωβρίου 2026</b> πιστώθηκε σήμερα, 25/09/2026, στον λογαριασμό σας με IBAN GR•• •••• •••• •••• •••• •••• 3317.</p>
<table cellpadding="6" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr style="background:#f5f7fa;"><td>Αριθμός μητρώου συνταξιούχου</td><td align="right">40-118-2273</td></tr>
<tr><td>Μικτό ποσό</td><td align="right">1.482,60 €</td></tr>
<tr style="background:#f5f7fa;"><td>Κρατήσεις υγειονομικής περίθαλψης</td><td align="right">88,96 €</td></tr>
<tr><td>Παρακράτηση φόρου</td><td align="right">121,40 €</td></tr>
<tr style="background:#e8eef7;font-weight:bold;"><td>Καθαρό ποσό</td><td align="right">1.272,24 €</td></tr>
</table>
<p>Το αναλυτικό ενημερωτικό σημείωμα είναι διαθέσιμο στην ενότητα <a href="https://www.pronoia-syntaxeis.gr/my/simeiomata" style="color:#1d4e89;">«Τα σημειώματά μου»</a>.</p>
<p>Για απορίες καλέστε στο <b>1520</b> (αστική χρέωση), Δευτέρα–Παρασκευή 08:00–15:00.</p>`,
      foot: `Πρόνοια Συντάξεις – Διεύθυνση Παροχών · Πατησίων 112, 104 34 Αθήνα<br>
Το μήνυμα στάλθηκε αυτόματα, παρακαλούμε μην απαντάτε. <a href="https://www.pronoia-syntaxeis.gr/prosopika-dedomena" style="color:#8a8f98;">Προσωπικά δεδομένα</a>`,
    }),
  },
  {
    family: "pronoia-syntaxeis",
    group: "regional",
    lang: "el",
    kind: "login-code",
    code: "730518",
    link: null,
    from: "Πρόνοια Συντάξεις <noreply@auth.pronoia-syntaxeis.gr>",
    to: ME,
    subject: "Κωδικός μίας χρήσης για είσοδο",
    date: "Mon, 5 Oct 2026 10:41:03 +0300",
    enc: "b64",
    text: `Κωδικός μίας χρήσης (OTP): 730518

Τον ζητήσατε για είσοδο στην ηλεκτρονική υπηρεσία «Ο λογαριασμός μου» στις 05/10/2026 10:40.
Ισχύει για 5 λεπτά. Μην τον γνωστοποιήσετε σε κανέναν, ούτε σε υπάλληλο του Ταμείου.

Αν δεν επιχειρήσατε εσείς είσοδο, αλλάξτε τον κωδικό πρόσβασής σας και καλέστε στο 1520.

Πρόνοια Συντάξεις`,
    html: page({
      pre: "Ο κωδικός σας ισχύει για 5 λεπτά",
      head: "Πρόνοια Συντάξεις · Είσοδος",
      accent: "#1d4e89",
      body:
        `<p>Για την είσοδό σας στην υπηρεσία «Ο λογαριασμός μου» (05/10/2026 10:40) χρησιμοποιήστε τον παρακάτω κωδικό μίας χρήσης:</p>
<p style="text-align:center;margin:26px 0;"><span style="display:inline-block;padding:14px 28px;background:#e8eef7;border-radius:6px;font-size:32px;letter-spacing:10px;font-weight:bold;color:#1d4e89;">730518</span></p>
<p>Ισχύει για <b>5 λεπτά</b>. Μην τον γνωστοποιήσετε σε κανέναν, ούτε σε υπάλληλο του Ταμείου.</p>
<p style="font-size:13px;color:#555;">Αν δεν επιχειρήσατε εσείς είσοδο, αλλάξτε τον κωδικό πρόσβασής σας και καλέστε στο 1520.</p>`,
      foot:
        `Πρόνοια Συντάξεις · Πατησίων 112, 104 34 Αθήνα · <a href="https://www.pronoia-syntaxeis.gr/asfaleia" style="color:#8a8f98;">Οδηγίες ασφάλειας</a>`,
    }),
  },
  {
    family: "pronoia-syntaxeis",
    group: "regional",
    lang: "el",
    kind: "annual-statement",
    code: null,
    link: null,
    from: "Πρόνοια Συντάξεις <enimerosi@pronoia-syntaxeis.gr>",
    to: ME,
    subject: "Βεβαίωση συντάξεων έτους 2025 (για φορολογική χρήση)",
    date: "Wed, 14 Oct 2026 09:00:12 +0300",
    enc: "8bit",
    text: `Αγαπητή συνταξιούχε,

Σας αποστέλλουμε συνημμένη τη βεβαίωση αποδοχών συντάξεων για το φορολογικό έτος 2025,
κατόπιν του αιτήματός σας με αρ. πρωτοκόλλου 2026/ΑΙΤ/58812 της 09/10/2026.

Συνολικές ακαθάριστες αποδοχές: 17.791,20 €
Παρακρατηθείς φόρος:             1.456,80 €

Τα στοιχεία έχουν ήδη διαβιβαστεί στη φορολογική διοίκηση· δεν χρειάζεται καμία ενέργεια από εσάς.

Πρόνοια Συντάξεις – Τμήμα Εξυπηρέτησης
Τηλ. 1520 · www.pronoia-syntaxeis.gr`,
    html: null,
    attachment: [
      "Vevaiosi_2025_40-118-2273.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- tax portal
  {
    family: "dimosionomiki-pyli",
    group: "regional",
    lang: "el",
    kind: "verify-link",
    code: null,
    link: "https://www.dimosionomiki-pyli.gov.example/epivevaiosi/email?t=Qm9YtR7kLw2xA8nVe3&u=88213450",
    from: "Δημοσιονομική Πύλη Πολίτη <no-reply@dimosionomiki-pyli.gov.example>",
    to: ME,
    subject: "Επιβεβαίωση διεύθυνσης ηλεκτρονικού ταχυδρομείου",
    date: "Thu, 3 Sep 2026 18:22:51 +0300",
    enc: "qp",
    text: `ΔΗΜΟΣΙΟΝΟΜΙΚΗ ΠΥΛΗ ΠΟΛΙΤΗ
Μητρώο & Επικοινωνία

Αγαπητή/έ φορολογούμενη/ε,

Δηλώσατε τη διεύθυνση eleni.mavridou@inbox.example ως διεύθυνση επικοινωνίας
για τον ΑΦΜ 0••••••47.

Για να ολοκληρωθεί η καταχώριση, ανοίξτε τον παρακάτω σύνδεσμο εντός 48 ωρών:
https://www.dimosionomiki-pyli.gov.example/epivevaiosi/email?t=Qm9YtR7kLw2xA8nVe3&u=88213450

Εάν δεν υποβάλατε εσείς το αίτημα, αγνοήστε το μήνυμα· η διεύθυνση δεν θα καταχωριστεί.

Γενική Γραμματεία Δημοσιονομικών Υπηρεσιών
Κέντρο εξυπηρέτησης: 1521`,
    html: page({
      pre: "Ολοκληρώστε την καταχώριση της διεύθυνσής σας",
      head: "Δημοσιονομική Πύλη Πολίτη",
      accent: "#0d5c63",
      body:
        `<p style="font-size:12px;color:#0d5c63;text-transform:uppercase;letter-spacing:1px;margin:0 0 12px;">Μητρώο &amp; Επικοινωνία</p>
<p>Αγαπητή/έ φορολογούμενη/ε,</p>
<p>Δηλώσατε τη διεύθυνση <b>eleni.mavridou@inbox.example</b> ως διεύθυνση επικοινωνίας για τον ΑΦΜ 0••••••47.</p>
<p>Για να ολοκληρωθεί η καταχώριση, πατήστε το κουμπί εντός 48 ωρών.</p>
${
          button(
            "https://www.dimosionomiki-pyli.gov.example/epivevaiosi/email?t=Qm9YtR7kLw2xA8nVe3&amp;u=88213450",
            "Επιβεβαίωση διεύθυνσης",
            "#0d5c63",
          )
        }
<p style="font-size:13px;color:#555;">Εάν δεν υποβάλατε εσείς το αίτημα, αγνοήστε το μήνυμα· η διεύθυνση δεν θα καταχωριστεί.</p>`,
      foot: `Γενική Γραμματεία Δημοσιονομικών Υπηρεσιών · Κέντρο εξυπηρέτησης 1521<br>
<a href="https://www.dimosionomiki-pyli.gov.example/oroi" style="color:#8a8f98;">Όροι χρήσης</a> · <a href="https://www.dimosionomiki-pyli.gov.example/idiotikotita" style="color:#8a8f98;">Πολιτική απορρήτου</a>`,
    }),
  },
  {
    family: "dimosionomiki-pyli",
    group: "regional",
    lang: "el",
    kind: "phone-code",
    code: "41-9027",
    code_digits: "419027",
    link: null,
    from: "Δημοσιονομική Πύλη Πολίτη <no-reply@dimosionomiki-pyli.gov.example>",
    to: ME,
    subject: "Κωδικός επαλήθευσης για αλλαγή κινητού τηλεφώνου",
    date: "Thu, 3 Sep 2026 18:31:07 +0300",
    enc: "qp",
    text: `Δημοσιονομική Πύλη Πολίτη

Ζητήσατε αλλαγή του αριθμού κινητού τηλεφώνου επικοινωνίας σε +30 69•• ••• 512.

Κωδικός επαλήθευσης: 41-9027

Πληκτρολογήστε τον στο πεδίο «Κωδικός» της φόρμας «Στοιχεία επικοινωνίας».
Ο κωδικός λήγει σε 15 λεπτά.

Κέντρο εξυπηρέτησης: 1521`,
    html: page({
      pre: "Κωδικός επαλήθευσης 41-9027",
      head: "Δημοσιονομική Πύλη Πολίτη",
      accent: "#0d5c63",
      body: `<p>Ζητήσατε αλλαγή του αριθμού κινητού τηλεφώνου επικοινωνίας σε <b>+30 69•• ••• 512</b>.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:18px 0;"><tr>
<td align="center" style="border:2px dashed #0d5c63;padding:16px;">
<div style="font-size:12px;color:#555;">Κωδικός επαλήθευσης</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#0d5c63;font-family:Consolas,monospace;">41-9027</div>
</td></tr></table>
<p>Πληκτρολογήστε τον στο πεδίο «Κωδικός» της φόρμας «Στοιχεία επικοινωνίας». Ο κωδικός λήγει σε 15 λεπτά.</p>`,
      foot: `Γενική Γραμματεία Δημοσιονομικών Υπηρεσιών · Κέντρο εξυπηρέτησης 1521`,
    }),
  },
  {
    family: "dimosionomiki-pyli",
    group: "regional",
    lang: "el",
    kind: "tax-assessment",
    code: null,
    link: null,
    from: "Δημοσιονομική Πύλη Πολίτη <enimerosi@dimosionomiki-pyli.gov.example>",
    to: ME,
    subject: "Νέο έγγραφο στη θυρίδα σας: Πράξη διοικητικού προσδιορισμού ΕΝΦΙΑ 2026",
    date: "Tue, 22 Sep 2026 08:05:33 +0300",
    enc: "b64",
    text: `Αγαπητή/έ φορολογούμενη/ε,

Στην προσωπική σας θυρίδα αναρτήθηκε νέο έγγραφο:

Τίτλος:   Πράξη διοικητικού προσδιορισμού ΕΝΦΙΑ 2026
Αρ. πράξης: 2026/ΕΝ/0047712938
Ποσό:     318,44 € σε 12 μηνιαίες δόσεις των 26,54 €
1η δόση:  έως 30/09/2026
Ταυτότητα οφειλής (RF): RF49 2026 0047 7129 38

Μπορείτε να δείτε το έγγραφο συνδεόμενοι στη θυρίδα σας:
https://www.dimosionomiki-pyli.gov.example/thyrida

Το μήνυμα είναι ενημερωτικό. Για αμφισβήτηση του ποσού ακολουθήστε τη διαδικασία
της ενότητας «Αιτήματα διόρθωσης».

Γενική Γραμματεία Δημοσιονομικών Υπηρεσιών`,
    html: page({
      pre: "ΕΝΦΙΑ 2026: 318,44 € σε 12 δόσεις",
      head: "Νέο έγγραφο στη θυρίδα σας",
      accent: "#0d5c63",
      body: `<p>Αγαπητή/έ φορολογούμενη/ε,</p>
<p>Στην προσωπική σας θυρίδα αναρτήθηκε νέο έγγραφο:</p>
<table cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#666;">Τίτλος</td><td><b>Πράξη διοικητικού προσδιορισμού ΕΝΦΙΑ 2026</b></td></tr>
<tr><td style="color:#666;">Αρ. πράξης</td><td>2026/ΕΝ/0047712938</td></tr>
<tr><td style="color:#666;">Ποσό</td><td>318,44 € σε 12 μηνιαίες δόσεις των 26,54 €</td></tr>
<tr><td style="color:#666;">1η δόση</td><td>έως 30/09/2026</td></tr>
<tr><td style="color:#666;">Ταυτότητα οφειλής</td><td style="font-family:monospace;">RF49 2026 0047 7129 38</td></tr>
</table>
<p><a href="https://www.dimosionomiki-pyli.gov.example/thyrida" style="color:#0d5c63;">Μετάβαση στη θυρίδα</a></p>
<p style="font-size:13px;color:#555;">Το μήνυμα είναι ενημερωτικό. Για αμφισβήτηση του ποσού ακολουθήστε τη διαδικασία της ενότητας «Αιτήματα διόρθωσης».</p>`,
      foot: `Γενική Γραμματεία Δημοσιονομικών Υπηρεσιών · Κέντρο εξυπηρέτησης 1521`,
    }),
  },
  // ---------------------------------------------------------------- Greek bank
  {
    family: "trapeza-kykladon",
    group: "regional",
    lang: "el",
    kind: "transaction-code",
    code: "58203417",
    link: null,
    from: "Τράπεζα Κυκλάδων <alerts@kykladesbank.gr>",
    to: ME,
    subject: "Κωδικός έγκρισης μεταφοράς",
    date: "Tue, 8 Sep 2026 12:17:44 +0300",
    enc: "qp",
    text: `Τράπεζα Κυκλάδων – e-banking

Κωδικός έγκρισης: 5820 3417

Συναλλαγή: Μεταφορά προς τρίτο λογαριασμό
Δικαιούχος: ΧΑΤΖΗΔΑΚΗΣ ΑΝΤΩΝΙΟΣ
Ποσό: 250,00 €
Από λογαριασμό: ••••3317

Πληκτρολογήστε τον κωδικό στην οθόνη έγκρισης. Ισχύει για 3 λεπτά.
Η Τράπεζα δεν θα σας ζητήσει ποτέ αυτόν τον κωδικό τηλεφωνικά.

Εξυπηρέτηση πελατών: 210 3300 900`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;background:#ffffff;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #d0d7de;">
<tr><td style="padding:14px 20px;border-bottom:4px solid #00a3a1;"><img src="https://static.kykladesbank.gr/mail/logo-kyklades.png" alt="Τράπεζα Κυκλάδων" width="170" height="34"></td></tr>
<tr><td style="padding:22px 20px;font-size:14px;color:#1f2933;">
<p style="margin-top:0;">Κωδικός έγκρισης συναλλαγής:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#00706e;margin:8px 0 18px;">5820 3417</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;background:#f4f8f8;width:100%;">
<tr><td>Συναλλαγή</td><td>Μεταφορά προς τρίτο λογαριασμό</td></tr>
<tr><td>Δικαιούχος</td><td>ΧΑΤΖΗΔΑΚΗΣ ΑΝΤΩΝΙΟΣ</td></tr>
<tr><td>Ποσό</td><td>250,00 €</td></tr>
<tr><td>Από λογαριασμό</td><td>••••3317</td></tr>
</table>
<p>Πληκτρολογήστε τον κωδικό στην οθόνη έγκρισης. Ισχύει για 3 λεπτά.</p>
<p style="color:#b42318;"><b>Η Τράπεζα δεν θα σας ζητήσει ποτέ αυτόν τον κωδικό τηλεφωνικά.</b></p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f4f6f8;font-size:11px;color:#6b7280;">Τράπεζα Κυκλάδων Α.Ε. · Ερμού 41, 841 00 Ερμούπολη Σύρου · 210 3300 900</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "trapeza-kykladon",
    group: "regional",
    lang: "el",
    kind: "new-device",
    code: null,
    link: null,
    from: "Τράπεζα Κυκλάδων <alerts@kykladesbank.gr>",
    to: ME,
    subject: "Νέα συσκευή ενεργοποιήθηκε στο Kyklades Mobile",
    date: "Sat, 19 Sep 2026 20:03:10 +0300",
    enc: "8bit",
    text: `Αγαπητή πελάτισσα,

Στις 19/09/2026 20:01 ενεργοποιήθηκε η εφαρμογή Kyklades Mobile σε νέα συσκευή:
Samsung Galaxy A35 (Android 15), περιοχή: Λάρνακα, Κύπρος.

Αν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα.
Αν δεν αναγνωρίζετε την ενεργοποίηση, καλέστε άμεσα στο 210 3300 900 (24ωρη γραμμή)
ή απενεργοποιήστε τη συσκευή από το e-banking: https://ebanking.kykladesbank.gr/syskeves

Τράπεζα Κυκλάδων`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #d0d7de;">
<tr><td style="padding:14px 20px;border-bottom:4px solid #00a3a1;"><img src="https://static.kykladesbank.gr/mail/logo-kyklades.png" alt="Τράπεζα Κυκλάδων" width="170" height="34"></td></tr>
<tr><td style="padding:22px 20px;font-size:14px;color:#1f2933;">
<h2 style="font-size:18px;margin:0 0 12px;">Νέα συσκευή</h2>
<p>Αγαπητή πελάτισσα,</p>
<p>Στις <b>19/09/2026 20:01</b> ενεργοποιήθηκε η εφαρμογή Kyklades Mobile σε νέα συσκευή:</p>
<p style="background:#f4f8f8;padding:10px;">📱 Samsung Galaxy A35 (Android 15)<br>📍 Λάρνακα, Κύπρος</p>
<p>Αν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα.</p>
<p>Αν δεν αναγνωρίζετε την ενεργοποίηση, καλέστε άμεσα στο <b>210 3300 900</b> (24ωρη γραμμή) ή <a href="https://ebanking.kykladesbank.gr/syskeves">απενεργοποιήστε τη συσκευή</a> από το e-banking.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f4f6f8;font-size:11px;color:#6b7280;">Τράπεζα Κυκλάδων Α.Ε. · Ερμού 41, 841 00 Ερμούπολη Σύρου · <a href="https://www.kykladesbank.gr/asfaleia" style="color:#6b7280;">Ασφάλεια συναλλαγών</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "trapeza-kykladon",
    group: "regional",
    lang: "el",
    kind: "statement",
    code: null,
    link: null,
    from: "Τράπεζα Κυκλάδων <estatements@kykladesbank.gr>",
    to: ME,
    subject: "Το ηλεκτρονικό αντίγραφο κίνησης Σεπτεμβρίου είναι διαθέσιμο",
    date: "Fri, 2 Oct 2026 06:30:00 +0300",
    enc: "qp",
    text: `Το αντίγραφο κίνησης του λογαριασμού ταμιευτηρίου ••••3317 για την περίοδο
01/09/2026 – 30/09/2026 είναι διαθέσιμο στο e-banking, στην ενότητα «Έγγραφα».

Υπόλοιπο έναρξης:  6.118,52 €
Πιστώσεις:         1.272,24 €
Χρεώσεις:          1.094,87 €
Υπόλοιπο λήξης:    6.295,89 €

https://ebanking.kykladesbank.gr/eggrafa

Τράπεζα Κυκλάδων Α.Ε. · Ερμού 41, 841 00 Ερμούπολη Σύρου
Για να σταματήσετε τα ηλεκτρονικά αντίγραφα, αλλάξτε τις προτιμήσεις σας στο e-banking.`,
    html: `<html><body style="font-family:Tahoma,Arial,sans-serif;margin:0;">
<div style="display:none;">Υπόλοιπο λήξης 6.295,89 €</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #d0d7de;">
<tr><td style="padding:14px 20px;border-bottom:4px solid #00a3a1;"><img src="https://static.kykladesbank.gr/mail/logo-kyklades.png" alt="Τράπεζα Κυκλάδων" width="170" height="34"></td></tr>
<tr><td style="padding:22px 20px;font-size:14px;color:#1f2933;">
<p>Το αντίγραφο κίνησης του λογαριασμού ταμιευτηρίου <b>••••3317</b> για την περίοδο 01/09/2026 – 30/09/2026 είναι διαθέσιμο στο e-banking, στην ενότητα «Έγγραφα».</p>
<table cellpadding="6" cellspacing="0" style="width:100%;font-size:13px;border:1px solid #e5e7eb;">
<tr><td>Υπόλοιπο έναρξης</td><td align="right">6.118,52 €</td></tr>
<tr><td>Πιστώσεις</td><td align="right" style="color:#047857;">+1.272,24 €</td></tr>
<tr><td>Χρεώσεις</td><td align="right" style="color:#b42318;">−1.094,87 €</td></tr>
<tr style="font-weight:bold;background:#f4f8f8;"><td>Υπόλοιπο λήξης</td><td align="right">6.295,89 €</td></tr>
</table>
<p><a href="https://ebanking.kykladesbank.gr/eggrafa" style="color:#00706e;font-weight:bold;">Προβολή στο e-banking ›</a></p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f4f6f8;font-size:11px;color:#6b7280;">Τράπεζα Κυκλάδων Α.Ε. · Ερμού 41, 841 00 Ερμούπολη Σύρου<br>Για να σταματήσετε τα ηλεκτρονικά αντίγραφα, αλλάξτε τις προτιμήσεις σας στο e-banking.</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- Cypriot bank
  {
    family: "akamas-bank",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://online.akamasbank.com.cy/auth/reset-password?rid=7f3c91e0-2b44-4a8e-9d15-c0ae6b21f8d2",
    from: "Akamas Bank <no-reply@akamasbank.com.cy>",
    to: ME_EN,
    subject: "Reset your Akamas Online password",
    date: "Mon, 14 Sep 2026 16:48:22 +0300",
    enc: "qp",
    text: `Dear Ms Mavridou,

We received a request to reset the password for Akamas Online (user ID ending ...8821).

Reset your password here (the link is valid for 30 minutes and can be used once):
https://online.akamasbank.com.cy/auth/reset-password?rid=7f3c91e0-2b44-4a8e-9d15-c0ae6b21f8d2

If you did not ask for this, please ignore this e-mail or call us on +357 22 008 800.

Akamas Bank Public Company Ltd
51 Makariou III Avenue, 1065 Nicosia, Cyprus
Regulated by the Central Bank of Cyprus.`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef1f4;">
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;">
<tr><td style="background:#6b2d2d;padding:20px 30px;"><img src="https://cdn.akamasbank.com.cy/email/akamas-white.png" alt="Akamas Bank" width="140" style="display:block;border:0;"></td></tr>
<tr><td style="padding:30px;font-size:16px;color:#333;line-height:24px;">
<p>Dear Ms Mavridou,</p>
<p>We received a request to reset the password for Akamas Online (user ID ending&nbsp;…8821).</p>
<p style="text-align:center;padding:10px 0;"><a href="https://online.akamasbank.com.cy/auth/reset-password?rid=7f3c91e0-2b44-4a8e-9d15-c0ae6b21f8d2" style="background:#6b2d2d;color:#fff;padding:13px 30px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px;border-radius:3px;">Reset password</a></p>
<p style="font-size:14px;">The link is valid for 30 minutes and can be used once. If you did not ask for this, please ignore this e-mail or call us on +357 22 008 800.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#f7f3ee;font-family:Arial,sans-serif;font-size:11px;color:#7a7a7a;">
Akamas Bank Public Company Ltd · 51 Makariou III Avenue, 1065 Nicosia, Cyprus · Regulated by the Central Bank of Cyprus<br>
<a href="https://www.akamasbank.com.cy/security-centre" style="color:#7a7a7a;">Security centre</a> | <a href="https://www.akamasbank.com.cy/privacy" style="color:#7a7a7a;">Privacy notice</a>
</td></tr></table></center></body></html>`,
  },
  {
    family: "akamas-bank",
    group: "regional",
    lang: "en",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Akamas Bank <notifications@akamasbank.com.cy>",
    to: ME_EN,
    subject: "Incoming SEPA transfer credited – EUR 400.00",
    date: "Thu, 1 Oct 2026 11:02:09 +0300",
    enc: "b64",
    text: `Dear Ms Mavridou,

An incoming transfer has been credited to your current account CY•• •••• •••• 0457 2219.

Amount:        EUR 400.00
From:          MAVRIDIS NIKOLAOS
Reference:     RENT SEPT FLAT 3B
Value date:    01/10/2026
Transaction:   SCT-2026100100-388412

Available balance after credit: EUR 2,931.60

You can switch these notifications off under Settings > Alerts in Akamas Online.

Akamas Bank Public Company Ltd, 51 Makariou III Avenue, 1065 Nicosia`,
    html: `<!doctype html><html><body style="margin:0;background:#eef1f4;">
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="background:#6b2d2d;padding:20px 30px;"><img src="https://cdn.akamasbank.com.cy/email/akamas-white.png" alt="Akamas Bank" width="140" style="display:block;border:0;"></td></tr>
<tr><td style="padding:30px;font-size:15px;color:#333;">
<p>Dear Ms Mavridou,</p>
<p>An incoming transfer has been credited to your current account <b>CY•• •••• •••• 0457 2219</b>.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="border-top:1px solid #ddd;font-size:14px;">
<tr><td style="border-bottom:1px solid #eee;color:#777;">Amount</td><td style="border-bottom:1px solid #eee;"><b>EUR 400.00</b></td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#777;">From</td><td style="border-bottom:1px solid #eee;">MAVRIDIS NIKOLAOS</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#777;">Reference</td><td style="border-bottom:1px solid #eee;">RENT SEPT FLAT 3B</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#777;">Value date</td><td style="border-bottom:1px solid #eee;">01/10/2026</td></tr>
<tr><td style="border-bottom:1px solid #eee;color:#777;">Transaction</td><td style="border-bottom:1px solid #eee;">SCT-2026100100-388412</td></tr>
</table>
<p>Available balance after credit: <b>EUR 2,931.60</b></p>
<p style="font-size:12px;color:#888;">You can switch these notifications off under Settings &gt; Alerts in Akamas Online.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#f7f3ee;font-size:11px;color:#7a7a7a;">Akamas Bank Public Company Ltd · 51 Makariou III Avenue, 1065 Nicosia, Cyprus</td></tr>
</table></center></body></html>`,
  },
  // ---------------------------------------------------------------- credit card
  {
    family: "meltemi-card",
    group: "regional",
    lang: "el",
    kind: "payment-otp",
    code: "906142",
    link: null,
    from: "Meltemi Card <3dsecure@meltemicard.gr>",
    to: ME,
    subject: "Meltemi Card: κωδικός για την αγορά σας στην EGEOPELAGOS FERRIES",
    date: "Sun, 6 Sep 2026 21:14:55 +0300",
    enc: "qp",
    text: `Meltemi Card – Ασφαλής αγορά online

Για την ολοκλήρωση της αγοράς:
Έμπορος:  EGEOPELAGOS FERRIES PIRAEUS
Ποσό:     87,50 EUR
Κάρτα:    Meltemi Visa Classic •••• 4821
Ώρα:      06/09/2026 21:14

Κωδικός μίας χρήσης: 906142

Ο κωδικός ισχύει μόνο για αυτή την αγορά και λήγει σε 5 λεπτά.
Αν δεν κάνετε εσείς αυτή την αγορά, μην εισαγάγετε τον κωδικό και καλέστε το 210 9900 444.`,
    html: `<html><body style="margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#f0f6fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;overflow:hidden;">
<tr><td style="background:linear-gradient(90deg,#0077b6,#00b4d8);background-color:#0077b6;padding:16px 24px;color:#fff;font-size:18px;">🌬️ Meltemi Card</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;">
<p style="margin-top:0;">Για την ολοκλήρωση της αγοράς:</p>
<table cellpadding="3" style="font-size:13px;">
<tr><td style="color:#777;">Έμπορος</td><td>EGEOPELAGOS FERRIES PIRAEUS</td></tr>
<tr><td style="color:#777;">Ποσό</td><td><b>87,50 EUR</b></td></tr>
<tr><td style="color:#777;">Κάρτα</td><td>Meltemi Visa Classic •••• 4821</td></tr>
<tr><td style="color:#777;">Ώρα</td><td>06/09/2026 21:14</td></tr>
</table>
<p style="margin:20px 0 4px;color:#777;font-size:12px;">ΚΩΔΙΚΟΣ ΜΙΑΣ ΧΡΗΣΗΣ</p>
<p style="margin:0 0 18px;font-size:34px;font-weight:600;letter-spacing:6px;color:#0077b6;">906142</p>
<p style="font-size:12px;color:#666;">Ισχύει μόνο για αυτή την αγορά και λήγει σε 5 λεπτά. Αν δεν κάνετε εσείς αυτή την αγορά, μην εισαγάγετε τον κωδικό και καλέστε το 210 9900 444.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "meltemi-card",
    group: "regional",
    lang: "el",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Meltemi Card <statements@meltemicard.gr>",
    to: ME,
    subject: "Ο μηνιαίος λογαριασμός της Meltemi Visa •••• 4821",
    date: "Wed, 7 Oct 2026 09:20:41 +0300",
    enc: "8bit",
    text: `Αγαπητή κάτοχε,

Εκδόθηκε ο λογαριασμός της κάρτας σας Meltemi Visa Classic •••• 4821.

Ημερομηνία έκδοσης:       06/10/2026
Νέο υπόλοιπο:             412,37 €
Ελάχιστη καταβολή:         25,00 €
Ημερομηνία λήξης πληρωμής: 28/10/2026
Διαθέσιμο όριο:          2.587,63 €

Έχετε ενεργή πάγια εντολή· το ελάχιστο ποσό θα χρεωθεί αυτόματα στον λογαριασμό ••••3317.

Δείτε τις κινήσεις: https://my.meltemicard.gr/statements
Meltemi Card Services Α.Ε. · Λεωφ. Συγγρού 204, 176 72 Καλλιθέα · 210 9900 444`,
    html: `<html><body style="margin:0;font-family:'Segoe UI',Arial,sans-serif;background:#f0f6fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="background-color:#0077b6;padding:16px 24px;color:#fff;font-size:18px;border-radius:10px 10px 0 0;">🌬️ Meltemi Card</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;">
<p>Αγαπητή κάτοχε,</p>
<p>Εκδόθηκε ο λογαριασμός της κάρτας σας <b>Meltemi Visa Classic •••• 4821</b>.</p>
<table width="100%" cellpadding="0" cellspacing="8"><tr>
<td width="33%" style="background:#eaf4fb;padding:12px;border-radius:6px;"><div style="font-size:11px;color:#666;">Νέο υπόλοιπο</div><div style="font-size:20px;font-weight:bold;">412,37 €</div></td>
<td width="33%" style="background:#eaf4fb;padding:12px;border-radius:6px;"><div style="font-size:11px;color:#666;">Ελάχιστη καταβολή</div><div style="font-size:20px;font-weight:bold;">25,00 €</div></td>
<td width="33%" style="background:#eaf4fb;padding:12px;border-radius:6px;"><div style="font-size:11px;color:#666;">Λήξη πληρωμής</div><div style="font-size:20px;font-weight:bold;">28/10</div></td>
</tr></table>
<p>Ημερομηνία έκδοσης 06/10/2026 · Διαθέσιμο όριο 2.587,63 €</p>
<p>Έχετε ενεργή πάγια εντολή· το ελάχιστο ποσό θα χρεωθεί αυτόματα στον λογαριασμό ••••3317.</p>
<p><a href="https://my.meltemicard.gr/statements" style="color:#0077b6;">Δείτε τις κινήσεις</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;border-top:1px solid #eee;">Meltemi Card Services Α.Ε. · Λεωφ. Συγγρού 204, 176 72 Καλλιθέα · 210 9900 444<br>
<a href="https://www.meltemicard.gr/oroi" style="color:#888;">Όροι</a> · <a href="https://www.meltemicard.gr/apporito" style="color:#888;">Απόρρητο</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- pharmacy
  {
    family: "farmakeio-evangelistria",
    group: "regional",
    lang: "el",
    kind: "pickup-code",
    code: "738291",
    link: null,
    from: "Φαρμακείο Ευαγγελίστρια <paraggelies@farmakeio-evangelistria.gr>",
    to: ME,
    subject: "Η παραγγελία σας #10482 είναι έτοιμη για παραλαβή",
    date: "Wed, 9 Sep 2026 13:36:18 +0300",
    enc: "qp",
    text: `Καλησπέρα σας κ. Μαυρίδου,

Τα φάρμακα της ηλεκτρονικής σας συνταγής είναι έτοιμα στο φαρμακείο.

Παραγγελία: #10482
Συνταγή: 2608••••••5519
Συμμετοχή σας: 6,84 €

Κωδικός παραλαβής: 738291
Δείξτε τον στο ταμείο μαζί με την ΑΜΚΑ σας.

Θα κρατήσουμε την παραγγελία έως τις 16/09/2026.
Ωράριο: Δευτ.–Παρ. 08:00–14:30 & 17:30–21:00, Σάβ. 08:30–14:30

Φαρμακείο Ευαγγελίστρια – Μαρία Κωνσταντίνου
Ευαγγελιστρίας 18, 185 31 Πειραιάς · 210 4112 730`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f6faf6;font-family:Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #cfe3cf;">
<tr><td style="padding:14px 22px;"><span style="display:inline-block;background:#2e8b57;color:#fff;font-weight:bold;padding:4px 9px;font-size:18px;">✚</span> <span style="font-size:17px;color:#2e8b57;font-weight:bold;">Φαρμακείο Ευαγγελίστρια</span></td></tr>
<tr><td style="padding:4px 22px 22px;font-size:13px;color:#333;line-height:1.6;">
<p>Καλησπέρα σας κ. Μαυρίδου,</p>
<p>Τα φάρμακα της ηλεκτρονικής σας συνταγής είναι έτοιμα στο φαρμακείο.</p>
<p>Παραγγελία: <b>#10482</b><br>Συνταγή: 2608••••••5519<br>Συμμετοχή σας: <b>6,84 €</b></p>
<div style="margin:16px 0;padding:14px;background:#eaf5ea;border-left:5px solid #2e8b57;">
Κωδικός παραλαβής<br><span style="font-size:26px;font-weight:bold;letter-spacing:2px;">738291</span><br>
<span style="font-size:11px;">Δείξτε τον στο ταμείο μαζί με την ΑΜΚΑ σας.</span></div>
<p>Θα κρατήσουμε την παραγγελία έως τις <b>16/09/2026</b>.<br>Ωράριο: Δευτ.–Παρ. 08:00–14:30 &amp; 17:30–21:00, Σάβ. 08:30–14:30</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#eef5ee;font-size:11px;color:#666;">Φαρμακείο Ευαγγελίστρια – Μαρία Κωνσταντίνου · Ευαγγελιστρίας 18, 185 31 Πειραιάς · 210 4112 730<br>
<a href="https://www.farmakeio-evangelistria.gr/" style="color:#2e8b57;">farmakeio-evangelistria.gr</a> · <a href="https://www.facebook.com/farmakeio.evangelistria" style="color:#2e8b57;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "farmakeio-evangelistria",
    group: "regional",
    lang: "el",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Φαρμακείο Ευαγγελίστρια <news@farmakeio-evangelistria.gr>",
    to: ME,
    subject: "Αντιγριπικός εμβολιασμός 2026-27: ξεκινάμε 1 Οκτωβρίου 💉",
    date: "Mon, 28 Sep 2026 10:00:00 +0300",
    enc: "b64",
    text: `Αντιγριπικός εμβολιασμός 2026–27

Από την Πέμπτη 1 Οκτωβρίου εμβολιάζουμε στο φαρμακείο, χωρίς ραντεβού,
όλους όσοι έχουν συνταγή ή είναι άνω των 60 ετών (δωρεάν με την ΑΜΚΑ).

Επίσης αυτόν τον μήνα:
- Δωρεάν μέτρηση πίεσης και σακχάρου κάθε Τετάρτη 10:00–13:00
- 20% έκπτωση στα συμπληρώματα βιταμίνης D (έως 31/10)

Φαρμακείο Ευαγγελίστρια · Ευαγγελιστρίας 18, 185 31 Πειραιάς · 210 4112 730

Λαμβάνετε αυτό το μήνυμα επειδή εγγραφήκατε στα νέα μας.
Διαγραφή: https://www.farmakeio-evangelistria.gr/newsletter/unsubscribe?e=ZWxlbmkubWF2cmlkb3U`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f6faf6;font-family:Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td><img src="https://www.farmakeio-evangelistria.gr/img/newsletter/grippi-2026.jpg" alt="Αντιγριπικός εμβολιασμός 2026–27" width="560" style="display:block;"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#333;line-height:1.6;">
<h1 style="font-size:21px;color:#2e8b57;margin:0 0 10px;">Ξεκινάμε 1 Οκτωβρίου</h1>
<p>Από την Πέμπτη 1 Οκτωβρίου εμβολιάζουμε στο φαρμακείο, <b>χωρίς ραντεβού</b>, όλους όσοι έχουν συνταγή ή είναι άνω των 60 ετών (δωρεάν με την ΑΜΚΑ).</p>
<h2 style="font-size:16px;color:#2e8b57;">Επίσης αυτόν τον μήνα</h2>
<ul><li>Δωρεάν μέτρηση πίεσης και σακχάρου κάθε Τετάρτη 10:00–13:00</li>
<li>20% έκπτωση στα συμπληρώματα βιταμίνης D (έως 31/10)</li></ul>
</td></tr>
<tr><td style="padding:12px 22px;background:#eef5ee;font-size:11px;color:#666;">Φαρμακείο Ευαγγελίστρια · Ευαγγελιστρίας 18, 185 31 Πειραιάς · 210 4112 730<br>
Λαμβάνετε αυτό το μήνυμα επειδή εγγραφήκατε στα νέα μας. <a href="https://www.farmakeio-evangelistria.gr/newsletter/unsubscribe?e=ZWxlbmkubWF2cmlkb3U" style="color:#666;">Διαγραφή</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- doctor's booking app
  {
    family: "giatrokalo",
    group: "consumer",
    lang: "el",
    kind: "confirm-appointment-link",
    code: null,
    link:
      "https://click.giatrokalo.gr/ls/click?upn=aHR0cHM6Ly9naWF0cm9rYWxvLmdyL3JhbnRldm91L2VwaWJlYmFpb3Npcy9SVi04ODQxMjA_t=c2f81a",
    from: "Γιατροκαλό <rantevou@giatrokalo.gr>",
    to: ME,
    subject: "Επιβεβαιώστε το αίτημα ραντεβού σας με τον Δρ. Σπύρο Λαμπράκη",
    date: "Tue, 15 Sep 2026 19:08:27 +0300",
    enc: "qp",
    text: `Γεια σας Ελένη,

Λάβαμε το αίτημά σας για ραντεβού:

Ιατρός:    Δρ. Σπύρος Λαμπράκης, Καρδιολόγος
Ημερομηνία: Πέμπτη 24/09/2026, 11:30
Διεύθυνση: Ηρώων Πολυτεχνείου 56, 2ος όροφος, Πειραιάς
Κόστος επίσκεψης: 50 € (με υπερηχογράφημα 80 €)

Για να σταλεί το αίτημα στο ιατρείο, επιβεβαιώστε το εντός 2 ωρών:
https://click.giatrokalo.gr/ls/click?upn=aHR0cHM6Ly9naWF0cm9rYWxvLmdyL3JhbnRldm91L2VwaWJlYmFpb3Npcy9SVi04ODQxMjA_t=c2f81a

Αν δεν το επιβεβαιώσετε, το αίτημα θα ακυρωθεί αυτόματα.

Η ομάδα του Γιατροκαλό
Βοήθεια: https://giatrokalo.gr/voitheia · 211 1989 300`,
    html: page({
      pre: "Πέμπτη 24/09 11:30 – επιβεβαιώστε εντός 2 ωρών",
      head: "Γιατροκαλό",
      accent: "#e4572e",
      body: `<p>Γεια σας Ελένη,</p>
<p>Λάβαμε το αίτημά σας για ραντεβού:</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #f0d6cd;border-radius:6px;"><tr>
<td width="72" style="padding:14px;"><img src="https://cdn.giatrokalo.gr/doctors/8841/avatar-120.jpg" alt="Δρ. Σπύρος Λαμπράκης" width="58" height="58" style="border-radius:29px;"></td>
<td style="padding:14px 14px 14px 0;font-size:14px;"><b>Δρ. Σπύρος Λαμπράκης</b><br>Καρδιολόγος<br>📅 Πέμπτη 24/09/2026, 11:30<br>📍 Ηρώων Πολυτεχνείου 56, 2ος όροφος, Πειραιάς<br>💶 50 € (με υπερηχογράφημα 80 €)</td>
</tr></table>
<p>Για να σταλεί το αίτημα στο ιατρείο, επιβεβαιώστε το εντός 2 ωρών.</p>
${
        button(
          "https://click.giatrokalo.gr/ls/click?upn=aHR0cHM6Ly9naWF0cm9rYWxvLmdyL3JhbnRldm91L2VwaWJlYmFpb3Npcy9SVi04ODQxMjA_t=c2f81a",
          "Επιβεβαίωση ραντεβού",
          "#e4572e",
        )
      }
<p style="font-size:13px;color:#666;">Αν δεν το επιβεβαιώσετε, το αίτημα θα ακυρωθεί αυτόματα.</p>`,
      foot: `Γιατροκαλό Ι.Κ.Ε. · Λ. Κηφισίας 125, 115 24 Αθήνα · 211 1989 300<br>
<a href="https://giatrokalo.gr/voitheia" style="color:#8a8f98;">Βοήθεια</a> · <a href="https://giatrokalo.gr/oroi" style="color:#8a8f98;">Όροι</a> ·
<a href="https://apps.apple.com/gr/app/giatrokalo/id1488123456"><img src="https://cdn.giatrokalo.gr/mail/app-store-el.png" alt="Διαθέσιμο στο App Store" height="28"></a>
<a href="https://play.google.com/store/apps/details?id=gr.giatrokalo.app"><img src="https://cdn.giatrokalo.gr/mail/google-play-el.png" alt="Διαθέσιμο στο Google Play" height="28"></a>`,
    }),
  },
  {
    family: "giatrokalo",
    group: "consumer",
    lang: "el",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Γιατροκαλό <rantevou@giatrokalo.gr>",
    to: ME,
    subject: "Υπενθύμιση: αύριο 11:30 με τον Δρ. Λαμπράκη",
    date: "Wed, 23 Sep 2026 11:30:00 +0300",
    enc: "8bit",
    text: `Υπενθύμιση ραντεβού

Αύριο, Πέμπτη 24/09/2026 στις 11:30
Δρ. Σπύρος Λαμπράκης, Καρδιολόγος
Ηρώων Πολυτεχνείου 56, 2ος όροφος, Πειραιάς – τηλ. ιατρείου 210 4170 882

Αριθμός ραντεβού: RV-884120
Φέρτε μαζί σας τις πρόσφατες εξετάσεις και τη λίστα με τα φάρμακα που παίρνετε.

Αν δεν μπορείτε να έρθετε, ακυρώστε από την εφαρμογή έως 12 ώρες πριν,
ώστε να δοθεί η ώρα σε άλλον ασθενή: https://giatrokalo.gr/ta-rantevou-mou

Γιατροκαλό`,
    html: page({
      pre: "Πέμπτη 24/09/2026 11:30 · RV-884120",
      head: "Υπενθύμιση ραντεβού",
      accent: "#e4572e",
      body: `<p style="font-size:18px;margin-top:0;"><b>Αύριο, Πέμπτη 24/09/2026 στις 11:30</b></p>
<p>Δρ. Σπύρος Λαμπράκης, Καρδιολόγος<br>Ηρώων Πολυτεχνείου 56, 2ος όροφος, Πειραιάς<br>Τηλ. ιατρείου: 210 4170 882</p>
<p style="color:#666;font-size:13px;">Αριθμός ραντεβού: RV-884120</p>
<p>Φέρτε μαζί σας τις πρόσφατες εξετάσεις και τη λίστα με τα φάρμακα που παίρνετε.</p>
<p style="font-size:13px;">Αν δεν μπορείτε να έρθετε, <a href="https://giatrokalo.gr/ta-rantevou-mou" style="color:#e4572e;">ακυρώστε από την εφαρμογή</a> έως 12 ώρες πριν, ώστε να δοθεί η ώρα σε άλλον ασθενή.</p>`,
      foot:
        `Γιατροκαλό Ι.Κ.Ε. · Λ. Κηφισίας 125, 115 24 Αθήνα · <a href="https://giatrokalo.gr/rythmiseis/eidopoiiseis" style="color:#8a8f98;">Ρυθμίσεις ειδοποιήσεων</a>`,
    }),
  },
  {
    family: "giatrokalo",
    group: "consumer",
    lang: "el",
    kind: "login-code",
    code: "2749",
    link: null,
    from: "Γιατροκαλό <noreply@giatrokalo.gr>",
    to: ME,
    subject: "2749 είναι ο κωδικός σύνδεσης στο Γιατροκαλό",
    date: "Sun, 18 Oct 2026 09:51:36 +0300",
    enc: "qp",
    text: `Ο κωδικός σύνδεσής σας είναι 2749.

Πληκτρολογήστε τον στην εφαρμογή για να συνεχίσετε. Λήγει σε 10 λεπτά.

Δεν ζητήσατε κωδικό; Μπορείτε να αγνοήσετε αυτό το μήνυμα.

Γιατροκαλό · https://giatrokalo.gr/voitheia`,
    html: page({
      pre: "Λήγει σε 10 λεπτά",
      head: "Γιατροκαλό",
      accent: "#e4572e",
      body: `<p style="text-align:center;">Ο κωδικός σύνδεσής σας:</p>
${digit_cells("2749", "#e4572e")}
<p style="text-align:center;">Πληκτρολογήστε τον στην εφαρμογή για να συνεχίσετε. Λήγει σε 10 λεπτά.</p>
<p style="text-align:center;font-size:12px;color:#888;">Δεν ζητήσατε κωδικό; Μπορείτε να αγνοήσετε αυτό το μήνυμα.</p>`,
      foot:
        `Γιατροκαλό Ι.Κ.Ε. · Λ. Κηφισίας 125, 115 24 Αθήνα · <a href="https://giatrokalo.gr/voitheia" style="color:#8a8f98;">Βοήθεια</a>`,
    }),
  },
  // ---------------------------------------------------------------- electricity
  {
    family: "lychnos-energeia",
    group: "regional",
    lang: "el",
    kind: "bill-issued",
    code: null,
    link: null,
    from: "Λύχνος Ενέργεια <logariasmoi@lychnos-energeia.gr>",
    to: ME,
    subject: "Ο λογαριασμός ρεύματος Σεπτεμβρίου εκδόθηκε – 74,18 €",
    date: "Thu, 10 Sep 2026 07:45:12 +0300",
    enc: "qp",
    text: `Αγαπητή πελάτισσα,

Εκδόθηκε ο νέος λογαριασμός ηλεκτρικής ενέργειας.

Αριθμός παροχής:       1 23456789-01 2
Κωδικός πελάτη:        ΛΕ-0091244
Περίοδος κατανάλωσης:  07/07/2026 – 05/09/2026 (61 ημέρες)
Κατανάλωση:            412 kWh
Ποσό πληρωμής:         74,18 €
Λήξη προθεσμίας:       01/10/2026
Κωδικός ηλεκτρονικής πληρωμής (RF): RF71 0009 1244 2609 0174 18

Το πλήρες έγγραφο επισυνάπτεται σε μορφή PDF.
Πληρώστε χωρίς χρέωση μέσω web banking, στα ΕΛΤΑ ή στο https://my.lychnos-energeia.gr/pliromi

Λύχνος Ενέργεια Α.Ε. · Λεωφ. Ποσειδώνος 22, 166 75 Γλυφάδα
Εξυπηρέτηση: 800 11 55 200 (δωρεάν) · Βλάβες ΔΕΔΔΗΕ: 11500`,
    html: page({
      pre: "74,18 € έως 01/10/2026 · 412 kWh",
      head: "Λύχνος Ενέργεια",
      accent: "#f2a007",
      body: `<p>Αγαπητή πελάτισσα,</p>
<p>Εκδόθηκε ο νέος λογαριασμός ηλεκτρικής ενέργειας.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:14px 0;"><tr>
<td style="background:#fff6e0;padding:18px;border-radius:8px;">
<div style="font-size:12px;color:#8a6d1f;">Ποσό πληρωμής</div>
<div style="font-size:30px;font-weight:bold;color:#222;">74,18 €</div>
<div style="font-size:13px;color:#444;">Λήξη προθεσμίας: <b>01/10/2026</b></div>
</td></tr></table>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#444;">
<tr><td>Αριθμός παροχής</td><td>1 23456789-01 2</td></tr>
<tr><td>Κωδικός πελάτη</td><td>ΛΕ-0091244</td></tr>
<tr><td>Περίοδος</td><td>07/07/2026 – 05/09/2026 (61 ημέρες)</td></tr>
<tr><td>Κατανάλωση</td><td>412 kWh</td></tr>
<tr><td>Κωδικός πληρωμής (RF)</td><td style="font-family:monospace;">RF71 0009 1244 2609 0174 18</td></tr>
</table>
<p>Το πλήρες έγγραφο επισυνάπτεται σε μορφή PDF. Πληρώστε χωρίς χρέωση μέσω web banking, στα ΕΛΤΑ ή <a href="https://my.lychnos-energeia.gr/pliromi" style="color:#c17d00;">online</a>.</p>`,
      foot:
        `Λύχνος Ενέργεια Α.Ε. · Λεωφ. Ποσειδώνος 22, 166 75 Γλυφάδα<br>Εξυπηρέτηση 800 11 55 200 (δωρεάν) · Βλάβες ΔΕΔΔΗΕ 11500<br>
<a href="https://www.lychnos-energeia.gr/prosopika-dedomena" style="color:#8a8f98;">Προσωπικά δεδομένα</a> · © 2026 Λύχνος Ενέργεια`,
    }),
    attachment: [
      "Logariasmos_LE-0091244_2609.pdf",
      "application/pdf",
      "%PDF-1.5\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "lychnos-energeia",
    group: "regional",
    lang: "el",
    kind: "verify-link",
    code: null,
    link: "https://my.lychnos-energeia.gr/account/verify-email/0091244/b9e2c7d41a?lang=el",
    from: "Λύχνος Ενέργεια <noreply@lychnos-energeia.gr>",
    to: ME,
    subject: "Επιβεβαιώστε το email σας για τον ηλεκτρονικό λογαριασμό (e-bill)",
    date: "Sat, 12 Sep 2026 17:20:05 +0300",
    enc: "b64",
    text: `Γεια σας,

Ζητήσατε να λαμβάνετε τον λογαριασμό ρεύματος μόνο ηλεκτρονικά (e-bill) για τον κωδικό πελάτη ΛΕ-0091244.

Επιβεβαιώστε τη διεύθυνση email σας:
https://my.lychnos-energeia.gr/account/verify-email/0091244/b9e2c7d41a?lang=el

Με το e-bill κερδίζετε έκπτωση 1 € σε κάθε λογαριασμό. Η αλλαγή θα ισχύσει από τον επόμενο λογαριασμό.

Λύχνος Ενέργεια · 800 11 55 200`,
    html: page({
      pre: "Ένα βήμα ακόμα για το e-bill",
      head: "Λύχνος Ενέργεια",
      accent: "#f2a007",
      body: `<p>Γεια σας,</p>
<p>Ζητήσατε να λαμβάνετε τον λογαριασμό ρεύματος μόνο ηλεκτρονικά (<b>e-bill</b>) για τον κωδικό πελάτη ΛΕ-0091244.</p>
${
        button(
          "https://my.lychnos-energeia.gr/account/verify-email/0091244/b9e2c7d41a?lang=el",
          "Επιβεβαίωση email",
          "#d48c00",
        )
      }
<p>Με το e-bill κερδίζετε έκπτωση 1 € σε κάθε λογαριασμό. Η αλλαγή θα ισχύσει από τον επόμενο λογαριασμό.</p>
<p style="font-size:12px;color:#777;">Αν το κουμπί δεν λειτουργεί, αντιγράψτε στο πρόγραμμα περιήγησης:<br>https://my.lychnos-energeia.gr/account/verify-email/0091244/b9e2c7d41a?lang=el</p>`,
      foot: `Λύχνος Ενέργεια Α.Ε. · Λεωφ. Ποσειδώνος 22, 166 75 Γλυφάδα · 800 11 55 200`,
    }),
  },
  {
    family: "lychnos-energeia",
    group: "regional",
    lang: "el",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Λύχνος Ενέργεια <logariasmoi@lychnos-energeia.gr>",
    to: ME,
    subject: "Λάβαμε την πληρωμή σας",
    date: "Mon, 28 Sep 2026 14:02:47 +0300",
    enc: "8bit",
    text: `Ευχαριστούμε! Λάβαμε την πληρωμή 74,18 € για τον λογαριασμό 2609/ΛΕ-0091244
στις 28/09/2026 μέσω Τράπεζας Κυκλάδων.

Υπόλοιπο οφειλής: 0,00 €

Λύχνος Ενέργεια · Λεωφ. Ποσειδώνος 22, 166 75 Γλυφάδα · 800 11 55 200`,
    html: null,
  },
  // ---------------------------------------------------------------- water
  {
    family: "deya-porou",
    group: "regional",
    lang: "el",
    kind: "water-bill",
    code: null,
    link: null,
    from: "ΔΕΥΑ Πόρου <logistirio@deyaporou.gr>",
    to: ME,
    subject: "Λογαριασμός ύδρευσης Β' τετραμήνου 2026 – Υδρόμετρο 04-1187",
    date: "Mon, 21 Sep 2026 12:14:09 +0300",
    enc: "8bit",
    text: `ΔΗΜΟΤΙΚΗ ΕΠΙΧΕΙΡΗΣΗ ΥΔΡΕΥΣΗΣ ΑΠΟΧΕΤΕΥΣΗΣ ΠΟΡΟΥ

Καταναλωτής: ΜΑΥΡΙΔΟΥ ΕΛΕΝΗ
Διεύθυνση ακινήτου: Καλλιθέας 7, Πόρος 180 20
Υδρόμετρο: 04-1187
Περίοδος: Μάιος – Αύγουστος 2026
Προηγ. ένδειξη 1.208 m³ · Νέα ένδειξη 1.247 m³ · Κατανάλωση 39 m³

Ύδρευση                 31,20 €
Αποχέτευση              11,70 €
Πάγιο                    6,00 €
ΦΠΑ                      3,19 €
ΣΥΝΟΛΟ                  52,09 €
Λήξη: 20/10/2026

Πληρωμή: σε όλες τις τράπεζες με κωδικό RF12 4044 1187 2026 2000 0052 09
ή στο ταμείο της ΔΕΥΑ (Δημαρχείο, ισόγειο), Δευτ.–Παρ. 08:00–14:00.

Τηλ. 22980 22 410 · Βλάβες (24ωρο) 6944 118 700`,
    html: null,
  },
  {
    family: "deya-porou",
    group: "regional",
    lang: "el",
    kind: "service-notice",
    code: null,
    link: null,
    from: "ΔΕΥΑ Πόρου <enimerosi@deyaporou.gr>",
    to: ME,
    subject: "Διακοπή υδροδότησης Τρίτη 13/10 στην περιοχή Καλλιθέας",
    date: "Sun, 11 Oct 2026 18:40:00 +0300",
    enc: "qp",
    text: `Ανακοίνωση

Λόγω αντικατάστασης αγωγού, την Τρίτη 13 Οκτωβρίου 2026 από 08:30 έως 14:00 θα διακοπεί
η υδροδότηση στις οδούς Καλλιθέας, Αγίου Γεωργίου και Ναυάρχου Ράλλη.

Ζητούμε την κατανόησή σας. Μετά την αποκατάσταση ενδέχεται να παρατηρηθεί θολότητα για λίγα λεπτά.

ΔΕΥΑ Πόρου · 22980 22 410`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111;">
<p><img src="https://www.deyaporou.gr/images/logo-deya.png" alt="ΔΕΥΑ Πόρου" width="120"></p>
<h3 style="color:#005b96;">Ανακοίνωση</h3>
<p>Λόγω αντικατάστασης αγωγού, την <b>Τρίτη 13 Οκτωβρίου 2026 από 08:30 έως 14:00</b> θα διακοπεί η υδροδότηση στις οδούς Καλλιθέας, Αγίου Γεωργίου και Ναυάρχου Ράλλη.</p>
<p>Ζητούμε την κατανόησή σας. Μετά την αποκατάσταση ενδέχεται να παρατηρηθεί θολότητα για λίγα λεπτά.</p>
<p style="font-size:12px;color:#555;">ΔΕΥΑ Πόρου · 22980 22 410 · <a href="https://www.deyaporou.gr/anakoinoseis">Όλες οι ανακοινώσεις</a></p>
</body></html>`,
  },
  // ---------------------------------------------------------------- mobile operator
  {
    family: "delfini-mobile",
    group: "consumer",
    lang: "el",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "Delfini Mobile <info@delfinimobile.gr>",
    to: ME,
    subject: "Καλώς ήρθατε στην Κύπρο! Το πακέτο σας ισχύει κανονικά",
    date: "Fri, 4 Sep 2026 15:26:31 +0300",
    enc: "qp",
    text: `Καλώς ήρθατε στην Κύπρο!

Στην ΕΕ μιλάτε, στέλνετε SMS και σερφάρετε όπως και στην Ελλάδα (Roam Like at Home).
Το πρόγραμμά σας Delfini Senior 10GB περιλαμβάνει 10 GB δεδομένων, από τα οποία έως 7,4 GB
μπορούν να χρησιμοποιηθούν σε περιαγωγή εντός ΕΕ.

Ταξιδεύετε εκτός ΕΕ, π.χ. στην Αυστραλία; Χωρίς πακέτο η χρέωση είναι 2,90 €/λεπτό
και 9,90 €/MB. Δείτε τα πακέτα World Pass: https://www.delfinimobile.gr/periagogi/world-pass

Έκτακτη ανάγκη: 112
Εξυπηρέτηση από το εξωτερικό: +30 210 6900 1300 (δωρεάν από το κινητό σας)`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#e6f4f7;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;">
<tr><td style="padding:20px 26px;"><img src="https://img.delfinimobile.gr/mail/delfini-logo.png" alt="Delfini Mobile" width="130"></td></tr>
<tr><td><img src="https://img.delfinimobile.gr/mail/roaming/cyprus-hero.jpg" alt="Καλώς ήρθατε στην Κύπρο" width="580" style="display:block;"></td></tr>
<tr><td style="padding:22px 26px;font-size:15px;color:#243b53;line-height:1.5;">
<h1 style="font-size:22px;margin:0 0 12px;color:#007c91;">Καλώς ήρθατε στην Κύπρο!</h1>
<p>Στην ΕΕ μιλάτε, στέλνετε SMS και σερφάρετε όπως και στην Ελλάδα (<i>Roam Like at Home</i>).</p>
<p>Το πρόγραμμά σας <b>Delfini Senior 10GB</b> περιλαμβάνει 10 GB δεδομένων, από τα οποία έως <b>7,4 GB</b> μπορούν να χρησιμοποιηθούν σε περιαγωγή εντός ΕΕ.</p>
<p style="background:#f0fafc;padding:12px;border-radius:8px;">✈️ Ταξιδεύετε εκτός ΕΕ, π.χ. στην Αυστραλία; Χωρίς πακέτο η χρέωση είναι 2,90 €/λεπτό και 9,90 €/MB. <a href="https://www.delfinimobile.gr/periagogi/world-pass" style="color:#007c91;">Δείτε τα πακέτα World Pass</a></p>
<p style="font-size:13px;">Έκτακτη ανάγκη: <b>112</b><br>Εξυπηρέτηση από το εξωτερικό: <b>+30 210 6900 1300</b> (δωρεάν από το κινητό σας)</p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;color:#829ab1;border-top:1px solid #e6eef2;">Delfini Mobile Μονοπρόσωπη Α.Ε. · Λεωφ. Μεσογείων 331, 153 41 Αγία Παρασκευή<br>
<a href="https://www.delfinimobile.gr/prosopika-dedomena" style="color:#829ab1;">Απόρρητο</a> · <a href="https://www.delfinimobile.gr/my/protimiseis?unsub=marketing" style="color:#829ab1;">Προτιμήσεις επικοινωνίας</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "delfini-mobile",
    group: "consumer",
    lang: "el",
    kind: "login-code",
    code: "883145",
    link: null,
    from: "My Delfini <no-reply@my.delfinimobile.gr>",
    to: ME,
    subject: "My Delfini – κωδικός επαλήθευσης",
    date: "Fri, 16 Oct 2026 08:12:58 +0300",
    enc: "8bit",
    text: `Κωδικός επαλήθευσης My Delfini: 883 145

Χρησιμοποιήστε τον για να συνδεθείτε στο My Delfini με τον αριθμό 69•• ••• 512.
Ισχύει 10 λεπτά.

Αν δεν προσπαθήσατε να συνδεθείτε, κάποιος ίσως γνωρίζει τον κωδικό πρόσβασής σας.
Αλλάξτε τον από τις Ρυθμίσεις ή καλέστε στο 1300.`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#e6f4f7;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;">
<tr><td style="padding:20px 26px;"><img src="https://img.delfinimobile.gr/mail/delfini-logo.png" alt="Delfini Mobile" width="130"></td></tr>
<tr><td style="padding:0 26px 24px;font-size:15px;color:#243b53;">
<p>Κωδικός επαλήθευσης My Delfini:</p>
<p style="font-size:34px;font-weight:bold;color:#007c91;letter-spacing:2px;margin:6px 0 16px;">883 145</p>
<p>Χρησιμοποιήστε τον για να συνδεθείτε στο My Delfini με τον αριθμό 69•• ••• 512. Ισχύει 10 λεπτά.</p>
<p style="font-size:12px;color:#627d98;">Αν δεν προσπαθήσατε να συνδεθείτε, κάποιος ίσως γνωρίζει τον κωδικό πρόσβασής σας. Αλλάξτε τον από τις Ρυθμίσεις ή καλέστε στο 1300.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "delfini-mobile",
    group: "consumer",
    lang: "el",
    kind: "bill-issued",
    code: null,
    link: null,
    from: "Delfini Mobile <billing@delfinimobile.gr>",
    to: ME,
    subject: "Ο λογαριασμός σας Οκτωβρίου: 19,90 €",
    date: "Tue, 20 Oct 2026 06:05:14 +0300",
    enc: "b64",
    text: `Ο λογαριασμός Οκτωβρίου για τον αριθμό 69•• ••• 512 είναι έτοιμος.

Πρόγραμμα: Delfini Senior 10GB          17,90 €
Κλήσεις προς Αυστραλία (42 λεπτά)        2,00 €
Σύνολο:                                 19,90 €
Χρέωση κάρτας Meltemi •••• 4821 στις 30/10/2026.

Αριθμός λογαριασμού: 7700-118-204-26
Δείτε την ανάλυση στο My Delfini: https://my.delfinimobile.gr/logariasmoi

Delfini Mobile · 1300`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#e6f4f7;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;">
<tr><td style="padding:20px 26px;"><img src="https://img.delfinimobile.gr/mail/delfini-logo.png" alt="Delfini Mobile" width="130"></td></tr>
<tr><td style="padding:0 26px 22px;font-size:15px;color:#243b53;">
<p>Ο λογαριασμός Οκτωβρίου για τον αριθμό <b>69•• ••• 512</b> είναι έτοιμος.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #e6eef2;">Πρόγραμμα: Delfini Senior 10GB</td><td align="right" style="border-bottom:1px solid #e6eef2;">17,90 €</td></tr>
<tr><td style="border-bottom:1px solid #e6eef2;">Κλήσεις προς Αυστραλία (42 λεπτά)</td><td align="right" style="border-bottom:1px solid #e6eef2;">2,00 €</td></tr>
<tr><td><b>Σύνολο</b></td><td align="right"><b>19,90 €</b></td></tr>
</table>
<p style="font-size:13px;">Χρέωση κάρτας Meltemi •••• 4821 στις 30/10/2026 · Αριθμός λογαριασμού 7700-118-204-26</p>
<p><a href="https://my.delfinimobile.gr/logariasmoi" style="display:inline-block;background:#007c91;color:#fff;padding:10px 20px;border-radius:20px;text-decoration:none;">Ανάλυση λογαριασμού</a></p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;color:#829ab1;border-top:1px solid #e6eef2;">Delfini Mobile Μονοπρόσωπη Α.Ε. · Λεωφ. Μεσογείων 331, 153 41 Αγία Παρασκευή · 1300</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- ferry
  {
    family: "egeopelagos-ferries",
    group: "consumer",
    lang: "el",
    kind: "verify-link",
    code: null,
    link: "https://www.egeopelagos.gr/el/account/activate?key=6b1f0e2a9c7d4f3e8a51&ref=signup",
    from: "Egeopelagos Ferries <account@egeopelagos.gr>",
    to: ME,
    subject: "Ενεργοποιήστε τον λογαριασμό σας στην Egeopelagos",
    date: "Sun, 6 Sep 2026 20:51:19 +0300",
    enc: "qp",
    text: `Καλώς ήρθατε στην Egeopelagos Ferries!

Για να ενεργοποιήσετε τον λογαριασμό σας και να αποθηκεύονται τα εισιτήριά σας,
επιβεβαιώστε τη διεύθυνση email:

https://www.egeopelagos.gr/el/account/activate?key=6b1f0e2a9c7d4f3e8a51&ref=signup

Με τον λογαριασμό σας κερδίζετε πόντους Sea Miles σε κάθε ταξίδι και βλέπετε τις κρατήσεις σας
εύκολα από το κινητό.

Egeopelagos Ferries · Ακτή Μιαούλη 69, 185 38 Πειραιάς · 210 4199 000`,
    html: `<!doctype html><html><body style="margin:0;background:#dfe9f3;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#0b3d6e;padding:18px 24px;"><img src="https://media.egeopelagos.gr/newsletter/logo-white.png" alt="Egeopelagos Ferries" width="190"></td></tr>
<tr><td style="padding:28px 24px;font-size:15px;color:#1d2d3d;">
<h1 style="font-size:22px;color:#0b3d6e;margin:0 0 14px;">Καλώς ήρθατε!</h1>
<p>Για να ενεργοποιήσετε τον λογαριασμό σας και να αποθηκεύονται τα εισιτήριά σας, επιβεβαιώστε τη διεύθυνση email.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.egeopelagos.gr/el/account/activate?key=6b1f0e2a9c7d4f3e8a51&amp;ref=signup" style="background:#f26b21;color:#fff;padding:14px 32px;border-radius:28px;text-decoration:none;font-weight:bold;">Ενεργοποίηση λογαριασμού</a></p>
<p>Με τον λογαριασμό σας κερδίζετε πόντους <b>Sea Miles</b> σε κάθε ταξίδι και βλέπετε τις κρατήσεις σας εύκολα από το κινητό.</p>
</td></tr>
<tr><td style="background:#0b3d6e;padding:16px 24px;font-size:11px;color:#b9cde0;">Egeopelagos Ferries · Ακτή Μιαούλη 69, 185 38 Πειραιάς · 210 4199 000<br>
<a href="https://www.facebook.com/egeopelagos" style="color:#b9cde0;">Facebook</a> · <a href="https://www.instagram.com/egeopelagos_ferries" style="color:#b9cde0;">Instagram</a> · <a href="https://www.egeopelagos.gr/el/privacy" style="color:#b9cde0;">Απόρρητο</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "egeopelagos-ferries",
    group: "consumer",
    lang: "el",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Egeopelagos Ferries <bookings@egeopelagos.gr>",
    to: ME,
    subject: "Επιβεβαίωση κράτησης EGP7K4Q2 – Πειραιάς → Πόρος, 18/09/2026",
    date: "Sun, 6 Sep 2026 21:16:02 +0300",
    enc: "b64",
    text: `Ευχαριστούμε για την κράτησή σας!

Κωδικός κράτησης: EGP7K4Q2
Πλοίο: F/B ΑΙΓΙΝΑ ΙΙ
Αναχώρηση: Παρασκευή 18/09/2026, 08:00 από Πειραιά (Πύλη Ε8)
Άφιξη: 10:35 στον Πόρο
Επιβάτες: 1 × ΜΑΥΡΙΔΟΥ ΕΛΕΝΗ – Ενήλικας άνω των 65 (έκπτωση 25%), Κατάστρωμα, Θέση 3Β-14
Όχημα: —

Σύνολο: 87,50 € (κάρτα •••• 4821)

Το ηλεκτρονικό εισιτήριο (boarding pass) επισυνάπτεται. Δείξτε το QR στο κινητό σας ή εκτυπωμένο.
Η επιβίβαση κλείνει 15 λεπτά πριν την αναχώρηση.

Egeopelagos Ferries · Ακτή Μιαούλη 69, 185 38 Πειραιάς · 210 4199 000`,
    html: `<!doctype html><html><body style="margin:0;background:#dfe9f3;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#0b3d6e;padding:18px 24px;"><img src="https://media.egeopelagos.gr/newsletter/logo-white.png" alt="Egeopelagos Ferries" width="190"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#1d2d3d;">
<p style="font-size:18px;color:#0b3d6e;margin-top:0;"><b>Ευχαριστούμε για την κράτησή σας!</b></p>
<p>Κωδικός κράτησης: <span style="font-size:18px;font-weight:bold;letter-spacing:1px;">EGP7K4Q2</span></p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #c9d8e6;">
<tr style="background:#eef4fa;"><td><b>Πειραιάς</b><br>Παρ 18/09/2026 · 08:00<br><span style="font-size:12px;color:#666;">Πύλη Ε8</span></td><td align="center" style="font-size:20px;">⛴️ →</td><td align="right"><b>Πόρος</b><br>10:35</td></tr>
<tr><td colspan="3">Πλοίο: F/B ΑΙΓΙΝΑ ΙΙ<br>1 × ΜΑΥΡΙΔΟΥ ΕΛΕΝΗ – Ενήλικας άνω των 65 (έκπτωση 25%), Κατάστρωμα, Θέση 3Β-14</td></tr>
<tr style="background:#eef4fa;"><td colspan="2">Σύνολο</td><td align="right"><b>87,50 €</b></td></tr>
</table>
<p>Το ηλεκτρονικό εισιτήριο (boarding pass) επισυνάπτεται. Δείξτε το QR στο κινητό σας ή εκτυπωμένο. Η επιβίβαση κλείνει 15 λεπτά πριν την αναχώρηση.</p>
<p><a href="https://www.egeopelagos.gr/el/manage-booking?pnr=EGP7K4Q2" style="color:#f26b21;">Διαχείριση κράτησης</a> · <a href="https://www.egeopelagos.gr/el/ship-status" style="color:#f26b21;">Κατάσταση δρομολογίων</a></p>
</td></tr>
<tr><td style="background:#0b3d6e;padding:16px 24px;font-size:11px;color:#b9cde0;">Egeopelagos Ferries · Ακτή Μιαούλη 69, 185 38 Πειραιάς · 210 4199 000</td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "BoardingPass_EGP7K4Q2.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% EGP7K4Q2 MAVRIDOU ELENI PIR-POR 18SEP26 0800\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "egeopelagos-ferries",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Egeopelagos Ferries <operations@egeopelagos.gr>",
    to: ME_EN,
    subject: "Schedule change for booking EGP9R2M1 – Poros → Piraeus, 11/10/2026",
    date: "Fri, 9 Oct 2026 17:33:48 +0300",
    enc: "qp",
    text: `Dear passenger,

Because of strong winds forecast for Sunday (Beaufort 7–8), the departure of your sailing has been moved.

Booking: EGP9R2M1
Original: Sun 11/10/2026 17:15 Poros → Piraeus (F/B AIGINA II)
New:      Sun 11/10/2026 13:40 Poros → Piraeus (F/B AIGINA II), arrival 16:10

Your ticket remains valid for the new time; there is nothing you need to do.
If the new time does not suit you, you may change or cancel free of charge up to 3 hours before
departure at our port office or on 210 4199 000.

Port office Poros: 22980 42 550

Egeopelagos Ferries`,
    html: `<!doctype html><html><body style="margin:0;background:#dfe9f3;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#0b3d6e;padding:18px 24px;"><img src="https://media.egeopelagos.gr/newsletter/logo-white.png" alt="Egeopelagos Ferries" width="190"></td></tr>
<tr><td style="background:#fff4e5;padding:12px 24px;font-size:14px;color:#8a4b00;">⚠️ <b>Schedule change</b> – booking EGP9R2M1</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#1d2d3d;">
<p>Dear passenger,</p>
<p>Because of strong winds forecast for Sunday (Beaufort 7–8), the departure of your sailing has been moved.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #c9d8e6;font-size:14px;">
<tr><td style="color:#888;text-decoration:line-through;">Sun 11/10/2026 17:15 Poros → Piraeus</td></tr>
<tr><td style="background:#eef4fa;"><b>Sun 11/10/2026 13:40 Poros → Piraeus</b> (F/B AIGINA II), arrival 16:10</td></tr>
</table>
<p>Your ticket remains valid for the new time; there is nothing you need to do.</p>
<p>If the new time does not suit you, you may change or cancel free of charge up to 3 hours before departure at our port office (Poros 22980 42 550) or on 210 4199 000.</p>
</td></tr>
<tr><td style="background:#0b3d6e;padding:16px 24px;font-size:11px;color:#b9cde0;">Egeopelagos Ferries · 69 Akti Miaouli, 185 38 Piraeus · <a href="https://www.egeopelagos.gr/en/privacy" style="color:#b9cde0;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- courier (Cyprus)
  {
    family: "kivotos-courier",
    group: "regional",
    lang: "el",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Kivotos Courier <tracking@kivotos.com.cy>",
    to: ME,
    subject: "Το δέμα σας KV 4410 2871 93 CY είναι καθ' οδόν",
    date: "Mon, 7 Sep 2026 10:18:40 +0300",
    enc: "qp",
    text: `Γεια σας Ελένη,

Ο αποστολέας BOOKTOPIA PTY LTD (Sydney, AU) σας έστειλε ένα δέμα.

Αριθμός αποστολής: KV 4410 2871 93 CY
Βάρος: 1,2 kg
Εκτιμώμενη παράδοση: Πέμπτη 10/09/2026, 09:00 – 13:00
Διεύθυνση: Λεωφ. Αρχιεπισκόπου Μακαρίου Γ' 118, Διαμ. 3, 6017 Λάρνακα

Δεν θα είστε σπίτι; Μπορείτε να ζητήσετε παράδοση σε θυρίδα Kivotos Box από την εφαρμογή.
Παρακολούθηση: https://www.kivotos.com.cy/track?n=KV4410287193CY

Kivotos Courier Ltd · Τηλ. 7000 4848`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:14px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #7b2cbf;">
<tr><td style="padding:18px 24px;font-size:22px;font-weight:bold;color:#7b2cbf;">kivotos<span style="color:#ffb703;">•</span></td></tr>
<tr><td style="padding:0 24px 22px;font-size:14px;color:#333;">
<p>Γεια σας Ελένη,</p>
<p>Ο αποστολέας <b>BOOKTOPIA PTY LTD</b> (Sydney, AU) σας έστειλε ένα δέμα.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:10px 0 16px;"><tr>
<td width="25%" align="center" style="font-size:11px;color:#7b2cbf;border-bottom:4px solid #7b2cbf;padding:6px;">Παραλαβή</td>
<td width="25%" align="center" style="font-size:11px;color:#7b2cbf;border-bottom:4px solid #7b2cbf;padding:6px;">Σε μεταφορά</td>
<td width="25%" align="center" style="font-size:11px;color:#aaa;border-bottom:4px solid #ddd;padding:6px;">Προς διανομή</td>
<td width="25%" align="center" style="font-size:11px;color:#aaa;border-bottom:4px solid #ddd;padding:6px;">Παραδόθηκε</td>
</tr></table>
<table cellpadding="4" style="font-size:13px;">
<tr><td style="color:#777;">Αριθμός αποστολής</td><td><b>KV 4410 2871 93 CY</b></td></tr>
<tr><td style="color:#777;">Βάρος</td><td>1,2 kg</td></tr>
<tr><td style="color:#777;">Εκτιμώμενη παράδοση</td><td>Πέμπτη 10/09/2026, 09:00 – 13:00</td></tr>
<tr><td style="color:#777;">Διεύθυνση</td><td>Λεωφ. Αρχιεπισκόπου Μακαρίου Γ' 118, Διαμ. 3, 6017 Λάρνακα</td></tr>
</table>
<p>Δεν θα είστε σπίτι; Μπορείτε να ζητήσετε παράδοση σε θυρίδα Kivotos Box από την εφαρμογή.</p>
<p><a href="https://www.kivotos.com.cy/track?n=KV4410287193CY" style="background:#7b2cbf;color:#fff;padding:10px 22px;text-decoration:none;border-radius:4px;">Παρακολούθηση</a></p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f3effa;font-size:11px;color:#777;">Kivotos Courier Ltd · Γιάννου Κρανιδιώτη 42, 2220 Λευκωσία · 7000 4848</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kivotos-courier",
    group: "regional",
    lang: "el",
    kind: "locker-pickup-code",
    code: "615204",
    link: null,
    from: "Kivotos Courier <box@kivotos.com.cy>",
    to: ME,
    subject: "Το δέμα σας σάς περιμένει στο Kivotos Box Λάρνακα – Φοινικούδες",
    date: "Thu, 10 Sep 2026 14:47:21 +0300",
    enc: "b64",
    text: `Το δέμα KV 4410 2871 93 CY έφτασε στη θυρίδα!

Kivotos Box: Λάρνακα – Φοινικούδες (δίπλα στο περίπτερο της Λεωφ. Αθηνών 12)
Διαθέσιμο 24/7

Κωδικός παραλαβής: 615 204

Πληκτρολογήστε τον κωδικό στην οθόνη της θυρίδας ή σκανάρετε το QR από την εφαρμογή.
Το δέμα θα παραμείνει στη θυρίδα έως 13/09/2026 23:59· μετά επιστρέφει στο κατάστημα Λάρνακας.

Kivotos Courier · 7000 4848`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:14px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #7b2cbf;">
<tr><td style="padding:18px 24px;font-size:22px;font-weight:bold;color:#7b2cbf;">kivotos<span style="color:#ffb703;">•</span> <span style="font-size:13px;color:#999;font-weight:normal;">box</span></td></tr>
<tr><td style="padding:0 24px 22px;font-size:14px;color:#333;">
<h2 style="font-size:19px;margin:4px 0 12px;">Το δέμα σας έφτασε στη θυρίδα!</h2>
<p>Αποστολή KV 4410 2871 93 CY<br><b>Λάρνακα – Φοινικούδες</b> (δίπλα στο περίπτερο της Λεωφ. Αθηνών 12) · 24/7</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#fff7e0;padding:16px;border-radius:6px;">
<div style="font-size:12px;color:#7a5b00;">ΚΩΔΙΚΟΣ ΠΑΡΑΛΑΒΗΣ</div>
<div style="font-size:36px;font-weight:bold;color:#222;letter-spacing:3px;">615 204</div>
</td></tr></table>
<p>Πληκτρολογήστε τον κωδικό στην οθόνη της θυρίδας ή σκανάρετε το QR από την εφαρμογή.</p>
<p style="font-size:12px;color:#777;">Το δέμα θα παραμείνει στη θυρίδα έως 13/09/2026 23:59· μετά επιστρέφει στο κατάστημα Λάρνακας.</p>
<p><a href="https://maps.kivotos.com.cy/box/LCA-017"><img src="https://www.kivotos.com.cy/mail/map-LCA-017.png" alt="Χάρτης θυρίδας LCA-017" width="472" style="display:block;"></a></p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f3effa;font-size:11px;color:#777;">Kivotos Courier Ltd · Γιάννου Κρανιδιώτη 42, 2220 Λευκωσία · 7000 4848</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kivotos-courier",
    group: "regional",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Kivotos Courier <tracking@kivotos.com.cy>",
    to: ME_EN,
    subject: "Delivered: KV 4419 0032 57 CY",
    date: "Wed, 21 Oct 2026 11:26:03 +0300",
    enc: "7bit",
    text: `Hi Eleni,

Your parcel KV 4419 0032 57 CY from MYER ONLINE (Melbourne, AU) was delivered on 21/10/2026 at 11:24.
Received by: neighbour, flat 2 (A. Georgiou)

Was there a problem with this delivery? Reply within 7 days or call 7000 4848.

Kivotos Courier Ltd, 42 Giannou Kranidioti, 2220 Nicosia`,
    html: null,
  },
  // ---------------------------------------------------------------- video calls
  {
    family: "wattlecall",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "JQ7-4KD",
    code_digits: "JQ74KD",
    link: null,
    from: "Wattlecall <hello@wattlecall.com.au>",
    to: ME_EN,
    subject: "Your Wattlecall sign-in code",
    date: "Sat, 12 Sep 2026 08:02:11 +0300",
    enc: "qp",
    text: `Hi Eleni,

Here's your code to sign in to Wattlecall on a new device:

    JQ7-4KD

Enter it on the sign-in screen. It expires in 15 minutes.

Didn't try to sign in? You can safely ignore this email - nobody can get into your account without this code.

Cheers,
The Wattlecall team
Level 3, 88 Smith Street, Collingwood VIC 3066, Australia`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fffbea;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">Expires in 15 minutes</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-radius:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<tr><td style="padding:28px 32px 0;"><img src="https://assets.wattlecall.com.au/email/wordmark@2x.png" alt="Wattlecall" width="132" height="32"></td></tr>
<tr><td style="padding:20px 32px;font-size:16px;color:#2d2a26;line-height:1.5;">
<p>Hi Eleni,</p>
<p>Here's your code to sign in to Wattlecall on a new device:</p>
<div style="margin:20px 0;padding:18px;background:#fff3c4;border-radius:12px;text-align:center;font-size:30px;font-weight:700;letter-spacing:4px;font-family:'SF Mono',Menlo,monospace;">JQ7-4KD</div>
<p>Enter it on the sign-in screen. It expires in 15 minutes.</p>
<p style="font-size:14px;color:#77706a;">Didn't try to sign in? You can safely ignore this email – nobody can get into your account without this code.</p>
<p>Cheers,<br>The Wattlecall team</p>
</td></tr>
<tr><td style="padding:18px 32px 26px;font-size:12px;color:#a39d96;">Wattlecall Pty Ltd · Level 3, 88 Smith Street, Collingwood VIC 3066, Australia · ABN 41 612 908 337<br>
<a href="https://wattlecall.com.au/help" style="color:#a39d96;">Help centre</a> · <a href="https://wattlecall.com.au/privacy" style="color:#a39d96;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "wattlecall",
    group: "consumer",
    lang: "en",
    kind: "missed-call",
    code: null,
    link: null,
    from: "Wattlecall <notifications@wattlecall.com.au>",
    to: ME_EN,
    subject: "You missed a call from Sophia Mavridis",
    date: "Sun, 27 Sep 2026 10:44:52 +0300",
    enc: "8bit",
    text: `Sophia Mavridis tried to video call you at 5:44 pm AEST (10:44 in Larnaca).

Sophia left a voice message (0:38): "Mum, call us back when you're up – the kids want to show you the puppy!"

Open Wattlecall to call back.

You get this email because you were offline for more than 10 minutes. Change this in Settings > Notifications.
Wattlecall Pty Ltd, Level 3, 88 Smith Street, Collingwood VIC 3066`,
    html: `<!DOCTYPE html><html lang="en"><body style="margin:0;background:#fffbea;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:16px;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;">
<tr><td style="padding:28px 32px 0;"><img src="https://assets.wattlecall.com.au/email/wordmark@2x.png" alt="Wattlecall" width="132" height="32"></td></tr>
<tr><td style="padding:20px 32px;font-size:16px;color:#2d2a26;">
<table cellpadding="0" cellspacing="0"><tr><td><img src="https://avatars.wattlecall.com.au/u/5c11e9/96.jpg" alt="Sophia Mavridis" width="48" height="48" style="border-radius:24px;"></td>
<td style="padding-left:12px;"><b>Sophia Mavridis</b> tried to video call you<br><span style="font-size:13px;color:#77706a;">5:44 pm AEST · 10:44 in Larnaca</span></td></tr></table>
<p style="background:#f7f5f2;border-radius:10px;padding:12px 14px;font-size:15px;">🎙️ Voice message (0:38): “Mum, call us back when you're up – the kids want to show you the puppy!”</p>
<p><a href="https://wattlecall.com.au/app/calls" style="color:#c98a00;font-weight:600;">Open Wattlecall to call back</a></p>
</td></tr>
<tr><td style="padding:18px 32px 26px;font-size:12px;color:#a39d96;">You get this email because you were offline for more than 10 minutes. <a href="https://wattlecall.com.au/settings/notifications" style="color:#a39d96;">Change this in Settings</a>.<br>Wattlecall Pty Ltd, Level 3, 88 Smith Street, Collingwood VIC 3066</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "wattlecall",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Wattlecall <security@wattlecall.com.au>",
    to: ME_EN,
    subject: "Your Wattlecall password was changed",
    date: "Sat, 12 Sep 2026 08:09:40 +0300",
    enc: "qp",
    text: `Hi Eleni,

The password for your Wattlecall account (eleni.mavridou@inbox.example) was changed on
12 September 2026 at 3:09 pm AEST from an Android phone near Larnaca, Cyprus.

If this was you, you're all set.

If it wasn't, reset your password straight away at https://wattlecall.com.au/account/recover
and let us know at support@wattlecall.com.au.

The Wattlecall team`,
    html: null,
  },
  // ---------------------------------------------------------------- shared photos
  {
    family: "gumleaf-photos",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://gumleaf.photos/join/a/Xr4tP8qLmZ?inv=e1d07b&utm_source=email&utm_medium=invite",
    from: "Sophia via Gumleaf <invites@gumleaf.photos>",
    to: ME_EN,
    subject: "Sophia invited you to the album “Perth – spring 2026” 🌸",
    date: "Sat, 5 Sep 2026 04:31:16 +0300",
    enc: "b64",
    text: `Sophia Mavridis invited you to a shared album on Gumleaf.

"Perth – spring 2026"
148 photos · 6 videos · 4 members

Sophia wrote: "Mum, here are all the pics from the wildflower festival and Leo's birthday. You can add yours too!"

Join the album:
https://gumleaf.photos/join/a/Xr4tP8qLmZ?inv=e1d07b&utm_source=email&utm_medium=invite

This invitation expires on 19 September 2026. Joining is free; you'll be asked to sign in or create a Gumleaf account.

Gumleaf Photos · 20 Hay Street, Subiaco WA 6008, Australia
Don't want invitations from Sophia? https://gumleaf.photos/settings/invitations`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background:#eef3ee;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="padding:20px 28px;"><img src="https://static.gumleaf.photos/mail/gumleaf-logo.png" alt="Gumleaf" width="110"></td></tr>
<tr><td><table width="100%" cellpadding="0" cellspacing="2"><tr>
<td><img src="https://static.gumleaf.photos/thumbs/Xr4tP8qLmZ/1.jpg" alt="" width="184" height="140" style="display:block;"></td>
<td><img src="https://static.gumleaf.photos/thumbs/Xr4tP8qLmZ/2.jpg" alt="" width="184" height="140" style="display:block;"></td>
<td><img src="https://static.gumleaf.photos/thumbs/Xr4tP8qLmZ/3.jpg" alt="" width="184" height="140" style="display:block;"></td>
</tr></table></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#2b3a2e;line-height:1.5;">
<p style="margin-top:0;"><b>Sophia Mavridis</b> invited you to a shared album</p>
<p style="font-size:22px;font-weight:bold;margin:6px 0;">Perth – spring 2026</p>
<p style="font-size:13px;color:#6b7a6e;margin-top:0;">148 photos · 6 videos · 4 members</p>
<p style="border-left:3px solid #5a8f5a;padding-left:12px;color:#444;font-style:italic;">“Mum, here are all the pics from the wildflower festival and Leo's birthday. You can add yours too!”</p>
<p style="margin:24px 0;"><a href="https://gumleaf.photos/join/a/Xr4tP8qLmZ?inv=e1d07b&amp;utm_source=email&amp;utm_medium=invite" style="background:#3f7d3f;color:#ffffff;padding:13px 28px;border-radius:24px;text-decoration:none;font-weight:bold;">Join album</a></p>
<p style="font-size:13px;color:#6b7a6e;">This invitation expires on 19 September 2026. Joining is free; you'll be asked to sign in or create a Gumleaf account.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f5f8f5;font-size:11px;color:#8a968c;">Gumleaf Photos · 20 Hay Street, Subiaco WA 6008, Australia<br>
<a href="https://gumleaf.photos/settings/invitations" style="color:#8a968c;">Don't want invitations from Sophia?</a> · <a href="https://gumleaf.photos/legal/privacy" style="color:#8a968c;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gumleaf-photos",
    group: "consumer",
    lang: "en",
    kind: "album-activity",
    code: null,
    link: null,
    from: "Gumleaf <notify@gumleaf.photos>",
    to: ME_EN,
    subject: "Daniel added 23 photos to “Perth – spring 2026”",
    date: "Mon, 5 Oct 2026 13:05:44 +0300",
    enc: "qp",
    text: `Daniel Mavridis added 23 photos to "Perth – spring 2026".

Also new: Sophia commented on your photo "Poros harbour at dusk": "Beautiful, Mum! Print this one for the hallway?"

See what's new: https://gumleaf.photos/a/Xr4tP8qLmZ?from=digest

You're getting a daily digest for this album. Change it at https://gumleaf.photos/settings/notifications
Gumleaf Photos · 20 Hay Street, Subiaco WA 6008, Australia`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background:#eef3ee;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:20px 28px;"><img src="https://static.gumleaf.photos/mail/gumleaf-logo.png" alt="Gumleaf" width="110"></td></tr>
<tr><td style="padding:0 28px 20px;font-size:15px;color:#2b3a2e;">
<p><b>Daniel Mavridis</b> added 23 photos to <b>Perth – spring 2026</b>.</p>
<table cellpadding="0" cellspacing="4"><tr>
<td><img src="https://static.gumleaf.photos/thumbs/Xr4tP8qLmZ/151.jpg" alt="" width="120" height="120"></td>
<td><img src="https://static.gumleaf.photos/thumbs/Xr4tP8qLmZ/152.jpg" alt="" width="120" height="120"></td>
<td><img src="https://static.gumleaf.photos/thumbs/Xr4tP8qLmZ/153.jpg" alt="" width="120" height="120"></td>
<td style="background:#eef3ee;width:120px;text-align:center;font-weight:bold;color:#3f7d3f;">+20</td>
</tr></table>
<p>💬 <b>Sophia</b> commented on your photo “Poros harbour at dusk”: “Beautiful, Mum! Print this one for the hallway?”</p>
<p><a href="https://gumleaf.photos/a/Xr4tP8qLmZ?from=digest" style="color:#3f7d3f;font-weight:bold;">See what's new →</a></p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f5f8f5;font-size:11px;color:#8a968c;">You're getting a daily digest for this album. <a href="https://gumleaf.photos/settings/notifications" style="color:#8a968c;">Change it</a>.<br>Gumleaf Photos · 20 Hay Street, Subiaco WA 6008, Australia</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gumleaf-photos",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Gumleaf <account@gumleaf.photos>",
    to: ME_EN,
    subject: "You've used 90% of your free Gumleaf storage",
    date: "Thu, 22 Oct 2026 03:15:09 +0300",
    enc: "b64",
    text: `Hi Eleni,

You've used 13.5 GB of your 15 GB free storage. Once it's full, new photos from your phone won't back up.

Options:
- Gumleaf Plus 200 GB: AUD 3.99/month or AUD 39.99/year
- Or free up space by removing videos you've already saved elsewhere

Photos in albums shared with you don't count towards your storage.

Manage storage: https://gumleaf.photos/settings/storage

Gumleaf Photos · 20 Hay Street, Subiaco WA 6008, Australia`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background:#eef3ee;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:20px 28px;"><img src="https://static.gumleaf.photos/mail/gumleaf-logo.png" alt="Gumleaf" width="110"></td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;color:#2b3a2e;line-height:1.5;">
<p>Hi Eleni,</p>
<p>You've used <b>13.5 GB</b> of your 15 GB free storage. Once it's full, new photos from your phone won't back up.</p>
<div style="background:#e3ebe3;border-radius:6px;height:12px;"><div style="background:#d9822b;width:90%;height:12px;border-radius:6px;"></div></div>
<ul style="padding-left:18px;"><li><b>Gumleaf Plus 200 GB</b>: AUD 3.99/month or AUD 39.99/year</li><li>Or free up space by removing videos you've already saved elsewhere</li></ul>
<p style="font-size:13px;color:#6b7a6e;">Photos in albums shared with you don't count towards your storage.</p>
<p><a href="https://gumleaf.photos/settings/storage" style="background:#3f7d3f;color:#fff;padding:11px 24px;border-radius:22px;text-decoration:none;">Manage storage</a></p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f5f8f5;font-size:11px;color:#8a968c;">Gumleaf Photos · 20 Hay Street, Subiaco WA 6008, Australia · <a href="https://gumleaf.photos/settings/email" style="color:#8a968c;">Email preferences</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- parish
  {
    family: "enoria-agias-marinas",
    group: "regional",
    lang: "el",
    kind: "parish-bulletin",
    code: null,
    link: null,
    from: "Ενορία Αγίας Μαρίνας Λάρνακας <enoria.agiamarina@cytanet.example>",
    to: ME,
    subject: "Ενοριακό δελτίο – Οκτώβριος 2026",
    date: "Thu, 1 Oct 2026 19:22:00 +0300",
    enc: "8bit",
    text: `Αγαπητοί ενορίτες,

Χριστός εν μέσω ημών!

ΠΡΟΓΡΑΜΜΑ ΟΚΤΩΒΡΙΟΥ
- Κυριακές: Όρθρος 7:00, Θεία Λειτουργία 8:30
- Τετάρτη 14/10: Παράκληση στην Παναγία, 18:00
- Σάββατο 17/10: Μνημόσυνο υπέρ των κεκοιμημένων μελών του Συνδέσμου Κυριών
- Κυριακή 25/10: Εκκλησιαστικό παζαράκι μετά τη Θ. Λειτουργία, στην αίθουσα της ενορίας

Η Φιλόπτωχος συγκεντρώνει τρόφιμα μακράς διαρκείας για 38 οικογένειες της περιοχής.
Μπορείτε να τα αφήνετε στο παγκάρι καθημερινά 9:00–12:00.

Για δωρεές: IBAN CY17 0020 0128 0000 0012 0052 7600 (Ενορία Αγίας Μαρίνας).
Όσοι θέλουν να βοηθήσουν στο παζαράκι, ας τηλεφωνήσουν στην κα Στέλλα, 99 418 226.

Με πατρικές ευχές,
π. Ανδρέας Χαραλάμπους
Ιερός Ναός Αγίας Μαρίνας, Οδός Αγίας Μαρίνας 5, 6031 Λάρνακα · 24 652 118

Για να μη λαμβάνετε το δελτίο, απαντήστε με τη λέξη ΔΙΑΓΡΑΦΗ.`,
    html: null,
  },
  {
    family: "enoria-agias-marinas",
    group: "regional",
    lang: "el",
    kind: "event-notice",
    code: null,
    link: null,
    from: "Ενορία Αγίας Μαρίνας Λάρνακας <enoria.agiamarina@cytanet.example>",
    to: ME,
    subject: "Προσκύνημα στο Κύκκο – Σάββατο 7 Νοεμβρίου",
    date: "Tue, 20 Oct 2026 12:05:31 +0300",
    enc: "qp",
    text: `Αγαπητοί ενορίτες,

Το Σάββατο 7 Νοεμβρίου οργανώνουμε προσκύνημα στην Ιερά Μονή Κύκκου, με στάση για γεύμα στον Πεδουλά.

Αναχώρηση: 7:00 από την πλατεία της εκκλησίας
Επιστροφή: περίπου 19:00
Συμμετοχή: 25 € (λεωφορείο και γεύμα)

Δηλώσεις συμμετοχής στο γραφείο της ενορίας ή στο 24 652 118 έως την Κυριακή 1/11.
Θέσεις: 48.

Συνημμένο το πρόγραμμα της ημέρας.

π. Ανδρέας`,
    html: `<div dir="ltr"><p>Αγαπητοί ενορίτες,</p>
<p>Το Σάββατο <b>7 Νοεμβρίου</b> οργανώνουμε προσκύνημα στην Ιερά Μονή Κύκκου, με στάση για γεύμα στον Πεδουλά.</p>
<p>Αναχώρηση: 7:00 από την πλατεία της εκκλησίας<br>Επιστροφή: περίπου 19:00<br>Συμμετοχή: 25 € (λεωφορείο και γεύμα)</p>
<p>Δηλώσεις συμμετοχής στο γραφείο της ενορίας ή στο 24 652 118 έως την Κυριακή 1/11. Θέσεις: 48.</p>
<p>Συνημμένο το πρόγραμμα της ημέρας.</p>
<p>π. Ανδρέας</p></div>`,
    attachment: [
      "Proskynima_Kykkos_7-11-2026.pdf",
      "application/pdf",
      "%PDF-1.3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- gardening club
  {
    family: "paphos-garden-society",
    group: "regional",
    lang: "en",
    kind: "confirm-subscription",
    code: null,
    link:
      "https://paphosgardensociety.us21.list-manage.example/subscribe/confirm?u=4d1c9be07a2f63e1b8a55d0c1&id=7be1a03c5f&e=8c2d4f19aa",
    from: "Paphos Garden Society <newsletter@paphosgardensociety.org>",
    to: ME_EN,
    subject: "Paphos Garden Society: please confirm your subscription",
    date: "Tue, 8 Sep 2026 22:14:37 +0300",
    enc: "qp",
    text: `Paphos Garden Society

Please confirm your subscription to the PGS members' newsletter.

Confirm subscription:
https://paphosgardensociety.us21.list-manage.example/subscribe/confirm?u=4d1c9be07a2f63e1b8a55d0c1&id=7be1a03c5f&e=8c2d4f19aa

If you received this by mistake, just delete it. You won't be subscribed unless you click the link above.

For questions about the list, please contact:
newsletter@paphosgardensociety.org

Paphos Garden Society · PO Box 62114 · 8061 Paphos · Cyprus`,
    html: `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Paphos Garden Society</title></head>
<body style="background:#fafaf5;margin:0;padding:0;">
<table align="center" border="0" cellpadding="0" cellspacing="0" width="100%" style="background:#fafaf5;"><tr><td align="center" valign="top" style="padding:30px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="560" style="background:#ffffff;border:1px solid #e2e2d5;">
<tr><td align="center" style="padding:26px 20px 10px;"><img src="https://mcusercontent.example/4d1c9be07a2f63e1b8a55d0c1/images/pgs-bougainvillea.png" alt="Paphos Garden Society" width="96"></td></tr>
<tr><td align="center" style="padding:0 40px 10px;font-family:Georgia,serif;font-size:24px;color:#4b3a2a;">Paphos Garden Society</td></tr>
<tr><td align="center" style="padding:10px 40px 30px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#555;">
<p>Please confirm your subscription to the <b>PGS members' newsletter</b>.</p>
<p style="padding:14px 0;"><a href="https://paphosgardensociety.us21.list-manage.example/subscribe/confirm?u=4d1c9be07a2f63e1b8a55d0c1&amp;id=7be1a03c5f&amp;e=8c2d4f19aa" style="background:#7a9a3a;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold;border-radius:3px;">Yes, subscribe me to this list.</a></p>
<p style="font-size:13px;">If you received this email by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.</p>
<p style="font-size:13px;">For questions about this list, please contact:<br><a href="mailto:newsletter@paphosgardensociety.org" style="color:#7a9a3a;">newsletter@paphosgardensociety.org</a></p>
</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#999;">Paphos Garden Society · PO Box 62114 · 8061 Paphos · Cyprus</p>
</td></tr></table></body></html>`,
  },
  {
    family: "paphos-garden-society",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Paphos Garden Society <newsletter@paphosgardensociety.org>",
    to: ME_EN,
    subject: "October news: seed swap, autumn sowing & a visit to the Kouklia olive groves",
    date: "Fri, 2 Oct 2026 09:30:12 +0300",
    enc: "b64",
    headers: [[
      "List-Unsubscribe",
      "<https://paphosgardensociety.us21.list-manage.example/unsubscribe?u=4d1c9be07a2f63e1b8a55d0c1&id=7be1a03c5f&e=8c2d4f19aa>",
    ]],
    text: `PAPHOS GARDEN SOCIETY – OCTOBER 2026

Dear members,

At last the heat has broken and the first rain fell on 24 September – 11 mm in Tala, 6 mm in Kato Paphos.
Time to sow broad beans, peas, rocket and coriander, and to plant out winter brassicas.

DIARY
- Sat 10 Oct, 10:00 – Seed & cutting swap, Municipal Gardens pavilion. Bring labelled seeds in envelopes.
- Wed 21 Oct, 9:30 – Visit to the olive groves and mill at Kouklia. Car sharing from Lidl car park, Geroskipou. €8 incl. tasting.
- Thu 5 Nov, 18:30 – Talk: "Drought-tolerant Mediterranean shrubs" with Dr Maria Ioannou.

MEMBERSHIP
Subscriptions for 2027 (€20 single / €30 household) can be paid from 1 November.

Happy gardening,
Jenny Constantinou, Hon. Secretary

Paphos Garden Society · PO Box 62114 · 8061 Paphos · Cyprus
Unsubscribe: https://paphosgardensociety.us21.list-manage.example/unsubscribe?u=4d1c9be07a2f63e1b8a55d0c1&id=7be1a03c5f&e=8c2d4f19aa`,
    html: `<!DOCTYPE html><html><body style="background:#fafaf5;margin:0;">
<table align="center" border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="padding:24px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background:#ffffff;font-family:Georgia,serif;color:#3e3528;">
<tr><td><img src="https://mcusercontent.example/4d1c9be07a2f63e1b8a55d0c1/images/oct26-header.jpg" alt="Paphos Garden Society – October 2026" width="600" style="display:block;"></td></tr>
<tr><td style="padding:24px 32px;font-size:16px;line-height:1.6;">
<p>Dear members,</p>
<p>At last the heat has broken and the first rain fell on 24 September – 11 mm in Tala, 6 mm in Kato Paphos. Time to sow broad beans, peas, rocket and coriander, and to plant out winter brassicas.</p>
<h2 style="font-size:19px;color:#7a9a3a;border-bottom:1px solid #e2e2d5;">Diary</h2>
<p><b>Sat 10 Oct, 10:00</b> – Seed &amp; cutting swap, Municipal Gardens pavilion. Bring labelled seeds in envelopes.</p>
<p><b>Wed 21 Oct, 9:30</b> – Visit to the olive groves and mill at Kouklia. Car sharing from Lidl car park, Geroskipou. €8 incl. tasting.</p>
<p><b>Thu 5 Nov, 18:30</b> – Talk: “Drought-tolerant Mediterranean shrubs” with Dr Maria Ioannou.</p>
<h2 style="font-size:19px;color:#7a9a3a;border-bottom:1px solid #e2e2d5;">Membership</h2>
<p>Subscriptions for 2027 (€20 single / €30 household) can be paid from 1 November.</p>
<p>Happy gardening,<br>Jenny Constantinou, Hon. Secretary</p>
</td></tr>
<tr><td align="center" style="padding:16px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#999;background:#f3f3ea;">
<a href="https://www.facebook.com/paphosgardensociety" style="color:#999;">Facebook</a> · Paphos Garden Society · PO Box 62114 · 8061 Paphos · Cyprus<br>
<a href="https://paphosgardensociety.us21.list-manage.example/profile?u=4d1c9be07a2f63e1b8a55d0c1&amp;id=7be1a03c5f" style="color:#999;">update your preferences</a> or <a href="https://paphosgardensociety.us21.list-manage.example/unsubscribe?u=4d1c9be07a2f63e1b8a55d0c1&amp;id=7be1a03c5f&amp;e=8c2d4f19aa" style="color:#999;">unsubscribe from this list</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- online newspaper
  {
    family: "proino-vima-digital",
    group: "consumer",
    lang: "el",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "Πρωινό Βήμα <syndromes@proinovima.gr>",
    to: ME,
    subject: "Απόδειξη ανανέωσης συνδρομής Πρωινό Βήμα Digital",
    date: "Tue, 1 Sep 2026 00:04:18 +0300",
    enc: "qp",
    text: `Σας ευχαριστούμε που διαβάζετε το Πρωινό Βήμα!

Η ετήσια συνδρομή σας ανανεώθηκε.

Πακέτο:          Digital Ετήσιο (εφημερίδα + αρχείο + ePaper Κυριακής)
Περίοδος:        01/09/2026 – 31/08/2027
Ποσό:            59,00 € (με ΦΠΑ 6%: 3,34 €)
Τρόπος πληρωμής: Meltemi Visa •••• 4821
Αρ. παραστατικού: ΑΠΥ-Β 2026/118774

Διαχείριση συνδρομής: https://www.proinovima.gr/syndromi

Πρωινό Βήμα Εκδοτική Α.Ε. · Μιχαλακοπούλου 80, 115 28 Αθήνα · ΑΦΜ 094188213 · 210 7290 500`,
    html: `<html><body style="margin:0;background:#f4f1ea;font-family:Georgia,'Times New Roman',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:20px;border-bottom:3px double #222;font-size:30px;font-weight:bold;letter-spacing:1px;">ΠΡΩΙΝΟ ΒΗΜΑ</td></tr>
<tr><td style="padding:24px;font-size:15px;color:#222;">
<p>Σας ευχαριστούμε που διαβάζετε το Πρωινό Βήμα!</p>
<p>Η ετήσια συνδρομή σας ανανεώθηκε.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #ddd;">
<tr><td style="color:#777;">Πακέτο</td><td>Digital Ετήσιο (εφημερίδα + αρχείο + ePaper Κυριακής)</td></tr>
<tr><td style="color:#777;">Περίοδος</td><td>01/09/2026 – 31/08/2027</td></tr>
<tr><td style="color:#777;">Ποσό</td><td><b>59,00 €</b> (με ΦΠΑ 6%: 3,34 €)</td></tr>
<tr><td style="color:#777;">Πληρωμή</td><td>Meltemi Visa •••• 4821</td></tr>
<tr><td style="color:#777;">Αρ. παραστατικού</td><td>ΑΠΥ-Β 2026/118774</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:13px;"><a href="https://www.proinovima.gr/syndromi" style="color:#a4161a;">Διαχείριση συνδρομής</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-family:Arial,sans-serif;font-size:11px;color:#888;background:#f8f8f8;">Πρωινό Βήμα Εκδοτική Α.Ε. · Μιχαλακοπούλου 80, 115 28 Αθήνα · ΑΦΜ 094188213 · 210 7290 500</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "proino-vima-digital",
    group: "consumer",
    lang: "el",
    kind: "reset-link",
    code: null,
    link:
      "https://accounts.proinovima.gr/password/reset/0c5a2e71d9bf4e07a3c1f68e25d4b9a0?email=eleni.mavridou%40inbox.example",
    from: "Πρωινό Βήμα <accounts@proinovima.gr>",
    to: ME,
    subject: "Αλλαγή κωδικού πρόσβασης",
    date: "Sat, 26 Sep 2026 07:38:55 +0300",
    enc: "b64",
    text: `Γεια σας,

Κάποιος (ελπίζουμε εσείς) ζήτησε αλλαγή του κωδικού πρόσβασης για τον λογαριασμό σας στο proinovima.gr.

Ορίστε νέο κωδικό εδώ:
https://accounts.proinovima.gr/password/reset/0c5a2e71d9bf4e07a3c1f68e25d4b9a0?email=eleni.mavridou%40inbox.example

Ο σύνδεσμος ισχύει για 60 λεπτά. Αν δεν ζητήσατε αλλαγή, αγνοήστε το μήνυμα· ο κωδικός σας δεν αλλάζει.

Υποστήριξη συνδρομητών: 210 7290 555 (Δευ.–Παρ. 9:00–17:00)
Πρωινό Βήμα`,
    html: `<html><body style="margin:0;background:#f4f1ea;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:18px;border-bottom:3px double #222;font-family:Georgia,serif;font-size:26px;font-weight:bold;">ΠΡΩΙΝΟ ΒΗΜΑ</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;line-height:1.6;">
<p>Γεια σας,</p>
<p>Κάποιος (ελπίζουμε εσείς) ζήτησε αλλαγή του κωδικού πρόσβασης για τον λογαριασμό σας στο proinovima.gr.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://accounts.proinovima.gr/password/reset/0c5a2e71d9bf4e07a3c1f68e25d4b9a0?email=eleni.mavridou%40inbox.example" style="background:#a4161a;color:#fff;padding:12px 26px;text-decoration:none;">Ορισμός νέου κωδικού</a></p>
<p style="font-size:12px;color:#666;">Ο σύνδεσμος ισχύει για 60 λεπτά. Αν δεν ζητήσατε αλλαγή, αγνοήστε το μήνυμα· ο κωδικός σας δεν αλλάζει.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;background:#f8f8f8;">Υποστήριξη συνδρομητών: 210 7290 555 (Δευ.–Παρ. 9:00–17:00) · <a href="https://www.proinovima.gr/apporito" style="color:#888;">Απόρρητο</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "proino-vima-digital",
    group: "consumer",
    lang: "el",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Πρωινό Βήμα – Η πρωινή σύνοψη <newsletter@proinovima.gr>",
    to: ME,
    subject: "Τετάρτη 14 Οκτωβρίου: όσα πρέπει να ξέρετε πριν τον καφέ",
    date: "Wed, 14 Oct 2026 06:30:00 +0300",
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://www.proinovima.gr/newsletters/unsubscribe?list=proini&sid=ZM0091>"]],
    text: `Η ΠΡΩΙΝΗ ΣΥΝΟΨΗ · Τετάρτη 14.10.2026

1. Συντάξεις: στη Βουλή η τροπολογία για την προσωπική διαφορά – τι αλλάζει από τον Ιανουάριο
https://www.proinovima.gr/oikonomia/syntaxeis-tropologia-prosopiki-diafora?utm_source=nl&utm_campaign=proini

2. Καιρός: μπόρες στο Αιγαίο, μποφόρ 7 στα Κυκλαδονήσια έως την Πέμπτη
https://www.proinovima.gr/kairos/mpores-aigaio?utm_source=nl&utm_campaign=proini

3. Πολιτισμός: ανοίγει ξανά το Μουσείο Κυκλαδικής Τέχνης με νέα περιοδική έκθεση
https://www.proinovima.gr/politismos/mousio-kykladikis?utm_source=nl&utm_campaign=proini

Σταυρόλεξο της ημέρας · Συνταγή: φασολάδα της γιαγιάς

Λαμβάνετε την πρωινή σύνοψη ως συνδρομήτρια του Πρωινού Βήματος.
Διαγραφή: https://www.proinovima.gr/newsletters/unsubscribe?list=proini&sid=ZM0091`,
    html: `<html><body style="margin:0;background:#f4f1ea;">
<div style="display:none;">Συντάξεις, καιρός, Κυκλαδική Τέχνη</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#222;">
<tr><td style="padding:16px 24px;border-bottom:3px double #222;"><span style="font-size:24px;font-weight:bold;">ΠΡΩΙΝΟ ΒΗΜΑ</span><br><span style="font-family:Arial,sans-serif;font-size:12px;color:#a4161a;">Η ΠΡΩΙΝΗ ΣΥΝΟΨΗ · Τετάρτη 14.10.2026</span></td></tr>
<tr><td style="padding:20px 24px;">
<img src="https://img.proinovima.gr/nl/2026/10/14/vouli.jpg" alt="Η Βουλή" width="552" style="display:block;margin-bottom:10px;">
<h2 style="font-size:20px;margin:0 0 6px;"><a href="https://www.proinovima.gr/oikonomia/syntaxeis-tropologia-prosopiki-diafora?utm_source=nl&amp;utm_campaign=proini" style="color:#222;text-decoration:none;">Συντάξεις: στη Βουλή η τροπολογία για την προσωπική διαφορά</a></h2>
<p style="font-size:15px;margin-top:0;">Τι αλλάζει από τον Ιανουάριο για όσους παίρνουν προσωπική διαφορά.</p>
<hr style="border:0;border-top:1px solid #ddd;">
<h3 style="font-size:17px;"><a href="https://www.proinovima.gr/kairos/mpores-aigaio?utm_source=nl&amp;utm_campaign=proini" style="color:#222;text-decoration:none;">Καιρός: μπόρες στο Αιγαίο, μποφόρ 7 στα Κυκλαδονήσια έως την Πέμπτη</a></h3>
<h3 style="font-size:17px;"><a href="https://www.proinovima.gr/politismos/mousio-kykladikis?utm_source=nl&amp;utm_campaign=proini" style="color:#222;text-decoration:none;">Πολιτισμός: ανοίγει ξανά το Μουσείο Κυκλαδικής Τέχνης</a></h3>
<p style="font-family:Arial,sans-serif;font-size:13px;background:#f8f5ef;padding:10px;">🧩 Σταυρόλεξο της ημέρας · 🍲 Συνταγή: φασολάδα της γιαγιάς</p>
</td></tr>
<tr><td style="padding:14px 24px;font-family:Arial,sans-serif;font-size:11px;color:#888;background:#f8f8f8;">Λαμβάνετε την πρωινή σύνοψη ως συνδρομήτρια του Πρωινού Βήματος. <a href="https://www.proinovima.gr/newsletters/unsubscribe?list=proini&amp;sid=ZM0091" style="color:#888;">Διαγραφή</a><br>Πρωινό Βήμα Εκδοτική Α.Ε. · Μιχαλακοπούλου 80, 115 28 Αθήνα</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- grocery delivery
  {
    family: "kalathaki-delivery",
    group: "consumer",
    lang: "el",
    kind: "phone-code",
    code: "4417",
    link: null,
    from: "Καλαθάκι <noreply@kalathaki.gr>",
    to: ME,
    subject: "Ο κωδικός σας για το Καλαθάκι",
    date: "Sat, 19 Sep 2026 18:55:02 +0300",
    enc: "8bit",
    text: `Καλώς ήρθατε στο Καλαθάκι!

Για να επιβεβαιώσετε τον αριθμό κινητού σας, πληκτρολογήστε στην εφαρμογή τον κωδικό:

4 4 1 7

Ο κωδικός λήγει σε 10 λεπτά.

Καλαθάκι – τα ψώνια της γειτονιάς σας σε 60'
Πόρος · Γαλατάς · Τροιζήνα`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#fff8f0;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;">
<tr><td align="center" style="padding:24px 24px 6px;"><img src="https://cdn.kalathaki.gr/email/basket-orange.png" alt="Καλαθάκι" width="64" height="64"></td></tr>
<tr><td align="center" style="padding:0 24px 24px;font-size:15px;color:#333;">
<h1 style="font-size:20px;color:#ef6c00;">Καλώς ήρθατε στο Καλαθάκι!</h1>
<p>Για να επιβεβαιώσετε τον αριθμό κινητού σας, πληκτρολογήστε στην εφαρμογή τον κωδικό:</p>
<table cellpadding="0" cellspacing="8" style="margin:10px auto;"><tr>
<td style="width:44px;height:54px;background:#fff1e0;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;color:#ef6c00;">4</td>
<td style="width:44px;height:54px;background:#fff1e0;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;color:#ef6c00;">4</td>
<td style="width:44px;height:54px;background:#fff1e0;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;color:#ef6c00;">1</td>
<td style="width:44px;height:54px;background:#fff1e0;border-radius:8px;text-align:center;font-size:28px;font-weight:bold;color:#ef6c00;">7</td>
</tr></table>
<p style="font-size:12px;color:#888;">Ο κωδικός λήγει σε 10 λεπτά.</p>
</td></tr>
<tr><td align="center" style="padding:14px;font-size:11px;color:#aaa;border-top:1px solid #f3e6d8;">Καλαθάκι – τα ψώνια της γειτονιάς σας σε 60' · Πόρος · Γαλατάς · Τροιζήνα</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kalathaki-delivery",
    group: "consumer",
    lang: "el",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Καλαθάκι <paraggelies@kalathaki.gr>",
    to: ME,
    subject: "Η παραγγελία #KL-20931 επιβεβαιώθηκε 🧺",
    date: "Sat, 19 Sep 2026 19:06:44 +0300",
    enc: "qp",
    text: `Ευχαριστούμε Ελένη!

Η παραγγελία σας #KL-20931 από το «Μίνι Μάρκετ Το Λιμανάκι» επιβεβαιώθηκε.
Παράδοση: σήμερα 19:45 – 20:15
Διεύθυνση: Καλλιθέας 7, Πόρος (κουδούνι «Μαυρίδου»)

2 × Γάλα φρέσκο 1L                 3,38 €
1 × Φέτα ΠΟΠ 400 g                 5,90 €
1 × Ψωμί χωριάτικο                 2,20 €
6 × Ντομάτες (περ. 1,1 kg)         2,64 €
1 × Ελαιόλαδο έξτρα παρθένο 1L    11,40 €
Έξοδα αποστολής                    1,50 €
Σύνολο                            27,02 €
Πληρωμή: μετρητά κατά την παράδοση

Ερωτήσεις; Καλέστε το κατάστημα στο 22980 25 117.
Καλαθάκι · https://kalathaki.gr`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#fff8f0;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;">
<tr><td style="padding:22px 26px 6px;"><img src="https://cdn.kalathaki.gr/email/logo-wide.png" alt="Καλαθάκι" width="140"></td></tr>
<tr><td style="padding:6px 26px 20px;font-size:14px;color:#333;">
<h1 style="font-size:20px;color:#ef6c00;margin:8px 0;">Ευχαριστούμε Ελένη!</h1>
<p>Η παραγγελία σας <b>#KL-20931</b> από το «Μίνι Μάρκετ Το Λιμανάκι» επιβεβαιώθηκε.</p>
<p style="background:#fff1e0;padding:10px 14px;border-radius:10px;">🛵 Παράδοση: <b>σήμερα 19:45 – 20:15</b><br>📍 Καλλιθέας 7, Πόρος (κουδούνι «Μαυρίδου»)</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td>2 × Γάλα φρέσκο 1L</td><td align="right">3,38 €</td></tr>
<tr><td>1 × Φέτα ΠΟΠ 400 g</td><td align="right">5,90 €</td></tr>
<tr><td>1 × Ψωμί χωριάτικο</td><td align="right">2,20 €</td></tr>
<tr><td>6 × Ντομάτες (περ. 1,1 kg)</td><td align="right">2,64 €</td></tr>
<tr><td>1 × Ελαιόλαδο έξτρα παρθένο 1L</td><td align="right">11,40 €</td></tr>
<tr><td style="color:#888;">Έξοδα αποστολής</td><td align="right" style="color:#888;">1,50 €</td></tr>
<tr><td style="border-top:1px solid #eee;"><b>Σύνολο</b></td><td align="right" style="border-top:1px solid #eee;"><b>27,02 €</b></td></tr>
</table>
<p style="font-size:13px;">Πληρωμή: μετρητά κατά την παράδοση. Ερωτήσεις; Καλέστε το κατάστημα στο 22980 25 117.</p>
<p><a href="https://kalathaki.gr/orders/KL-20931" style="color:#ef6c00;">Παρακολούθηση παραγγελίας</a></p>
</td></tr>
<tr><td align="center" style="padding:14px;font-size:11px;color:#aaa;border-top:1px solid #f3e6d8;">Καλαθάκι Ι.Κ.Ε. · Πόρος 180 20 ·
<a href="https://apps.apple.com/gr/app/kalathaki/id6450012345" style="color:#aaa;">iOS</a> · <a href="https://play.google.com/store/apps/details?id=gr.kalathaki" style="color:#aaa;">Android</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kalathaki-delivery",
    group: "consumer",
    lang: "el",
    kind: "promo",
    code: null,
    link: null,
    from: "Καλαθάκι <hello@kalathaki.gr>",
    to: ME,
    subject: "Σας λείψαμε; -5 € στην επόμενη παραγγελία 🍅",
    date: "Thu, 15 Oct 2026 11:00:00 +0300",
    enc: "b64",
    text: `Ελένη, σας λείψαμε!

Με τον κωδικό έκπτωσης GYRNA5 έχετε 5 € έκπτωση σε παραγγελίες άνω των 25 €, έως 31/10/2026.

Νέα στο Καλαθάκι: φρέσκα ψάρια από την ιχθυόσκαλα Πόρου κάθε Τρίτη και Παρασκευή.

Παραγγείλτε: https://kalathaki.gr/?utm_source=crm&utm_campaign=winback_oct

Δεν θέλετε προσφορές; https://kalathaki.gr/unsubscribe?u=5fa10c`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#fff8f0;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;overflow:hidden;">
<tr><td><img src="https://cdn.kalathaki.gr/email/campaigns/winback-oct.jpg" alt="Σας λείψαμε!" width="560" style="display:block;"></td></tr>
<tr><td align="center" style="padding:22px 26px;font-size:15px;color:#333;">
<h1 style="font-size:22px;color:#ef6c00;">Ελένη, σας λείψαμε!</h1>
<p>Με τον κωδικό έκπτωσης</p>
<p style="font-size:26px;font-weight:bold;border:2px dashed #ef6c00;display:inline-block;padding:8px 20px;">GYRNA5</p>
<p>έχετε <b>5 € έκπτωση</b> σε παραγγελίες άνω των 25 €, έως 31/10/2026.</p>
<p>🐟 Νέα στο Καλαθάκι: φρέσκα ψάρια από την ιχθυόσκαλα Πόρου κάθε Τρίτη και Παρασκευή.</p>
<p><a href="https://kalathaki.gr/?utm_source=crm&amp;utm_campaign=winback_oct" style="background:#ef6c00;color:#fff;padding:12px 28px;border-radius:24px;text-decoration:none;font-weight:bold;">Παραγγείλτε τώρα</a></p>
</td></tr>
<tr><td align="center" style="padding:14px;font-size:11px;color:#aaa;border-top:1px solid #f3e6d8;">Καλαθάκι Ι.Κ.Ε. · Πόρος 180 20 · <a href="https://kalathaki.gr/unsubscribe?u=5fa10c" style="color:#aaa;">Δεν θέλετε προσφορές;</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- German supplementary pension
  {
    family: "versorgungskasse-weserland",
    group: "regional",
    lang: "de",
    kind: "life-certificate-reminder",
    code: null,
    link: null,
    from: "Versorgungskasse Weserland <leistungen@vk-weserland.de>",
    to: "Eleni Mavridou <eleni.mavridou@inbox.example>",
    subject: "Erinnerung: Lebensbescheinigung 2026 – Versorgungsnummer 71/004 8823",
    date: "Mon, 14 Sep 2026 09:12:30 +0200",
    enc: "qp",
    text: `Sehr geehrte Frau Mavridou,

für Versorgungsempfängerinnen und -empfänger mit Wohnsitz im Ausland benötigen wir einmal jährlich
eine Lebensbescheinigung. Ihre Bescheinigung für 2026 liegt uns noch nicht vor.

Bitte lassen Sie das Formular, das wir Ihnen am 03.08.2026 per Post zugesandt haben, von einer
Behörde (z. B. KEP-Bürgerbüro, Gemeinde oder Deutsche Botschaft) bestätigen und senden Sie es uns
bis zum 31.10.2026 im Original zurück.

Versorgungsnummer: 71/004 8823
Monatliche Zusatzrente: 312,45 EUR

Geht die Bescheinigung nicht rechtzeitig ein, müssen wir die Zahlung ab Dezember 2026 vorläufig einstellen.

Mit freundlichen Grüßen
Ihre Versorgungskasse Weserland
Am Wall 140, 28195 Bremen
Telefon +49 421 3344-500 (Mo–Do 8–16 Uhr, Fr 8–13 Uhr)`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a;background:#ffffff;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:10px 0 14px;border-bottom:2px solid #004f7c;"><img src="https://www.vk-weserland.de/fileadmin/mail/vkw-logo.gif" alt="Versorgungskasse Weserland" width="220" height="40"></td></tr>
<tr><td style="padding:18px 0;line-height:1.5;">
<p>Sehr geehrte Frau Mavridou,</p>
<p>für Versorgungsempfängerinnen und -empfänger mit Wohnsitz im Ausland benötigen wir einmal jährlich eine Lebensbescheinigung. Ihre Bescheinigung für 2026 liegt uns noch nicht vor.</p>
<p>Bitte lassen Sie das Formular, das wir Ihnen am 03.08.2026 per Post zugesandt haben, von einer Behörde (z.&nbsp;B. KEP-Bürgerbüro, Gemeinde oder Deutsche Botschaft) bestätigen und senden Sie es uns <b>bis zum 31.10.2026</b> im Original zurück.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;background:#eef4f8;">
<tr><td>Versorgungsnummer:</td><td>71/004 8823</td></tr>
<tr><td>Monatliche Zusatzrente:</td><td>312,45 EUR</td></tr>
</table>
<p>Geht die Bescheinigung nicht rechtzeitig ein, müssen wir die Zahlung ab Dezember 2026 vorläufig einstellen.</p>
<p>Das Formular finden Sie auch als <a href="https://www.vk-weserland.de/service/formulare/lebensbescheinigung-ausland.pdf">PDF zum Ausdrucken</a>.</p>
<p>Mit freundlichen Grüßen<br>Ihre Versorgungskasse Weserland</p>
</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #ccc;font-size:11px;color:#666;">Versorgungskasse Weserland · Anstalt des öffentlichen Rechts · Am Wall 140, 28195 Bremen<br>Telefon +49 421 3344-500 (Mo–Do 8–16 Uhr, Fr 8–13 Uhr) · <a href="https://www.vk-weserland.de/datenschutz" style="color:#666;">Datenschutz</a> · <a href="https://www.vk-weserland.de/impressum" style="color:#666;">Impressum</a></td></tr>
</table></body></html>`,
  },
  {
    family: "versorgungskasse-weserland",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "K7M4-9Q2P",
    link: null,
    from: "Versorgungskasse Weserland – Online-Postfach <postfach@vk-weserland.de>",
    to: "Eleni Mavridou <eleni.mavridou@inbox.example>",
    subject: "Ihr Anmeldecode für das Online-Postfach",
    date: "Wed, 7 Oct 2026 15:40:11 +0200",
    enc: "qp",
    text: `Sehr geehrte Frau Mavridou,

Sie melden sich gerade im Online-Postfach der Versorgungskasse Weserland an.
Ihr Anmeldecode lautet:

K7M4-9Q2P

Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.
Falls Sie sich nicht angemeldet haben, wenden Sie sich bitte an +49 421 3344-500.

Diese E-Mail wurde automatisch erstellt.`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a;">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:10px 0 14px;border-bottom:2px solid #004f7c;"><img src="https://www.vk-weserland.de/fileadmin/mail/vkw-logo.gif" alt="Versorgungskasse Weserland" width="220" height="40"></td></tr>
<tr><td style="padding:18px 0;">
<p>Sehr geehrte Frau Mavridou,</p>
<p>Sie melden sich gerade im Online-Postfach der Versorgungskasse Weserland an. Ihr Anmeldecode lautet:</p>
<p style="font-family:'Courier New',monospace;font-size:26px;font-weight:bold;background:#eef4f8;padding:12px 18px;display:inline-block;letter-spacing:2px;">K7M4-9Q2P</p>
<p>Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.<br>Falls Sie sich nicht angemeldet haben, wenden Sie sich bitte an +49 421 3344-500.</p>
<p style="font-size:12px;color:#666;">Diese E-Mail wurde automatisch erstellt.</p>
</td></tr></table></body></html>`,
  },
  {
    family: "versorgungskasse-weserland",
    group: "regional",
    lang: "de",
    kind: "document-available",
    code: null,
    link: null,
    from: "Versorgungskasse Weserland – Online-Postfach <postfach@vk-weserland.de>",
    to: "Eleni Mavridou <eleni.mavridou@inbox.example>",
    subject: "Neues Dokument in Ihrem Online-Postfach",
    date: "Thu, 22 Oct 2026 07:02:45 +0200",
    enc: "7bit",
    text: `Sehr geehrte Frau Mavridou,

in Ihrem Online-Postfach ist ein neues Dokument eingegangen:

Eingangsbestaetigung Lebensbescheinigung 2026 (vom 21.10.2026)

Aus Datenschutzgruenden versenden wir den Inhalt nicht per E-Mail. Sie koennen das Dokument nach
der Anmeldung unter https://postfach.vk-weserland.de abrufen.

Mit freundlichen Gruessen
Versorgungskasse Weserland, Am Wall 140, 28195 Bremen`,
    html: null,
  },
  // ---------------------------------------------------------------- German bookshop
  {
    family: "buchinsel",
    group: "consumer",
    lang: "de",
    kind: "verify-code-link",
    code: "508271",
    link: "https://www.buchinsel.de/konto/bestaetigen?token=eyJ1IjoiMzM4MTIiLCJ0IjoiYjdhOSJ9.Rk1zq&src=mail",
    from: "Buchinsel <service@buchinsel.de>",
    to: "Eleni Mavridou <eleni.mavridou@inbox.example>",
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: "Sun, 27 Sep 2026 20:18:09 +0200",
    enc: "b64",
    text: `Willkommen bei Buchinsel!

Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Kundenkonto freischalten können.

Ihr Bestätigungscode: 508 271

Oder klicken Sie auf diesen Link:
https://www.buchinsel.de/konto/bestaetigen?token=eyJ1IjoiMzM4MTIiLCJ0IjoiYjdhOSJ9.Rk1zq&src=mail

Der Code und der Link sind 24 Stunden gültig.

Versandkostenfrei ab 29 EUR – auch nach Griechenland und Zypern.

Buchinsel GmbH · Hafenstraße 9 · 24103 Kiel · Amtsgericht Kiel HRB 20417
Kundenservice: 0431 7788 120`,
    html: `<!DOCTYPE html><html lang="de"><body style="margin:0;background:#f1efe9;font-family:Georgia,serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e6e2d8;"><img src="https://media.buchinsel.de/mail/buchinsel-logo.png" alt="Buchinsel" width="150"></td></tr>
<tr><td style="padding:26px 30px;font-size:16px;color:#2d2a24;line-height:1.55;">
<h1 style="font-size:22px;font-weight:normal;margin:0 0 14px;">Willkommen bei Buchinsel!</h1>
<p>Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Kundenkonto freischalten können.</p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#777;margin-bottom:4px;">Ihr Bestätigungscode</p>
<p style="font-family:Arial,sans-serif;font-size:30px;font-weight:bold;letter-spacing:3px;margin-top:0;">508 271</p>
<p style="font-family:Arial,sans-serif;font-size:14px;">Oder bestätigen Sie mit einem Klick:</p>
<p><a href="https://www.buchinsel.de/konto/bestaetigen?token=eyJ1IjoiMzM4MTIiLCJ0IjoiYjdhOSJ9.Rk1zq&amp;src=mail" style="font-family:Arial,sans-serif;background:#1f4e5f;color:#fff;padding:12px 26px;text-decoration:none;display:inline-block;">E-Mail-Adresse bestätigen</a></p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#777;">Der Code und der Link sind 24 Stunden gültig.</p>
<p style="font-family:Arial,sans-serif;font-size:13px;background:#f6f3ea;padding:10px;">📦 Versandkostenfrei ab 29 EUR – auch nach Griechenland und Zypern.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-family:Arial,sans-serif;font-size:11px;color:#999;background:#f8f7f3;">Buchinsel GmbH · Hafenstraße 9 · 24103 Kiel · Amtsgericht Kiel HRB 20417 · Kundenservice 0431 7788 120<br>
<a href="https://www.buchinsel.de/agb" style="color:#999;">AGB</a> · <a href="https://www.buchinsel.de/datenschutz" style="color:#999;">Datenschutz</a> · <a href="https://www.buchinsel.de/impressum" style="color:#999;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "buchinsel",
    group: "consumer",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Buchinsel <versand@buchinsel.de>",
    to: "Eleni Mavridou <eleni.mavridou@inbox.example>",
    subject: "Ihre Bestellung 1004-88217 ist unterwegs",
    date: "Wed, 30 Sep 2026 13:47:26 +0200",
    enc: "qp",
    text: `Guten Tag Frau Mavridou,

gute Nachrichten: Ihre Bestellung 1004-88217 vom 27.09.2026 hat unser Lager verlassen.

1 × Jenny Erpenbeck – Kairos (Taschenbuch)          14,00 EUR
1 × Großdruck-Rätselbuch „Kreuzworträtsel XXL“       9,99 EUR
Versand nach Griechenland                           0,00 EUR
Gesamt                                             23,99 EUR

Versand mit DHL Paket International, Sendungsnummer 00340434188217552910
Voraussichtliche Zustellung: 06.–09.10.2026
Lieferadresse: Eleni Mavridou, Kallitheas 7, 18020 Poros, Griechenland

Sendungsverfolgung: https://www.buchinsel.de/bestellungen/1004-88217/sendung

Viel Freude beim Lesen!
Ihr Buchinsel-Team`,
    html: `<!DOCTYPE html><html lang="de"><body style="margin:0;background:#f1efe9;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e6e2d8;"><img src="https://media.buchinsel.de/mail/buchinsel-logo.png" alt="Buchinsel" width="150"></td></tr>
<tr><td style="padding:24px 30px;font-size:14px;color:#2d2a24;">
<p>Guten Tag Frau Mavridou,</p>
<p>gute Nachrichten: Ihre Bestellung <b>1004-88217</b> vom 27.09.2026 hat unser Lager verlassen.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e6e2d8;">
<tr><td><img src="https://media.buchinsel.de/cover/9783630876924-s.jpg" alt="Kairos" width="40"></td><td>Jenny Erpenbeck – Kairos (Taschenbuch)</td><td align="right">14,00 EUR</td></tr>
<tr><td><img src="https://media.buchinsel.de/cover/4019172100711-s.jpg" alt="Rätselbuch" width="40"></td><td>Großdruck-Rätselbuch „Kreuzworträtsel XXL“</td><td align="right">9,99 EUR</td></tr>
<tr><td></td><td style="color:#777;">Versand nach Griechenland</td><td align="right" style="color:#777;">0,00 EUR</td></tr>
<tr><td></td><td><b>Gesamt</b></td><td align="right"><b>23,99 EUR</b></td></tr>
</table>
<p>Versand mit DHL Paket International, Sendungsnummer <span style="font-family:monospace;">00340434188217552910</span><br>Voraussichtliche Zustellung: <b>06.–09.10.2026</b><br>Lieferadresse: Eleni Mavridou, Kallitheas 7, 18020 Poros, Griechenland</p>
<p><a href="https://www.buchinsel.de/bestellungen/1004-88217/sendung" style="color:#1f4e5f;font-weight:bold;">Sendung verfolgen</a></p>
<p>Viel Freude beim Lesen!<br>Ihr Buchinsel-Team</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#999;background:#f8f7f3;">Buchinsel GmbH · Hafenstraße 9 · 24103 Kiel · <a href="https://www.buchinsel.de/datenschutz" style="color:#999;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- airline (visit to Perth)
  {
    family: "coralwing-air",
    group: "consumer",
    lang: "en",
    kind: "itinerary",
    code: null,
    link: null,
    from: "Coralwing Airways <bookings@coralwing.com.au>",
    to: ME_EN,
    subject: "Your trip to Perth – booking reference 6TQ2LM",
    date: "Wed, 16 Sep 2026 02:11:38 +0300",
    enc: "qp",
    text: `Booking confirmed – thanks for flying with Coralwing!

Booking reference: 6TQ2LM
Passenger: MS ELENI MAVRIDOU
E-ticket number: 739 2418 550771 4

OUTBOUND  Tue 1 Dec 2026
CW 482  Larnaca (LCA) 23:55 -> Dubai (DXB) 04:10 +1
CW 9    Dubai (DXB) 09:25 -> Perth (PER) 23:40   Economy, seat 41C, 2 x 23 kg

RETURN  Sat 9 Jan 2027
CW 10   Perth (PER) 01:05 -> Dubai (DXB) 06:50
CW 481  Dubai (DXB) 10:15 -> Larnaca (LCA) 13:20

Total paid: EUR 1,386.40 (Visa •••• 4821)

Please make sure your passport is valid for at least 6 months and that you hold an
Australian ETA/visa before travel. Manage your booking at https://www.coralwing.com.au/manage

Coralwing Airways Pty Ltd · ABN 77 190 442 018 · 1 Airport Drive, Perth Airport WA 6105`,
    html: `<!doctype html><html><body style="margin:0;background:#f0f4f7;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;"><tr><td align="center" style="padding:20px 0;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#e0475b;padding:18px 26px;"><img src="https://www.coralwing.com.au/assets/email/cw-logo-white.png" alt="Coralwing Airways" width="170"></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;color:#223;">
<p style="font-size:20px;margin:0 0 6px;"><b>Booking confirmed</b></p>
<p style="margin-top:0;">Thanks for flying with Coralwing, Eleni.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="background:#fdf0f2;"><tr>
<td style="padding:12px 16px;font-size:12px;color:#777;">Booking reference<br><span style="font-size:22px;color:#e0475b;font-weight:bold;letter-spacing:2px;">6TQ2LM</span></td>
<td style="padding:12px 16px;font-size:12px;color:#777;">E-ticket<br><span style="font-size:14px;color:#223;">739 2418 550771 4</span></td>
</tr></table>
</td></tr>
<tr><td style="padding:10px 26px;font-size:14px;color:#223;">
<p style="color:#e0475b;font-weight:bold;margin-bottom:4px;">OUTBOUND · Tue 1 Dec 2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e4e8ec;font-size:13px;">
<tr><td>CW 482</td><td>Larnaca (LCA) 23:55</td><td>→</td><td>Dubai (DXB) 04:10 <sup>+1</sup></td></tr>
<tr><td>CW 9</td><td>Dubai (DXB) 09:25</td><td>→</td><td>Perth (PER) 23:40</td></tr>
</table>
<p style="color:#e0475b;font-weight:bold;margin-bottom:4px;">RETURN · Sat 9 Jan 2027</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e4e8ec;font-size:13px;">
<tr><td>CW 10</td><td>Perth (PER) 01:05</td><td>→</td><td>Dubai (DXB) 06:50</td></tr>
<tr><td>CW 481</td><td>Dubai (DXB) 10:15</td><td>→</td><td>Larnaca (LCA) 13:20</td></tr>
</table>
<p>Ms Eleni Mavridou · Economy · seat 41C · 2 × 23 kg<br>Total paid: <b>EUR 1,386.40</b> (Visa •••• 4821)</p>
<p style="font-size:13px;background:#fff8e6;padding:10px;">Please make sure your passport is valid for at least 6 months and that you hold an Australian ETA/visa before travel.</p>
<p><a href="https://www.coralwing.com.au/manage" style="color:#e0475b;font-weight:bold;">Manage booking</a></p>
</td></tr>
<tr><td style="padding:16px 26px;background:#223344;font-size:11px;color:#aab6c2;">Coralwing Airways Pty Ltd · ABN 77 190 442 018 · 1 Airport Drive, Perth Airport WA 6105<br>
<a href="https://www.coralwing.com.au/conditions-of-carriage" style="color:#aab6c2;">Conditions of carriage</a> · <a href="https://www.coralwing.com.au/privacy" style="color:#aab6c2;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "coralwing-air",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://email.coralwing.com.au/c/eJxNj0FuwyAQRc8yC8tAHBtHsZRFZSmL3qCqJgwgYEUGxmRVdu7d-pFdvOt_PP4DsPCNeRHsU3yT_MI2",
    from: "Coralwing Club <club@coralwing.com.au>",
    to: ME_EN,
    subject: "Confirm your email to finish joining Coralwing Club",
    date: "Wed, 16 Sep 2026 02:19:50 +0300",
    enc: "b64",
    text: `Welcome aboard, Eleni!

You're one step away from your Coralwing Club membership (no. CWC 40 118 927).
Confirm your email address so we can credit the 3,420 points from booking 6TQ2LM:

https://email.coralwing.com.au/c/eJxNj0FuwyAQRc8yC8tAHBtHsZRFZSmL3qCqJgwgYEUGxmRVdu7d-pFdvOt_PP4DsPCNeRHsU3yT_MI2

Points from flights you've already booked are added within 72 hours of confirming.

Coralwing Club · GPO Box 2207, Perth WA 6001 · 13 27 94 (within Australia)`,
    html: `<!doctype html><html><body style="margin:0;background:#f0f4f7;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#223344;padding:18px 26px;"><img src="https://www.coralwing.com.au/assets/email/club-logo.png" alt="Coralwing Club" width="150"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#223;line-height:1.5;">
<h1 style="font-size:22px;margin:0 0 10px;">Welcome aboard, Eleni!</h1>
<p>You're one step away from your Coralwing Club membership (no. CWC 40 118 927). Confirm your email address so we can credit the <b>3,420 points</b> from booking 6TQ2LM.</p>
<p style="margin:26px 0;"><a href="https://email.coralwing.com.au/c/eJxNj0FuwyAQRc8yC8tAHBtHsZRFZSmL3qCqJgwgYEUGxmRVdu7d-pFdvOt_PP4DsPCNeRHsU3yT_MI2" style="background:#e0475b;color:#fff;padding:14px 30px;text-decoration:none;border-radius:4px;font-weight:bold;">Confirm my email</a></p>
<p style="font-size:13px;color:#667;">Points from flights you've already booked are added within 72 hours of confirming.</p>
</td></tr>
<tr><td style="padding:16px 26px;background:#223344;font-size:11px;color:#aab6c2;">Coralwing Club · GPO Box 2207, Perth WA 6001 · 13 27 94 (within Australia)<br><a href="https://www.coralwing.com.au/club/terms" style="color:#aab6c2;">Club terms</a> · <img src="https://email.coralwing.com.au/o/eJxNj0FuwyAQRc8y.gif" width="1" height="1" alt=""></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "akamas-bank",
    group: "regional",
    lang: "en",
    kind: "new-payee",
    code: null,
    link: null,
    from: "Akamas Bank <security@akamasbank.com.cy>",
    to: ME_EN,
    subject: "Security notice: a new payee was added to your account",
    date: "Tue, 20 Oct 2026 18:27:14 +0300",
    enc: "qp",
    text: `Dear Ms Mavridou,

A new payee was added to Akamas Online on 20/10/2026 at 18:25:

Payee name:   LARNACA MUNICIPALITY
IBAN:         CY21 •••• •••• •••• •••• 0093 1176
Added from:   Akamas Mobile, iPhone

If you added this payee, no action is needed.
If you do not recognise it, call us immediately on +357 22 008 800 (24/7). Do not reply to this e-mail.

Akamas Bank will never ask for your passcode, one-time codes or card PIN by e-mail, SMS or phone.

Akamas Bank Public Company Ltd · 51 Makariou III Avenue, 1065 Nicosia, Cyprus`,
    html: null,
  },
];
