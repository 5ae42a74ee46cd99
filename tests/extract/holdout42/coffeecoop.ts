/**
 * Two months of the manager's inbox at a highland coffee cooperative in Huehuetenango, Guatemala:
 * certification, trade platform, buyers' portals, bank, credit fund, FEL e-invoicing, phone, shipping,
 * cupping lab, shared drive and video calls, in Spanish, English, German, Japanese and a few buyers' languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Marta Cux Tzoc <gerencia@flordealtura.org.gt>";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** An RFC 2822 date in 2026 (September and October), with the sender's zone. */
function d(day: number, month: number, time: string, zone = "-0600"): string {
  const dt = new Date(Date.UTC(2026, month - 1, day));
  const wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][dt.getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MON[month - 1]} 2026 ${time}:${
    ["11", "27", "40", "05"][day % 4]
  } ${zone}`;
}

/** A hidden preheader span, as most senders ship one. */
function pre(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#ffffff;line-height:1px">${s}&#847; &zwnj;&nbsp;&#847; &zwnj;&nbsp;</div>`;
}

/** A centred 600px table wrapper. */
function wrap(bg: string, inner: string, head = ""): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${head}</head>
<body style="margin:0;padding:0;background:${bg}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${bg}"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff">
${inner}
</table>
</td></tr></table>
</body></html>`;
}

/** A bulletproof button. */
function btn(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0"><tr><td bgcolor="${color}" style="border-radius:4px">
<a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none">${label}</a>
</td></tr></table>`;
}

/** One table cell per digit. */
function digitCells(code: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:18px auto"><tr>${
    [...code].map((ch) =>
      `<td style="width:40px;height:52px;border:1px solid #cfd6dd;border-radius:6px;text-align:center;font:bold 26px 'Courier New',monospace;color:${color}">${ch}</td>`
    ).join("")
  }</tr></table>`;
}

// ---------------------------------------------------------------- Verdalia Certificaciones (certification body)

function verdalia(body: string, preheader: string): string {
  return wrap(
    "#eef3ea",
    `<tr><td style="padding:0">${pre(preheader)}</td></tr>
<tr><td style="background:#2f5d34;padding:18px 28px"><img src="https://static.verdalia-cert.org/mail/logo-blanco.png" width="150" height="36" alt="Verdalia Certificaciones" style="display:block;border:0"></td></tr>
<tr><td style="padding:28px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:23px;color:#23301f">${body}</td></tr>
<tr><td style="background:#f4f6f2;padding:18px 28px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6b7568">
Verdalia Certificaciones S.A. · 12 Calle 1-25 Zona 10, Edificio Géminis, Torre Sur, Of. 804 · 01010 Guatemala, C.A.<br>
Organismo acreditado ISO/IEC 17065 · Tel. +502 2338 4410<br>
<a href="https://www.verdalia-cert.org/privacidad" style="color:#2f5d34">Aviso de privacidad</a> · <a href="https://portal.verdalia-cert.org/ayuda" style="color:#2f5d34">Centro de ayuda</a> · © 2026 Verdalia
</td></tr>`,
  );
}

const verdaliaMails: Mail[] = [
  {
    family: "verdalia-cert",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "305718",
    link: null,
    from: "Portal Verdalia <no-responder@portal.verdalia-cert.org>",
    to: ME,
    subject: "Su código de acceso al Portal de Clientes",
    date: d(2, 9, "07:42"),
    text: `Estimada Marta Cux Tzoc:

Recibimos una solicitud de inicio de sesión en el Portal de Clientes de Verdalia para la
organización COOPERATIVA AGRÍCOLA FLOR DE ALTURA, R.L. (Operador n.º VC-GT-04127).

Su código de acceso es:

    305718

El código vence en 10 minutos y solo puede utilizarse una vez.

Si usted no intentó ingresar, ignore este mensaje; su contraseña sigue siendo válida.
Dudas: portal@verdalia-cert.org o +502 2338 4410.

Verdalia Certificaciones S.A.
12 Calle 1-25 Zona 10, Guatemala
`,
    html: verdalia(
      `<p style="margin:0 0 14px">Estimada Marta Cux Tzoc:</p>
<p style="margin:0 0 14px">Recibimos una solicitud de inicio de sesión en el Portal de Clientes para <strong>COOPERATIVA AGRÍCOLA FLOR DE ALTURA, R.L.</strong> (Operador n.º VC-GT-04127).</p>
<p style="margin:0 0 6px">Su código de acceso es:</p>
<p style="margin:0 0 18px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:#2f5d34">305718</p>
<p style="margin:0 0 14px;font-size:13px;color:#55604f">Vence en 10 minutos y solo puede utilizarse una vez. Si usted no intentó ingresar, ignore este mensaje.</p>`,
      "Código de acceso: vence en 10 minutos",
    ),
    enc: "qp",
  },
  {
    family: "verdalia-cert",
    group: "regional",
    lang: "es",
    kind: "audit-scheduled",
    code: null,
    link: null,
    from: "Programación de Auditorías <auditorias@verdalia-cert.org>",
    to: ME,
    subject: "Programación de auditoría anual 2026-2027 – Operador VC-GT-04127",
    date: d(8, 9, "15:10"),
    text: `Estimada Sra. Cux:

Le confirmamos la programación de la auditoría anual de renovación para su organización:

  Operador:        VC-GT-04127 – Cooperativa Agrícola Flor de Altura, R.L.
  Alcance:         Producción (grupo de productores, 212 socios) y beneficio húmedo
  Normas:          Orgánico UE 2018/848, NOP, Comercio Justo
  Fechas:          13 al 16 de octubre de 2026
  Auditor líder:   Ing. Rodrigo Ajanel
  Expediente:      AUD-2026-1187

Muestreo de parcelas: 14 fincas (se notificarán 48 horas antes).
Documentos a tener listos: registro interno de socios actualizado, bitácoras de aplicación de
insumos, recibos de compra de café pergamino (cosecha 2025-2026) y plan de mejora del año anterior.

La cotización COT-8842 por Q 14,650.00 (IVA incluido) fue aceptada el 1 de septiembre.
No es necesaria ninguna acción adicional; el auditor se comunicará con usted para la logística.

Atentamente,
Departamento de Programación
Verdalia Certificaciones S.A.
Tel. +502 2338 4410 ext. 212
`,
    html: verdalia(
      `<p style="margin:0 0 14px">Estimada Sra. Cux:</p>
<p style="margin:0 0 14px">Le confirmamos la programación de la auditoría anual de renovación:</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:13px;border-collapse:collapse;width:100%">
<tr><td style="border-bottom:1px solid #dfe5da;color:#6b7568;width:34%">Operador</td><td style="border-bottom:1px solid #dfe5da">VC-GT-04127 – Cooperativa Agrícola Flor de Altura, R.L.</td></tr>
<tr><td style="border-bottom:1px solid #dfe5da;color:#6b7568">Alcance</td><td style="border-bottom:1px solid #dfe5da">Producción (grupo de productores, 212 socios) y beneficio húmedo</td></tr>
<tr><td style="border-bottom:1px solid #dfe5da;color:#6b7568">Normas</td><td style="border-bottom:1px solid #dfe5da">Orgánico UE 2018/848, NOP, Comercio Justo</td></tr>
<tr><td style="border-bottom:1px solid #dfe5da;color:#6b7568">Fechas</td><td style="border-bottom:1px solid #dfe5da"><strong>13 al 16 de octubre de 2026</strong></td></tr>
<tr><td style="border-bottom:1px solid #dfe5da;color:#6b7568">Auditor líder</td><td style="border-bottom:1px solid #dfe5da">Ing. Rodrigo Ajanel</td></tr>
<tr><td style="color:#6b7568">Expediente</td><td>AUD-2026-1187</td></tr>
</table>
<p style="margin:16px 0 14px">Muestreo de parcelas: 14 fincas (se notificarán 48 horas antes). Tenga listos el registro interno de socios, las bitácoras de insumos, los recibos de compra de pergamino 2025-2026 y el plan de mejora del año anterior.</p>
<p style="margin:0 0 14px">La cotización COT-8842 por Q 14,650.00 (IVA incluido) fue aceptada el 1 de septiembre. No es necesaria ninguna acción adicional.</p>
<p style="margin:0">Departamento de Programación<br>Tel. +502 2338 4410 ext. 212</p>`,
      "Auditoría del 13 al 16 de octubre · expediente AUD-2026-1187",
    ),
    enc: "8bit",
  },
  {
    family: "verdalia-cert",
    group: "regional",
    lang: "en",
    kind: "certificate-issued",
    code: null,
    link: null,
    from: "Verdalia Certification Desk <certificates@verdalia-cert.org>",
    to: ME,
    subject: "Transaction Certificate TC-GT-2026-03391 issued (lot FDA-26-014)",
    date: d(21, 10, "11:03"),
    text: `Dear Ms. Cux Tzoc,

The Transaction Certificate below has been issued and is attached to this message as a PDF.

  TC number:      TC-GT-2026-03391
  Seller:         Cooperativa Agrícola Flor de Altura, R.L. (VC-GT-04127)
  Buyer:          Hollowpine Coffee Roasters LLC, Portland OR, USA
  Product:        Green coffee, Arabica, SHB EP, organic
  Lot / marks:    FDA-26-014 / 275 bags x 69 kg = 18,975 kg net
  Contract:       HPR-C-2026-0412
  B/L:            MRNL26GT0098812

The certificate can also be viewed in the client portal under Documents > Transaction certificates.
Please forward the PDF to your buyer together with the shipping documents.

Kind regards,
Certification Desk
Verdalia Certificaciones S.A. - Guatemala City
`,
    html: null,
    attachment: [
      "TC-GT-2026-03391.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Transaction Certificate TC-GT-2026-03391\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Cherrymark (green-coffee trade platform)

const CM_FOOT =
  `<tr><td style="padding:20px 32px 28px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8a8f98;border-top:1px solid #eceef1">
<a href="https://cherrymark.coffee/app/settings/notifications" style="color:#8a8f98">Notification settings</a> &nbsp;·&nbsp; <a href="https://cherrymark.coffee/legal/privacy" style="color:#8a8f98">Privacy</a> &nbsp;·&nbsp; <a href="https://help.cherrymark.coffee" style="color:#8a8f98">Help center</a><br>
Cherrymark Trading Inc., 1120 NW Couch St, Suite 300, Portland, OR 97209, USA<br>
<a href="https://apps.apple.com/app/cherrymark/id1588204417"><img src="https://cdn.cherrymark.coffee/email/app-store.png" width="110" alt="Download on the App Store" style="margin-top:10px;border:0"></a>
<a href="https://play.google.com/store/apps/details?id=coffee.cherrymark.app"><img src="https://cdn.cherrymark.coffee/email/google-play.png" width="122" alt="Get it on Google Play" style="margin-top:10px;border:0"></a>
</td></tr>`;

function cm(inner: string, preheader: string): string {
  return wrap(
    "#f6f4f1",
    `<tr><td>${pre(preheader)}</td></tr>
<tr><td style="padding:26px 32px 8px"><img src="https://cdn.cherrymark.coffee/email/wordmark@2x.png" width="142" alt="Cherrymark" style="border:0;display:block"></td></tr>
<tr><td style="padding:8px 32px 24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#1f2329">${inner}</td></tr>
${CM_FOOT}`,
  );
}

const CM_VERIFY =
  "https://cherrymark.coffee/verify-email?token=eyJ1IjoiNDQxOTAyIiwiZSI6ImdlcmVuY2lhQGZsb3JkZWFsdHVyYS5vcmcuZ3QifQ.Qm9x7Lw2";
const CM_SIGNIN = "https://cherrymark.coffee/auth/magic?lt=mk_7Fq2pX9wR4hT&redirect=%2Fapp%2Foffers";

const cherrymarkMails: Mail[] = [
  {
    family: "cherrymark",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: CM_VERIFY,
    from: "Cherrymark <hello@cherrymark.coffee>",
    to: ME,
    subject: "Confirm your email to finish setting up Flor de Altura on Cherrymark",
    date: d(3, 9, "18:26", "-0700"),
    text: `Hi Marta,

Thanks for listing Cooperativa Agrícola Flor de Altura on Cherrymark. Before buyers can see your
lots, please confirm that gerencia@flordealtura.org.gt is your address:

Confirm email: ${CM_VERIFY}

This link is valid for 48 hours. Once confirmed, you can upload cupping sheets, set FOB prices and
receive offers from 1,900+ roasters in 41 countries.

Didn't create an account? You can ignore this email.

- The Cherrymark team
Cherrymark Trading Inc., 1120 NW Couch St, Suite 300, Portland, OR 97209
`,
    html: cm(
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px">Confirm your email</h1>
<p style="margin:0 0 12px">Hi Marta,</p>
<p style="margin:0 0 12px">Thanks for listing <strong>Cooperativa Agrícola Flor de Altura</strong> on Cherrymark. Before buyers can see your lots, please confirm that <a href="mailto:gerencia@flordealtura.org.gt" style="color:#1f2329">gerencia@flordealtura.org.gt</a> is your address.</p>
${btn(CM_VERIFY, "Confirm email", "#b1302c")}
<p style="margin:0 0 12px;font-size:13px;color:#5d636b">This link is valid for 48 hours. Once confirmed, you can upload cupping sheets, set FOB prices and receive offers from 1,900+ roasters in 41 countries.</p>
<p style="margin:0;font-size:13px;color:#5d636b">Didn't create an account? You can ignore this email.</p>`,
      "One click and your lots go live for 1,900+ roasters.",
    ),
    enc: "qp",
  },
  {
    family: "cherrymark",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "KD7-42Q",
    code_digits: "KD742Q",
    link: CM_SIGNIN,
    from: "Cherrymark <signin@cherrymark.coffee>",
    to: ME,
    subject: "Your Cherrymark sign-in link and code",
    date: d(15, 9, "06:58", "-0700"),
    text: `Sign in to Cherrymark

Use this link to sign in on this device:
${CM_SIGNIN}

Or enter this code on the sign-in screen: KD7-42Q

The link and code expire in 15 minutes. Request made from Chrome on Android, near Huehuetenango, GT.
If this wasn't you, you can safely ignore this email.

Cherrymark Trading Inc. · Portland, OR
`,
    html: cm(
      `<h1 style="margin:0 0 16px;font-size:22px">Sign in to Cherrymark</h1>
<p style="margin:0">Use the button to sign in on this device.</p>
${btn(CM_SIGNIN, "Sign in", "#1f2329")}
<p style="margin:0 0 6px">Or enter this code on the sign-in screen:</p>
<div style="display:inline-block;padding:10px 18px;background:#f1efec;border-radius:6px;font:bold 24px/30px Menlo,Consolas,monospace;letter-spacing:3px">KD7-42Q</div>
<p style="margin:16px 0 0;font-size:13px;color:#5d636b">The link and code expire in 15 minutes. Request made from Chrome on Android, near Huehuetenango, GT. If this wasn't you, you can safely ignore this email.</p>`,
      "Your link and code expire in 15 minutes",
    ),
    enc: "b64",
  },
  {
    family: "cherrymark",
    group: "consumer",
    lang: "en",
    kind: "offer-received",
    code: null,
    link: null,
    from: "Cherrymark Offers <offers@cherrymark.coffee>",
    to: ME,
    subject: 'New offer on FDA-26-021 "Xeabaj Washed": $4.85/lb FOB',
    date: d(22, 9, "12:14", "-0700"),
    text: `You have a new offer

Lot:        FDA-26-021 "Xeabaj Washed" (SHB EP, 86.25 pts, 40 bags x 69 kg)
Buyer:      Kanzashi Coffee Works, Osaka JP (verified roaster, 27 completed trades)
Price:      USD 4.85/lb FOB Santo Tomás de Castilla (your ask: USD 5.10/lb)
Shipment:   December 2026
Payment:    CAD, 30% prepayment
Offer #:    OF-913377 - expires 29 Sep 2026, 23:59 PT

Review the offer in your dashboard: https://cherrymark.coffee/app/offers/OF-913377

Market context: ICE "C" Dec-26 closed at 287.40 c/lb yesterday.

Cherrymark Trading Inc. · 1120 NW Couch St, Suite 300, Portland, OR 97209
Manage notifications: https://cherrymark.coffee/app/settings/notifications
`,
    html: cm(
      `<p style="margin:0 0 4px;font-size:12px;text-transform:uppercase;letter-spacing:1px;color:#b1302c">New offer</p>
<h1 style="margin:0 0 16px;font-size:21px">$4.85/lb FOB for “Xeabaj Washed”</h1>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;line-height:22px">
<tr><td style="color:#8a8f98;width:110px">Lot</td><td>FDA-26-021 · SHB EP · 86.25 pts · 40 × 69 kg</td></tr>
<tr><td style="color:#8a8f98">Buyer</td><td>Kanzashi Coffee Works, Osaka JP <span style="color:#2b8a3e">✓ verified</span> · 27 trades</td></tr>
<tr><td style="color:#8a8f98">Price</td><td><strong>USD 4.85/lb</strong> FOB Santo Tomás de Castilla <span style="color:#8a8f98">(ask 5.10)</span></td></tr>
<tr><td style="color:#8a8f98">Shipment</td><td>December 2026</td></tr>
<tr><td style="color:#8a8f98">Payment</td><td>CAD, 30% prepayment</td></tr>
<tr><td style="color:#8a8f98">Expires</td><td>29 Sep 2026, 23:59 PT · OF-913377</td></tr>
</table>
${btn("https://cherrymark.coffee/app/offers/OF-913377", "Review offer", "#b1302c")}
<p style="margin:0;font-size:12px;color:#8a8f98">ICE “C” Dec-26 closed at 287.40 c/lb yesterday.</p>`,
      "Kanzashi Coffee Works offered $4.85/lb on 40 bags",
    ),
    enc: "qp",
  },
  {
    family: "cherrymark",
    group: "consumer",
    lang: "en",
    kind: "contract-signed",
    code: null,
    link: null,
    from: "Cherrymark Contracts <contracts@cherrymark.coffee>",
    to: ME,
    subject: "Contract CMK-26-5520 is fully signed",
    date: d(1, 10, "09:31", "-0700"),
    text: `Both parties have signed contract CMK-26-5520.

Seller:    Cooperativa Agrícola Flor de Altura, R.L.
Buyer:     Kanzashi Coffee Works K.K.
Lot:       FDA-26-021, 40 bags x 69 kg (2,760 kg)
Price:     USD 4.95/lb FOB, total USD 30,119.50
Terms:     GCA contract terms, 30% prepayment due by 15 Oct 2026, balance CAD
Shipment:  December 2026, Santo Tomás de Castilla -> Osaka

The signed PDF is in your dashboard under Contracts. Cherrymark's 1.5% facilitation fee
(USD 451.79) will be deducted from the prepayment.

Cherrymark Trading Inc. · Portland, OR · help.cherrymark.coffee
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Hollowpine Coffee Roasters (US buyer, supplier portal)

const HP_INVITE =
  "https://click.hollowpine.coffee/ls/click?upn=u001.Zk3pQ8vLx2-2BnR7tYc0aW1s-3D-3D_mJ4k&redirect=https%3A%2F%2Fsuppliers.hollowpine.coffee%2Finvite%2Facc7f10e-3d52-4b19-9e0e-5c21b8d0f6a4";

function hp(inner: string, preheader: string): string {
  return wrap(
    "#ffffff",
    `<tr><td>${pre(preheader)}</td></tr>
<tr><td align="center" style="padding:30px 20px 10px;border-bottom:3px solid #2d3b2f"><img src="https://suppliers.hollowpine.coffee/static/mail/hollowpine-pine.png" width="54" height="54" alt="" style="display:block;border:0"><div style="font:600 13px/20px 'Trebuchet MS',sans-serif;letter-spacing:4px;color:#2d3b2f;margin-top:6px">HOLLOWPINE COFFEE ROASTERS</div></td></tr>
<tr><td style="padding:28px 36px;font:15px/24px 'Trebuchet MS',Helvetica,sans-serif;color:#2b2b2b">${inner}</td></tr>
<tr><td style="padding:18px 36px 30px;font:11px/17px 'Trebuchet MS',sans-serif;color:#999;text-align:center">Hollowpine Coffee Roasters LLC · 2218 SE Division St · Portland, OR 97202 · (503) 555-0148<br>
<a href="https://hollowpine.coffee/sourcing" style="color:#999">Our sourcing principles</a> · <a href="https://www.instagram.com/hollowpinecoffee" style="color:#999">Instagram</a> · <a href="https://hollowpine.coffee/privacy" style="color:#999">Privacy</a></td></tr>`,
  );
}

const hollowpineMails: Mail[] = [
  {
    family: "hollowpine-roasters",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: HP_INVITE,
    from: "Dana Whitcombe via Hollowpine Supplier Portal <suppliers@hollowpine.coffee>",
    to: ME,
    subject: "Dana Whitcombe invited you to the Hollowpine Supplier Portal",
    date: d(5, 9, "10:47", "-0700"),
    text: `Hola Marta,

Dana Whitcombe (Green Coffee Buyer, Hollowpine Coffee Roasters) has invited you to join the
Hollowpine Supplier Portal as the contact for Cooperativa Agrícola Flor de Altura.

In the portal you can see our purchase orders, upload pre-shipment samples and shipping documents,
and follow payments for each contract.

Accept the invitation:
${HP_INVITE}

The invitation expires on September 19, 2026. If you weren't expecting it, write to
sourcing@hollowpine.coffee.

Hollowpine Coffee Roasters LLC · 2218 SE Division St · Portland, OR 97202
`,
    html: hp(
      `<p style="margin:0 0 14px">Hola Marta,</p>
<p style="margin:0 0 14px"><strong>Dana Whitcombe</strong> (Green Coffee Buyer) has invited you to join the Hollowpine Supplier Portal as the contact for <strong>Cooperativa Agrícola Flor de Altura</strong>.</p>
<p style="margin:0 0 14px">In the portal you can see our purchase orders, upload pre-shipment samples and shipping documents, and follow payments for each contract.</p>
<div style="text-align:center">${btn(HP_INVITE, "Accept invitation", "#2d3b2f")}</div>
<p style="margin:0;font-size:13px;color:#777">The invitation expires on September 19, 2026. If you weren't expecting it, write to <a href="mailto:sourcing@hollowpine.coffee" style="color:#777">sourcing@hollowpine.coffee</a>.</p>`,
      "Join to see purchase orders, samples and payments",
    ),
    enc: "qp",
  },
  {
    family: "hollowpine-roasters",
    group: "consumer",
    lang: "en",
    kind: "purchase-order",
    code: null,
    link: null,
    from: "Hollowpine Supplier Portal <suppliers@hollowpine.coffee>",
    to: ME,
    subject: "Purchase order PO-HP-26-0412 released",
    date: d(12, 9, "14:05", "-0700"),
    text: `Purchase order PO-HP-26-0412 has been released to Cooperativa Agrícola Flor de Altura.

Contract        HPR-C-2026-0412
Coffee          Guatemala Huehuetenango SHB EP, organic, washed
Quantity        275 bags x 69 kg
Price           USD 4.40/lb FOB (fixed) + USD 0.20/lb organic differential
Quality         SCA 84+ against approved PSS sample #S-2209
Shipment        October 2026, FOB Santo Tomás de Castilla
Documents       B/L, organic TC, phyto, ICO certificate of origin, packing list

View the order: https://suppliers.hollowpine.coffee/orders/PO-HP-26-0412

Questions: dana@hollowpine.coffee · (503) 555-0148
`,
    html: hp(
      `<p style="margin:0 0 14px">Purchase order <strong>PO-HP-26-0412</strong> has been released.</p>
<table cellpadding="7" cellspacing="0" border="0" width="100%" style="font-size:14px;border:1px solid #e3e3e3;border-collapse:collapse">
<tr style="background:#f7f7f5"><td>Contract</td><td>HPR-C-2026-0412</td></tr>
<tr><td>Coffee</td><td>Guatemala Huehuetenango SHB EP, organic, washed</td></tr>
<tr style="background:#f7f7f5"><td>Quantity</td><td>275 bags × 69 kg</td></tr>
<tr><td>Price</td><td>USD 4.40/lb FOB (fixed) + USD 0.20/lb organic</td></tr>
<tr style="background:#f7f7f5"><td>Quality</td><td>SCA 84+ against PSS sample #S-2209</td></tr>
<tr><td>Shipment</td><td>October 2026, FOB Santo Tomás de Castilla</td></tr>
</table>
<p style="margin:18px 0 0"><a href="https://suppliers.hollowpine.coffee/orders/PO-HP-26-0412" style="color:#2d3b2f;font-weight:bold">View the order →</a></p>`,
      "275 bags, October shipment",
    ),
    enc: "8bit",
  },
  {
    family: "hollowpine-roasters",
    group: "consumer",
    lang: "en",
    kind: "remittance-advice",
    code: null,
    link: null,
    from: "Hollowpine Accounts Payable <ap@hollowpine.coffee>",
    to: ME,
    subject: "Remittance advice - payment 7731 for invoice FEL A1F3-22C8",
    date: d(27, 10, "16:40", "-0700"),
    text: `Remittance advice

Payee:          Cooperativa Agrícola Flor de Altura, R.L.
Payment no.:    7731
Value date:     October 28, 2026
Method:         International wire (SWIFT) to Banco Pinabete, account ending 4417
Amount:         USD 173,187.38

Invoice                  Contract           Gross            Less prepayment    Paid
FEL A1F3-22C8            HPR-C-2026-0412    USD 192,430.42   USD 19,243.04      USD 173,187.38
  (18,975 kg = 41,832.7 lb x USD 4.60/lb)

Note: the 10% prepayment sent on Sept 18 was applied to this invoice as agreed.

Bank charges (OUR) are paid by Hollowpine. Please allow 2-3 business days.

Hollowpine Coffee Roasters LLC - Accounts Payable - ap@hollowpine.coffee
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Röstkontor Falkenau (German roaster)

const RK_INVITE = "https://lieferanten.roestkontor-falkenau.de/registrierung/einladung?code=inv_2c81d9f0b7&lang=es";

const roestkontorMails: Mail[] = [
  {
    family: "roestkontor-falkenau",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: RK_INVITE,
    from: "Röstkontor Falkenau Einkauf <einkauf@roestkontor-falkenau.de>",
    to: ME,
    subject: "Einladung in unser Lieferantenportal / Invitación a nuestro portal de proveedores",
    date: d(10, 9, "09:12", "+0200"),
    text: `Sehr geehrte Frau Cux Tzoc,
estimada Sra. Cux:

wie am Telefon besprochen, laden wir Sie in das Lieferantenportal der Röstkontor Falkenau GmbH ein.
Dort finden Sie unsere Abrufe, Musteranforderungen und Zahlungsavisos.
(Como acordamos por teléfono, le invitamos a nuestro portal de proveedores.)

Einladung annehmen / Aceptar invitación:
${RK_INVITE}

Der Link ist 14 Tage gültig. / El enlace es válido por 14 días.

Mit freundlichen Grüßen / Saludos cordiales
Jonas Bräutigam
Rohkaffee-Einkauf

Röstkontor Falkenau GmbH · Hafenstraße 41 · 08209 Auerbach/Vogtl. · Deutschland
Tel. +49 3744 55 20 13 · Amtsgericht Chemnitz HRB 31872 · Geschäftsführer: Ute Lammert
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222">
<p>Sehr geehrte Frau Cux Tzoc,<br><i>estimada Sra. Cux:</i></p>
<p>wie am Telefon besprochen, laden wir Sie in das Lieferantenportal der Röstkontor Falkenau GmbH ein. Dort finden Sie unsere Abrufe, Musteranforderungen und Zahlungsavisos.<br>
<i style="color:#666">Como acordamos por teléfono, le invitamos a nuestro portal de proveedores.</i></p>
<p><a href="${
      RK_INVITE.replaceAll("&", "&amp;")
    }" style="background:#7a2e12;color:#fff;padding:9px 18px;text-decoration:none;display:inline-block">Einladung annehmen / Aceptar invitación</a></p>
<p style="color:#666">Der Link ist 14 Tage gültig. / El enlace es válido por 14 días.</p>
<p>Mit freundlichen Grüßen / Saludos cordiales<br><b>Jonas Bräutigam</b><br>Rohkaffee-Einkauf</p>
<hr style="border:0;border-top:1px solid #ccc">
<p style="font-size:10px;color:#888">Röstkontor Falkenau GmbH · Hafenstraße 41 · 08209 Auerbach/Vogtl. · Deutschland<br>Tel. +49 3744 55 20 13 · <a href="https://www.roestkontor-falkenau.de">www.roestkontor-falkenau.de</a><br>Amtsgericht Chemnitz HRB 31872 · USt-IdNr. DE 284 117 903 · Geschäftsführer: Ute Lammert</p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "roestkontor-falkenau",
    group: "regional",
    lang: "de",
    kind: "call-off",
    code: null,
    link: null,
    from: "Lieferantenportal Röstkontor Falkenau <portal@roestkontor-falkenau.de>",
    to: ME,
    subject: "Neuer Abruf RF-AB-2026-118 zu Kontrakt RF-K-26-031",
    date: d(29, 9, "07:55", "+0200"),
    text: `Guten Tag,

zu Kontrakt RF-K-26-031 wurde ein neuer Abruf angelegt:

  Abruf:          RF-AB-2026-118
  Menge:          2 x 20' Container (550 Sack à 69 kg)
  Qualität:       Guatemala Huehuetenango SHB EP, Bio (DE-ÖKO-006), Fairtrade
  Preis:          USD 4,75/lb FOB
  Verschiffung:   November 2026, Santo Tomás de Castilla -> Hamburg
  Vorverschiffungsmuster: 300 g bis 20.10.2026 an Röstkontor Falkenau, Hafenstraße 41, 08209 Auerbach

Die Details sehen Sie im Portal unter „Abrufe“.

Dies ist eine automatisch erzeugte Nachricht.
Röstkontor Falkenau GmbH · Hafenstraße 41 · 08209 Auerbach/Vogtl.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "roestkontor-falkenau",
    group: "regional",
    lang: "de",
    kind: "sample-feedback",
    code: null,
    link: null,
    from: "Jonas Bräutigam <j.braeutigam@roestkontor-falkenau.de>",
    to: ME,
    subject: "AW: Vorverschiffungsmuster FDA-26-030 – Freigabe",
    date: d(23, 10, "16:21", "+0200"),
    text: `Hallo Marta,

danke für das Muster, es kam am Dienstag an. Wir haben es gestern verkostet:

  FDA-26-030  85,5 Punkte  – Panela, Orangenschale, Kakao; sauber, gute Süße
  Feuchte 10,8 %, Wasseraktivität 0,56, Screen 16+ 91 %

Damit ist das Muster freigegeben und der Abruf RF-AB-2026-118 kann wie geplant im November
verschifft werden. Bitte schickt uns die Buchungsbestätigung, sobald ihr sie von der Reederei habt.

Viele Grüße aus dem Vogtland – und maltyox chi'la für die schönen Fotos von der Ernte!
Jonas

--
Jonas Bräutigam · Rohkaffee-Einkauf
Röstkontor Falkenau GmbH · Tel. +49 3744 55 20 13 · mobil +49 171 4402 918
`,
    html:
      `<div dir="ltr" style="font-family:Arial,sans-serif;font-size:14px">Hallo Marta,<br><br>danke für das Muster, es kam am Dienstag an. Wir haben es gestern verkostet:<br><br>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:13px"><tr><th>Los</th><th>Punkte</th><th>Notizen</th></tr>
<tr><td>FDA-26-030</td><td>85,5</td><td>Panela, Orangenschale, Kakao; sauber, gute Süße</td></tr></table>
<br>Feuchte 10,8 %, Wasseraktivität 0,56, Screen 16+ 91 %<br><br>
Damit ist das Muster freigegeben und der Abruf RF-AB-2026-118 kann wie geplant im November verschifft werden. Bitte schickt uns die Buchungsbestätigung, sobald ihr sie von der Reederei habt.<br><br>
Viele Grüße aus dem Vogtland – und maltyox chi'la für die schönen Fotos von der Ernte!<br>Jonas<br><br>
<div style="color:#888;font-size:12px">--<br>Jonas Bräutigam · Rohkaffee-Einkauf<br>Röstkontor Falkenau GmbH · Tel. +49 3744 55 20 13 · mobil +49 171 4402 918</div></div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 豆吉商事 Mameyoshi Shoji (Japanese importer)

const mameyoshiMails: Mail[] = [
  {
    family: "mameyoshi-shoji",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "640281",
    link: null,
    from: "豆吉商事 サプライヤーポータル <portal-noreply@mameyoshi.co.jp>",
    to: ME,
    subject: "【豆吉商事】ワンタイム認証コードのお知らせ",
    date: d(17, 9, "11:20", "+0900"),
    text: `Marta Cux Tzoc 様
(Cooperativa Agrícola Flor de Altura)

豆吉商事 サプライヤーポータルへのログインを受け付けました。
以下の認証コードを画面に入力してください。

認証コード：640281

有効期限：発行から30分
※このコードは1回のみ有効です。

お心当たりのない場合は、このメールを破棄してください。
※本メールは送信専用アドレスから配信しています。

――――――――――――――――――
豆吉商事株式会社 生豆調達部
〒650-0042 兵庫県神戸市中央区波止場町 5-4
TEL 078-555-0192
https://www.mameyoshi.co.jp/
――――――――――――――――――
`,
    html: `<html><body style="margin:0;background:#f3f1ec">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f1ec"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#333">
<tr><td style="background:#5b3a1e;padding:14px 24px;color:#fff;font-size:16px;font-weight:bold">豆吉商事 サプライヤーポータル</td></tr>
<tr><td style="padding:24px">Marta Cux Tzoc 様<br>(Cooperativa Agrícola Flor de Altura)<br><br>
サプライヤーポータルへのログインを受け付けました。<br>以下の認証コードを画面に入力してください。
<table cellpadding="0" cellspacing="0" border="0" style="margin:20px 0"><tr><td style="background:#f7efe6;border:1px solid #e0cbb3;padding:12px 30px;font-size:28px;font-weight:bold;letter-spacing:6px;color:#5b3a1e">640281</td></tr></table>
有効期限：発行から30分<br><span style="color:#999;font-size:12px">※このコードは1回のみ有効です。お心当たりのない場合は、このメールを破棄してください。</span></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;font-size:11px;color:#999">豆吉商事株式会社 生豆調達部<br>〒650-0042 兵庫県神戸市中央区波止場町 5-4 / TEL 078-555-0192<br><a href="https://www.mameyoshi.co.jp/" style="color:#999">https://www.mameyoshi.co.jp/</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "mameyoshi-shoji",
    group: "regional",
    lang: "ja",
    kind: "sample-received",
    code: null,
    link: null,
    from: "小野寺 由香 <y.onodera@mameyoshi.co.jp>",
    to: ME,
    subject: "サンプル到着のご連絡（FDA-26-021 ほか2点）",
    date: d(25, 9, "17:48", "+0900"),
    text: `Marta 様

いつも大変お世話になっております。豆吉商事の小野寺です。
(Dear Marta, thank you as always.)

9月18日に発送いただいたサンプル3点、本日神戸の弊社ラボに到着いたしました。

  1. FDA-26-021 Xeabaj Washed  300g
  2. FDA-26-024 Honey Pacamara  300g
  3. FDA-26-027 Natural Catuai  200g

来週10月1日（木）にカッピングを行い、結果は翌週中にご連絡いたします。
DHLの送り状番号 4417 9920 31 の通関費用 ¥3,850 は弊社にて負担済みです。

引き続きよろしくお願いいたします。
Saludos desde Kobe.

小野寺 由香
豆吉商事株式会社 生豆調達部
TEL 078-555-0192 / FAX 078-555-0193
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Banco Pinabete (bank)

function pinabete(inner: string, preheader: string): string {
  return wrap(
    "#e9edf2",
    `<tr><td>${pre(preheader)}</td></tr>
<tr><td style="background:#0d3b66;padding:16px 24px"><table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td><img src="https://correo.bancopinabete.com.gt/img/logo-pinabete-blanco.png" width="160" height="40" alt="Banco Pinabete" style="display:block;border:0"></td>
<td align="right" style="font:12px Arial,sans-serif;color:#c8d6e5">Banca Empresarial</td></tr></table></td></tr>
<tr><td style="padding:26px 28px;font:14px/22px Arial,Helvetica,sans-serif;color:#1d2733">${inner}</td></tr>
<tr><td style="background:#f3f5f8;padding:16px 28px;font:11px/16px Arial,sans-serif;color:#6c7a89">
Banco Pinabete nunca le solicitará su contraseña, token ni códigos por correo, teléfono o WhatsApp.<br>
Banco Pinabete, S.A. · 7a. Avenida 6-26 Zona 9, Guatemala · PBX 1718 · Desde el extranjero +502 2420 1718<br>
<a href="https://www.bancopinabete.com.gt/seguridad" style="color:#0d3b66">Consejos de seguridad</a> · <a href="https://www.bancopinabete.com.gt/privacidad" style="color:#0d3b66">Privacidad</a> · Entidad supervisada por la Superintendencia de Bancos</td></tr>`,
  );
}

const pinabeteMails: Mail[] = [
  {
    family: "banco-pinabete",
    group: "regional",
    lang: "es",
    kind: "transfer-code",
    code: "71940352",
    link: null,
    from: "Banco Pinabete <notificaciones@bancopinabete.com.gt>",
    to: ME,
    subject: "Código de autorización para transferencia internacional",
    date: d(18, 9, "10:02"),
    text: `Banco Pinabete - Banca Empresarial

Estimado(a) usuario(a) MCUX01:

Para autorizar la transferencia internacional que está registrando ingrese el siguiente código
en Pinabete en Línea Empresas:

Código de autorización: 71940352

Detalle de la operación
  Cuenta débito:   Monetaria USD •••• 4417
  Beneficiario:    Secadores Pinhal Ltda. (Brasil)
  Monto:           USD 6,480.00
  Referencia:      Anticipo guardiola 15 qq

El código es válido por 5 minutos. Banco Pinabete nunca le solicitará este código por teléfono.
Si usted no está realizando esta operación, llame de inmediato al PBX 1718.
`,
    html: pinabete(
      `<p style="margin:0 0 12px">Estimado(a) usuario(a) <strong>MCUX01</strong>:</p>
<p style="margin:0 0 12px">Para autorizar la transferencia internacional que está registrando, ingrese el siguiente código en Pinabete en Línea Empresas:</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td align="center" style="padding:10px 0 18px">
<div style="font:11px Arial,sans-serif;color:#6c7a89;text-transform:uppercase;letter-spacing:1px">Código de autorización</div>
<div style="font:bold 30px 'Courier New',monospace;letter-spacing:5px;color:#0d3b66">71940352</div></td></tr></table>
<table cellpadding="5" cellspacing="0" border="0" width="100%" style="font-size:13px;background:#f7f9fb;border:1px solid #dde3ea">
<tr><td style="color:#6c7a89">Cuenta débito</td><td>Monetaria USD •••• 4417</td></tr>
<tr><td style="color:#6c7a89">Beneficiario</td><td>Secadores Pinhal Ltda. (Brasil)</td></tr>
<tr><td style="color:#6c7a89">Monto</td><td><strong>USD 6,480.00</strong></td></tr>
<tr><td style="color:#6c7a89">Referencia</td><td>Anticipo guardiola 15 qq</td></tr></table>
<p style="margin:14px 0 0;font-size:12px;color:#6c7a89">Válido por 5 minutos. Si usted no está realizando esta operación, llame de inmediato al PBX 1718.</p>`,
      "Código válido por 5 minutos",
    ),
    enc: "qp",
  },
  {
    family: "banco-pinabete",
    group: "regional",
    lang: "es",
    kind: "statement",
    code: null,
    link: null,
    from: "Banco Pinabete <estados@bancopinabete.com.gt>",
    to: ME,
    subject: "Su estado de cuenta de septiembre 2026 está disponible",
    date: d(3, 10, "05:30"),
    text: `Estimado cliente COOPERATIVA AGRICOLA FLOR DE ALTURA R.L.:

Su estado de cuenta correspondiente al período del 01/09/2026 al 30/09/2026 ya está disponible.

  Cuenta Monetaria GTQ •••• 0982    Saldo al corte: Q 412,806.33
  Cuenta Monetaria USD •••• 4417    Saldo al corte: US$ 57,120.90

Puede consultarlo en Pinabete en Línea > Cuentas > Estados de cuenta. Adjuntamos la versión PDF
protegida con el NIT de la cooperativa (sin guion).

Banco Pinabete, S.A. - PBX 1718
`,
    html: pinabete(
      `<p style="margin:0 0 12px">Estimado cliente <strong>COOPERATIVA AGRICOLA FLOR DE ALTURA R.L.</strong>:</p>
<p style="margin:0 0 12px">Su estado de cuenta del período <strong>01/09/2026 al 30/09/2026</strong> ya está disponible.</p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:13px;border-collapse:collapse">
<tr style="background:#0d3b66;color:#fff"><td>Cuenta</td><td align="right">Saldo al corte</td></tr>
<tr><td style="border-bottom:1px solid #dde3ea">Monetaria GTQ •••• 0982</td><td align="right" style="border-bottom:1px solid #dde3ea">Q 412,806.33</td></tr>
<tr><td>Monetaria USD •••• 4417</td><td align="right">US$ 57,120.90</td></tr></table>
<p style="margin:14px 0 0">Consúltelo en Pinabete en Línea &gt; Cuentas &gt; Estados de cuenta. El PDF adjunto está protegido con el NIT de la cooperativa (sin guion).</p>`,
      "Período 01/09/2026 – 30/09/2026",
    ),
    enc: "8bit",
    attachment: [
      "EC_092026_0982.pdf",
      "application/pdf",
      "%PDF-1.5\n%âãÏÓ\n1 0 obj << /Encrypt 5 0 R >> endobj\n%%EOF\n",
    ],
  },
  {
    family: "banco-pinabete",
    group: "regional",
    lang: "es",
    kind: "new-device",
    code: null,
    link: null,
    from: "Banco Pinabete Seguridad <seguridad@bancopinabete.com.gt>",
    to: ME,
    subject: "Nuevo dispositivo registrado en Pinabete Móvil",
    date: d(9, 10, "19:44"),
    text: `Hola, MARTA:

El 09/10/2026 a las 19:43 se registró un nuevo dispositivo en Pinabete Móvil con su usuario MCUX01.

  Dispositivo:  Samsung Galaxy A35
  Ubicación aproximada: Huehuetenango, GT
  IP: 190.56.118.42

Si fue usted, no necesita hacer nada. Si no reconoce este acceso, bloquee su usuario desde
https://www.bancopinabete.com.gt/bloqueo o llame al PBX 1718, opción 9, las 24 horas.
`,
    html: pinabete(
      `<p style="margin:0 0 12px">Hola, <strong>MARTA</strong>:</p>
<p style="margin:0 0 12px">El 09/10/2026 a las 19:43 se registró un nuevo dispositivo en Pinabete Móvil con su usuario MCUX01.</p>
<ul style="margin:0 0 12px;padding-left:18px"><li>Dispositivo: Samsung Galaxy A35</li><li>Ubicación aproximada: Huehuetenango, GT</li><li>IP: 190.56.118.42</li></ul>
<p style="margin:0">Si fue usted, no necesita hacer nada. Si no reconoce este acceso, <a href="https://www.bancopinabete.com.gt/bloqueo" style="color:#c0392b;font-weight:bold">bloquee su usuario</a> o llame al PBX 1718, opción 9.</p>`,
      "Samsung Galaxy A35 · Huehuetenango",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Fondo Surcos (agricultural credit fund)

const FS_RESET = "https://enlinea.fondosurcos.org/cuenta/restablecer?t=3f9a1c55e08b4d27a1b6c0de9f7a2e41&u=COOP-0318";

const surcosMails: Mail[] = [
  {
    family: "fondo-surcos",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: FS_RESET,
    from: "Fondo Surcos en Línea <no-reply@fondosurcos.org>",
    to: ME,
    subject: "Restablecimiento de contraseña – Fondo Surcos en Línea",
    date: d(6, 9, "21:15"),
    text: `Hola Marta,

Solicitaste restablecer la contraseña de Fondo Surcos en Línea para la organización COOP-0318
(Cooperativa Agrícola Flor de Altura, R.L.).

Para crear una contraseña nueva abre este enlace (válido durante 1 hora):
${FS_RESET}

Si no lo solicitaste, no hagas nada: tu contraseña actual seguirá funcionando.

Fondo Surcos de Crédito Agrícola
Avenida Las Américas 9-08 Zona 13, Ciudad de Guatemala · Tel. 2279 6300
Oficina regional Huehuetenango: 5a. Calle 4-32 Zona 1 · Tel. 7764 1190
`,
    html: wrap(
      "#f4efe6",
      `<tr><td>${pre("Enlace válido durante 1 hora")}</td></tr>
<tr><td style="padding:22px 30px;border-bottom:4px solid #c98b2b"><span style="font:bold 22px Georgia,serif;color:#4a5d23">Fondo Surcos</span><br><span style="font:12px Arial,sans-serif;color:#8a7a5c">de Crédito Agrícola</span></td></tr>
<tr><td style="padding:26px 30px;font:15px/23px Arial,sans-serif;color:#333">
<p style="margin:0 0 12px">Hola Marta,</p>
<p style="margin:0 0 12px">Solicitaste restablecer la contraseña de Fondo Surcos en Línea para la organización <strong>COOP-0318</strong>.</p>
${btn(FS_RESET, "Crear contraseña nueva", "#4a5d23")}
<p style="margin:0;font-size:13px;color:#777">El enlace es válido durante 1 hora. Si no lo solicitaste, no hagas nada: tu contraseña actual seguirá funcionando.</p></td></tr>
<tr><td style="padding:16px 30px;background:#faf7f1;font:11px/17px Arial,sans-serif;color:#8a7a5c">Fondo Surcos de Crédito Agrícola · Avenida Las Américas 9-08 Zona 13, Guatemala · Tel. 2279 6300<br>Oficina regional Huehuetenango: 5a. Calle 4-32 Zona 1 · Tel. 7764 1190<br><a href="https://www.fondosurcos.org/contacto" style="color:#8a7a5c">Contacto</a> · <a href="https://www.facebook.com/fondosurcos" style="color:#8a7a5c">Facebook</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "fondo-surcos",
    group: "regional",
    lang: "es",
    kind: "loan-disbursed",
    code: null,
    link: null,
    from: "Fondo Surcos – Cartera <cartera@fondosurcos.org>",
    to: ME,
    subject: "Desembolso realizado – Préstamo de acopio PR-2026-0711",
    date: d(14, 10, "13:37"),
    text: `Estimada Sra. Marta Cux Tzoc,
Gerente General, Cooperativa Agrícola Flor de Altura, R.L.

Le informamos que se realizó el desembolso del préstamo de capital de trabajo para acopio de la
cosecha 2026-2027:

  Préstamo:              PR-2026-0711
  Monto desembolsado:    Q 1,250,000.00
  Tasa:                  9.5 % anual sobre saldos
  Plazo:                 10 meses, vencimiento 14/08/2027
  Garantía:              Prenda sobre café pergamino y contratos de venta HPR-C-2026-0412 / RF-K-26-031
  Cuenta de abono:       Banco Pinabete, Monetaria GTQ •••• 0982

El plan de pagos está disponible en Fondo Surcos en Línea. Primera cuota: 15/01/2027.

Atentamente,
Lic. Hugo Pérez Mazariegos
Analista de Cartera – Región Occidente
Tel. 7764 1190 ext. 14
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "fondo-surcos",
    group: "regional",
    lang: "es",
    kind: "payment-reminder",
    code: null,
    link: null,
    from: "Fondo Surcos – Cartera <cartera@fondosurcos.org>",
    to: ME,
    subject: "Recordatorio: cuota del préstamo PR-2025-0488 vence el 31/10/2026",
    date: d(24, 10, "08:00"),
    text: `Estimada cooperativa:

Le recordamos que la cuota n.º 8 del préstamo PR-2025-0488 vence el sábado 31/10/2026.

  Capital:     Q 62,500.00
  Intereses:   Q  4,947.92
  Total:       Q 67,447.92

Puede pagar por transferencia a la cuenta de Fondo Surcos en Banco Pinabete n.º 30-0071845-2
indicando el número de préstamo, o en la oficina regional de Huehuetenango.
Si ya realizó el pago, por favor ignore este recordatorio.

Fondo Surcos de Crédito Agrícola · Tel. 2279 6300
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333">
<p>Estimada cooperativa:</p>
<p>Le recordamos que la cuota n.º 8 del préstamo <b>PR-2025-0488</b> vence el <b>sábado 31/10/2026</b>.</p>
<table cellpadding="4" style="font-size:14px"><tr><td>Capital</td><td align="right">Q 62,500.00</td></tr><tr><td>Intereses</td><td align="right">Q 4,947.92</td></tr><tr><td><b>Total</b></td><td align="right"><b>Q 67,447.92</b></td></tr></table>
<p>Puede pagar por transferencia a la cuenta de Fondo Surcos en Banco Pinabete n.º 30-0071845-2 indicando el número de préstamo, o en la oficina regional de Huehuetenango. Si ya realizó el pago, por favor ignore este recordatorio.</p>
<p style="font-size:11px;color:#999">Fondo Surcos de Crédito Agrícola · Tel. 2279 6300 · <a href="https://www.fondosurcos.org">www.fondosurcos.org</a></p>
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- FactuQuetzal (FEL certifier)

const FQ_CONFIRM = "https://app.factuquetzal.com.gt/cuenta/confirmar-correo/8d41f0c2a9e64b7b?uid=58221";

function fq(inner: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f2f4f7">
<center style="width:100%;background:#f2f4f7">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto;background:#fff;font-family:'Segoe UI',Roboto,Arial,sans-serif">
<tr><td style="padding:18px 26px;border-bottom:1px solid #e4e7ec"><img src="https://app.factuquetzal.com.gt/assets/mail/fq-logo.png" width="130" alt="FactuQuetzal" style="border:0"> <span style="float:right;font-size:11px;color:#667085;line-height:30px">Certificador FEL autorizado</span></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:22px;color:#101828">${inner}</td></tr>
<tr><td style="padding:16px 26px;background:#f9fafb;font-size:11px;line-height:17px;color:#667085">FactuQuetzal, S.A. · Diagonal 6 10-01 Zona 10, Centro Gerencial Las Margaritas, Torre II, Nivel 7 · Guatemala<br>Soporte: 2386 5500 · soporte@factuquetzal.com.gt · Lunes a viernes 8:00–18:00<br><a href="https://factuquetzal.com.gt/terminos" style="color:#667085">Términos</a> · <a href="https://factuquetzal.com.gt/privacidad" style="color:#667085">Privacidad</a></td></tr>
</table></center></body></html>`;
}

const factuquetzalMails: Mail[] = [
  {
    family: "factuquetzal",
    group: "regional",
    lang: "es",
    kind: "invoice-issued",
    code: null,
    link: null,
    from: "FactuQuetzal DTE <dte@factuquetzal.com.gt>",
    to: ME,
    subject: "DTE certificado: Factura de exportación Serie A1F3 N.º 22C8 – Hollowpine Coffee Roasters",
    date: d(16, 10, "16:58"),
    text: `Se certificó un Documento Tributario Electrónico emitido por su empresa.

Emisor:            COOPERATIVA AGRICOLA FLOR DE ALTURA, R.L.  NIT 1047752-3
Receptor:          HOLLOWPINE COFFEE ROASTERS LLC  (Extranjero, ID EIN 93-4418207)
Tipo:              FACT – Factura (exportación, INCOTERM FOB)
Serie / Número:    A1F3 / 22C8 (número de DTE 2718316872)
Autorización:      A1F322C8-A20E-4A28-9F6B-01C7D3E95A14
Fecha emisión:     16/10/2026 16:57
Total:             USD 192,430.42

Adjuntamos la representación gráfica en PDF. El XML certificado queda disponible durante 5 años
en su cuenta de FactuQuetzal.

Este correo se generó automáticamente; por favor no responda.
`,
    html: fq(`<p style="margin:0 0 14px;font-size:16px;font-weight:600">DTE certificado</p>
<table cellpadding="5" cellspacing="0" border="0" width="100%" style="font-size:13px;border:1px solid #e4e7ec;border-collapse:collapse">
<tr><td style="color:#667085;width:35%">Emisor</td><td>COOPERATIVA AGRICOLA FLOR DE ALTURA, R.L. · NIT 1047752-3</td></tr>
<tr style="background:#f9fafb"><td style="color:#667085">Receptor</td><td>HOLLOWPINE COFFEE ROASTERS LLC (Extranjero)</td></tr>
<tr><td style="color:#667085">Tipo</td><td>FACT – Factura de exportación (FOB)</td></tr>
<tr style="background:#f9fafb"><td style="color:#667085">Serie / Número</td><td>A1F3 / 22C8 · DTE 2718316872</td></tr>
<tr><td style="color:#667085">Autorización</td><td style="font-family:Consolas,monospace;font-size:12px">A1F322C8-A20E-4A28-9F6B-01C7D3E95A14</td></tr>
<tr style="background:#f9fafb"><td style="color:#667085">Emisión</td><td>16/10/2026 16:57</td></tr>
<tr><td style="color:#667085">Total</td><td><strong>USD 192,430.42</strong></td></tr></table>
<p style="margin:14px 0 0;color:#475467">Adjuntamos la representación gráfica en PDF. El XML certificado queda disponible durante 5 años en su cuenta.</p>`),
    enc: "qp",
    attachment: ["FACT_A1F3_22C8.pdf", "application/pdf", "%PDF-1.4\n% Representacion grafica DTE A1F3-22C8\n%%EOF\n"],
  },
  {
    family: "factuquetzal",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "5821",
    link: null,
    from: "FactuQuetzal <seguridad@factuquetzal.com.gt>",
    to: ME,
    subject: "5821 es su código de verificación de FactuQuetzal",
    date: d(2, 10, "08:14"),
    text: `Código de verificación

Para continuar con el inicio de sesión del usuario gerencia@flordealtura.org.gt ingrese:

5821

Vence a las 08:24. Si no fue usted, cambie su contraseña y comuníquese con soporte al 2386 5500.

FactuQuetzal, S.A.
`,
    html: fq(`<p style="margin:0 0 10px;font-size:16px;font-weight:600">Código de verificación</p>
<p style="margin:0 0 10px">Para continuar con el inicio de sesión del usuario <strong>gerencia@flordealtura.org.gt</strong> ingrese:</p>
${digitCells("5821", "#1d4ed8")}
<p style="margin:0;color:#475467;font-size:13px">Vence a las 08:24. Si no fue usted, cambie su contraseña y comuníquese con soporte al 2386 5500.</p>`),
    enc: "b64",
  },
  {
    family: "factuquetzal",
    group: "regional",
    lang: "es",
    kind: "confirm-change",
    code: null,
    link: FQ_CONFIRM,
    from: "FactuQuetzal <cuentas@factuquetzal.com.gt>",
    to: "Contabilidad Flor de Altura <contabilidad@flordealtura.org.gt>",
    subject: "Confirme el nuevo correo para recibir copias de sus DTE",
    date: d(20, 10, "11:26"),
    text: `Hola,

El usuario MARTA CUX TZOC solicitó agregar contabilidad@flordealtura.org.gt como correo de
copia para los DTE emitidos por NIT 1047752-3.

Para confirmar este cambio, abra el siguiente enlace:
${FQ_CONFIRM}

Hasta que se confirme, las copias seguirán llegando solo a gerencia@flordealtura.org.gt.
El enlace vence en 72 horas.

FactuQuetzal, S.A. · Soporte 2386 5500
`,
    html: fq(`<p style="margin:0 0 12px">Hola,</p>
<p style="margin:0 0 12px">El usuario <strong>MARTA CUX TZOC</strong> solicitó agregar <strong>contabilidad@flordealtura.org.gt</strong> como correo de copia para los DTE emitidos por NIT 1047752-3.</p>
${btn(FQ_CONFIRM, "Confirmar correo", "#1d4ed8")}
<p style="margin:0;color:#475467;font-size:13px">Hasta que se confirme, las copias seguirán llegando solo a gerencia@flordealtura.org.gt. El enlace vence en 72 horas.</p>`),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Tikalcel (phone operator)

const tikalcelMails: Mail[] = [
  {
    family: "tikalcel",
    group: "regional",
    lang: "es",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Tikalcel <facturacion@tikalcel.com.gt>",
    to: ME,
    subject: "Tu factura Tikalcel Empresas de septiembre ya está lista",
    date: d(5, 10, "06:10"),
    text: `Tikalcel Empresas

Hola COOPERATIVA AGRICOLA FLOR DE ALTURA:

Tu factura de septiembre ya está disponible.

  Cuenta:            7001-338214
  Líneas:            6 (Plan Empresa 25 GB)
  Período:           01/09/2026 - 30/09/2026
  Total a pagar:     Q 1,274.50
  Fecha límite:      20/10/2026

Paga desde Mi Tikalcel, en agencias o con débito automático. Dudas: marca *611 o 2495 0611.
`,
    html: wrap(
      "#fafafa",
      `<tr><td>${pre("Total a pagar Q 1,274.50 · vence 20/10/2026")}</td></tr>
<tr><td style="background:#ff6a13;padding:14px 22px;font:bold 20px Arial,sans-serif;color:#fff">tikalcel <span style="font-weight:normal;font-size:13px">Empresas</span></td></tr>
<tr><td style="padding:24px 22px;font:14px/22px Arial,sans-serif;color:#333">Hola <b>COOPERATIVA AGRICOLA FLOR DE ALTURA</b>:<br>Tu factura de septiembre ya está disponible.
<table width="100%" cellpadding="8" cellspacing="0" style="margin-top:14px;font-size:14px;border:1px solid #eee">
<tr><td>Cuenta</td><td align="right">7001-338214</td></tr><tr><td>Líneas</td><td align="right">6 · Plan Empresa 25 GB</td></tr>
<tr><td>Período</td><td align="right">01/09/2026 - 30/09/2026</td></tr>
<tr style="background:#fff3ea"><td><b>Total a pagar</b></td><td align="right" style="font-size:20px;color:#ff6a13"><b>Q 1,274.50</b></td></tr>
<tr><td>Fecha límite</td><td align="right">20/10/2026</td></tr></table>
<p><a href="https://mi.tikalcel.com.gt/empresas/facturas?utm_source=email&amp;utm_campaign=factura_0926" style="color:#ff6a13;font-weight:bold">Ver factura en Mi Tikalcel</a></p></td></tr>
<tr><td style="padding:14px 22px;font:11px Arial,sans-serif;color:#999;border-top:1px solid #eee">Tikalcel, S.A. · Boulevard Los Próceres 24-69 Zona 10 · Guatemala · *611 · <a href="https://www.tikalcel.com.gt/baja-correos" style="color:#999">No deseo recibir estos correos</a></td></tr>`,
    ),
    enc: "8bit",
  },
  {
    family: "tikalcel",
    group: "regional",
    lang: "es",
    kind: "portal-pin",
    code: "862047",
    link: null,
    from: "Mi Tikalcel <no-responder@tikalcel.com.gt>",
    to: ME,
    subject: "Tu PIN de acceso a Mi Tikalcel",
    date: d(11, 10, "13:52"),
    text: `Tu PIN temporal para ingresar a Mi Tikalcel Empresas es 862047.

Úsalo en los próximos 10 minutos. Nunca lo compartas: Tikalcel no te lo pedirá por llamada.
Si no lo solicitaste, comunícate al *611.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Marenor Line (shipping line)

const marenorMails: Mail[] = [
  {
    family: "marenor-line",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Marenor Line eBooking <ebooking@marenorline.com>",
    to: "Carga Sierra Operaciones <operaciones@cargasierra.com.gt>",
    subject: "Booking Confirmation MRNL26GT0098812 / SANTO TOMAS DE CASTILLA - PORTLAND",
    date: d(24, 9, "03:16", "+0100"),
    headers: [["Cc", "Marta Cux Tzoc <gerencia@flordealtura.org.gt>"]],
    text: `MARENOR LINE - BOOKING CONFIRMATION

Booking no.         : MRNL26GT0098812
Booking party       : CARGA SIERRA LOGISTICA S.A.
Shipper             : COOPERATIVA AGRICOLA FLOR DE ALTURA R.L.
Consignee           : HOLLOWPINE COFFEE ROASTERS LLC

Port of loading     : GTSTC  Santo Tomas de Castilla
Port of discharge   : USPDX  Portland, OR (via USOAK Oakland)
Vessel / voyage     : MARENOR ALTAMIRA / 642N
ETD                 : 08-Oct-2026
ETA                 : 27-Oct-2026

Equipment           : 1 x 20' DV, food grade, dry lined
Commodity           : GREEN COFFEE BEANS IN JUTE BAGS, HS 0901.11, 275 bags, 19,250 kg gross

CUT-OFFS (local time)
  VGM               : 05-Oct-2026 12:00
  Shipping instr.   : 05-Oct-2026 16:00
  CY / gate-in      : 06-Oct-2026 18:00

Empty pick-up       : Depot Marenor STC, Km 292 Carretera al Atlántico
Release ref.        : 0098812-01

Please check all data carefully. Changes after SI cut-off are subject to an amendment fee of USD 75.

This is a system generated message. Marenor Line Agencies Guatemala S.A., 2 Av 12-44 Zona 1, Puerto Barrios.
`,
    html: null,
    attachment: [
      "MRNL26GT0098812_BookingConfirmation.pdf",
      "application/pdf",
      "%PDF-1.3\n% Marenor booking confirmation MRNL26GT0098812\n%%EOF\n",
    ],
  },
  {
    family: "marenor-line",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Marenor Line Customer Advisory <advisory@marenorline.com>",
    to: ME,
    subject: "Schedule update: MARENOR ALTAMIRA 642N - revised ETD Santo Tomas",
    date: d(3, 10, "22:48", "+0100"),
    text: `Dear Customer,

Due to congestion at the previous port of call, MARENOR ALTAMIRA voyage 642N will arrive later
at Santo Tomás de Castilla.

  Booking(s) affected : MRNL26GT0098812
  Previous ETD        : 08-Oct-2026
  Revised ETD         : 10-Oct-2026
  Revised ETA Portland: 29-Oct-2026
  Revised CY cut-off  : 08-Oct-2026 18:00 (VGM and SI cut-offs unchanged)

No action is required. We apologise for any inconvenience.

Track the vessel: https://www.marenorline.com/schedules/vessel/MALT/642N

Marenor Line · Customer Service Central America · +502 7948 3300
You are receiving this advisory because you are listed as a notify party on the booking.
Unsubscribe from advisories: https://www.marenorline.com/preferences?b=MRNL26GT0098812
`,
    html: wrap(
      "#eef2f6",
      `<tr><td>${pre("Revised ETD 10-Oct-2026 for booking MRNL26GT0098812")}</td></tr>
<tr><td style="background:#06243f;padding:16px 24px"><img src="https://www.marenorline.com/media/email/marenor-white.png" width="150" alt="MARENOR LINE" style="border:0"></td></tr>
<tr><td style="padding:6px 24px;background:#ffb400;font:bold 12px Arial,sans-serif;color:#06243f;letter-spacing:1px">CUSTOMER ADVISORY · SCHEDULE UPDATE</td></tr>
<tr><td style="padding:22px 24px;font:14px/21px Arial,sans-serif;color:#222">Dear Customer,<br><br>Due to congestion at the previous port of call, <b>MARENOR ALTAMIRA 642N</b> will arrive later at Santo Tomás de Castilla.
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="margin:14px 0;font-size:13px;border:1px solid #d5dde6">
<tr><td>Booking(s) affected</td><td><b>MRNL26GT0098812</b></td></tr>
<tr style="background:#f5f7fa"><td>Previous ETD</td><td><s>08-Oct-2026</s></td></tr>
<tr><td>Revised ETD</td><td><b>10-Oct-2026</b></td></tr>
<tr style="background:#f5f7fa"><td>Revised ETA Portland</td><td>29-Oct-2026</td></tr>
<tr><td>Revised CY cut-off</td><td>08-Oct-2026 18:00</td></tr></table>
No action is required. We apologise for any inconvenience.<br><br><a href="https://www.marenorline.com/schedules/vessel/MALT/642N" style="color:#0a5fa8">Track the vessel</a></td></tr>
<tr><td style="padding:14px 24px;font:11px/16px Arial,sans-serif;color:#7a8796">Marenor Line · Customer Service Central America · +502 7948 3300<br>You are receiving this advisory because you are listed as a notify party. <a href="https://www.marenorline.com/preferences?b=MRNL26GT0098812" style="color:#7a8796">Unsubscribe from advisories</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "marenor-line",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "307551",
    link: null,
    from: "myMarenor <no-reply@my.marenorline.com>",
    to: ME,
    subject: "myMarenor security code",
    date: d(7, 10, "15:31", "+0100"),
    text: `myMarenor - verify it's you

Enter this security code to finish signing in to myMarenor:

307 551

The code expires in 10 minutes. If you did not try to sign in, please change your password.

Marenor Line A/S - www.marenorline.com
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#ffffff;color:#06243f">
<div style="max-width:480px;margin:0 auto;padding:24px;border:1px solid #d5dde6">
<img src="https://www.marenorline.com/media/email/marenor-navy.png" width="120" alt="Marenor Line">
<h2 style="font-size:19px">Verify it's you</h2>
<p>Enter this security code to finish signing in to myMarenor:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;margin:18px 0">307&nbsp;551</p>
<p style="font-size:12px;color:#7a8796">The code expires in 10 minutes. If you did not try to sign in, please change your password.</p>
</div></body></html>`,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Carga Sierra Logística (freight forwarder)

const CS_INVITE = "https://rastreo.cargasierra.com.gt/portal/activar-cuenta?inv=cs-8f2e71b4&cli=FDA";

const cargasierraMails: Mail[] = [
  {
    family: "cargasierra",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: CS_INVITE,
    from: "Carga Sierra Logística <portal@cargasierra.com.gt>",
    to: ME,
    subject: "Le damos acceso a Rastreo Carga Sierra",
    date: d(19, 9, "10:30"),
    text: `Estimada Marta:

Gabriela Sic, su ejecutiva de cuenta, creó un usuario para Cooperativa Agrícola Flor de Altura
en Rastreo Carga Sierra. Desde allí podrá seguir sus embarques, descargar BL, DUCA y facturas.

Active su cuenta aquí:
${CS_INVITE}

Usuario: gerencia@flordealtura.org.gt
La invitación es válida por 7 días.

Carga Sierra Logística, S.A. · 4a. Avenida 15-70 Zona 10, Guatemala · PBX 2314 8800
Oficina Puerto Santo Tomás de Castilla · Tel. 7948 2150
`,
    html: wrap(
      "#eceff1",
      `<tr><td>${pre("Siga sus embarques y descargue BL, DUCA y facturas")}</td></tr>
<tr><td style="padding:20px 26px;background:#263238"><span style="font:bold 20px Arial,sans-serif;color:#fff">CARGA<span style="color:#4fc3f7">SIERRA</span></span><br><span style="font:11px Arial,sans-serif;color:#b0bec5">Logística internacional · Agentes de carga IATA / FIATA</span></td></tr>
<tr><td style="padding:24px 26px;font:14px/22px Arial,sans-serif;color:#263238">Estimada Marta:<br><br>
Gabriela Sic, su ejecutiva de cuenta, creó un usuario para <b>Cooperativa Agrícola Flor de Altura</b> en Rastreo Carga Sierra. Desde allí podrá seguir sus embarques y descargar BL, DUCA y facturas.
${btn(CS_INVITE, "Activar mi cuenta", "#0288d1")}
Usuario: gerencia@flordealtura.org.gt<br><span style="color:#78909c;font-size:12px">La invitación es válida por 7 días.</span></td></tr>
<tr><td style="padding:14px 26px;background:#f5f7f8;font:11px/16px Arial,sans-serif;color:#78909c">Carga Sierra Logística, S.A. · 4a. Avenida 15-70 Zona 10, Guatemala · PBX 2314 8800<br>Oficina Puerto Santo Tomás de Castilla · Tel. 7948 2150 · <a href="https://www.cargasierra.com.gt" style="color:#78909c">www.cargasierra.com.gt</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "cargasierra",
    group: "regional",
    lang: "es",
    kind: "shipment-status",
    code: null,
    link: null,
    from: "Gabriela Sic – Carga Sierra <gsic@cargasierra.com.gt>",
    to: ME,
    subject: "Embarque CS-EXP-26-1453 / FDA-26-014 – contenedor cargado a bordo",
    date: d(10, 10, "17:05"),
    text: `Buenas tardes Marta,

Le confirmo que el contenedor de su embarque ya está a bordo:

  Ref. Carga Sierra:   CS-EXP-26-1453
  Lote:                FDA-26-014 (275 sacos yute, 69 kg)
  Contenedor / sello:  MRNU 302118-6 / ML-GT 0447120
  Buque:               MARENOR ALTAMIRA 642N, zarpe hoy 10/10 a las 21:00
  BL:                  MRNL26GT0098812
  DUCA-F:              GTPBA-26-0093411

El borrador del BL fue aprobado por Hollowpine el 07/10. Le enviaremos el BL original y el
certificado fitosanitario por Cargo Expreso en cuanto la naviera los libere.

Saludos cordiales,
Gabriela Sic
Ejecutiva de Cuenta – Exportaciones
Carga Sierra Logística, S.A. · Tel. 2314 8800 ext. 231 · Cel. 5512 7046
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "cargasierra",
    group: "regional",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "Facturación Carga Sierra <facturacion@cargasierra.com.gt>",
    to: ME,
    subject: "Factura FEL B7C0-11A4 – servicios de exportación CS-EXP-26-1453",
    date: d(12, 10, "09:40"),
    text: `Estimado cliente:

Adjunto encontrará la factura electrónica por los servicios de exportación del embarque
CS-EXP-26-1453:

  Flete interno Huehuetenango - STC                     Q  6,900.00
  Trámite aduanal (DUCA-F) y certificado de origen      Q  1,450.00
  Manejo portuario y fumigación                         Q  2,380.00
  Total (IVA incluido)                                  Q 10,730.00

Condición: crédito 30 días, vence 11/11/2026.
Cuenta para depósito: Banco Pinabete, Monetaria 30-0058214-7 a nombre de Carga Sierra Logística, S.A.

Facturación Carga Sierra · PBX 2314 8800 ext. 120
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:14px">
<p>Estimado cliente:</p><p>Adjunto encontrará la factura electrónica por los servicios de exportación del embarque <b>CS-EXP-26-1453</b>:</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px;border-color:#ccc">
<tr><td>Flete interno Huehuetenango - STC</td><td align="right">Q 6,900.00</td></tr>
<tr><td>Trámite aduanal (DUCA-F) y certificado de origen</td><td align="right">Q 1,450.00</td></tr>
<tr><td>Manejo portuario y fumigación</td><td align="right">Q 2,380.00</td></tr>
<tr><td><b>Total (IVA incluido)</b></td><td align="right"><b>Q 10,730.00</b></td></tr></table>
<p>Condición: crédito 30 días, vence 11/11/2026.<br>Cuenta para depósito: Banco Pinabete, Monetaria 30-0058214-7 a nombre de Carga Sierra Logística, S.A.</p>
<p style="color:#777;font-size:12px">Facturación Carga Sierra · PBX 2314 8800 ext. 120</p></body></html>`,
    enc: "qp",
    attachment: ["FEL_B7C0-11A4.pdf", "application/pdf", "%PDF-1.4\n% Factura FEL B7C0-11A4 Carga Sierra\n%%EOF\n"],
  },
];

// ---------------------------------------------------------------- Taza Clara (cupping and quality lab)

const TC_VERIFY = "https://resultados.tazaclara.lab/verificar?email=gerencia%40flordealtura.org.gt&k=TCx91f3e0a2";

const tazaclaraMails: Mail[] = [
  {
    family: "tazaclara-lab",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: TC_VERIFY,
    from: "Taza Clara Laboratorio <resultados@tazaclara.lab>",
    to: ME,
    subject: "Verifique su correo para consultar resultados de catación",
    date: d(4, 9, "12:12"),
    text: `Hola,

Se registró este correo para consultar en línea los resultados de catación y análisis físico de
las muestras de COOPERATIVA AGRICOLA FLOR DE ALTURA (cliente TC-0562).

Verifique su correo con este enlace:
${TC_VERIFY}

Después podrá ver los informes de cada muestra (puntaje SCA, humedad, actividad de agua, defectos).

Taza Clara – Laboratorio de Calidad de Café
Km 14.5 Carretera a El Salvador, Santa Catarina Pinula · Tel. 6634 0921
Laboratorio con catadores Q Arabica certificados
`,
    html: wrap(
      "#f7f3ee",
      `<tr><td>${pre("Active su acceso a los informes de catación")}</td></tr>
<tr><td align="center" style="padding:26px 20px 6px"><img src="https://resultados.tazaclara.lab/static/taza.png" width="48" height="48" alt="" style="border:0"><div style="font:italic 22px Georgia,serif;color:#6d3b1f">Taza Clara</div><div style="font:11px Arial,sans-serif;color:#a08a78;letter-spacing:2px">LABORATORIO DE CALIDAD DE CAFÉ</div></td></tr>
<tr><td style="padding:20px 34px;font:14px/22px Arial,sans-serif;color:#3b2a20">Hola,<br><br>Se registró este correo para consultar en línea los resultados de las muestras de <b>COOPERATIVA AGRICOLA FLOR DE ALTURA</b> (cliente TC-0562).
<div style="text-align:center">${btn(TC_VERIFY, "Verificar correo", "#6d3b1f")}</div>
Después podrá ver los informes de cada muestra: puntaje SCA, humedad, actividad de agua y defectos.</td></tr>
<tr><td style="padding:14px 34px 24px;font:11px/16px Arial,sans-serif;color:#a08a78;text-align:center">Km 14.5 Carretera a El Salvador, Santa Catarina Pinula · Tel. 6634 0921<br><a href="https://tazaclara.lab" style="color:#a08a78">tazaclara.lab</a> · <a href="https://www.instagram.com/tazaclara.lab" style="color:#a08a78">Instagram</a></td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "tazaclara-lab",
    group: "regional",
    lang: "es",
    kind: "results-ready",
    code: null,
    link: null,
    from: "Taza Clara Laboratorio <resultados@tazaclara.lab>",
    to: ME,
    subject: "Resultados listos: 4 muestras (orden de análisis TCL-26-2231)",
    date: d(30, 9, "15:45"),
    text: `Resultados de la orden TCL-26-2231 (recibida el 24/09/2026)

Muestra       Lote          Puntaje SCA   Humedad   aw     Defectos (350 g)
M-1           FDA-26-021    86.25         10.6 %    0.55   1 cat. 2
M-2           FDA-26-024    87.00         10.9 %    0.57   0
M-3           FDA-26-027    84.50         11.2 %    0.59   3 cat. 2
M-4           FDA-26-030    85.50         10.8 %    0.56   1 cat. 2

El informe completo firmado por el panel (3 catadores Q) va adjunto en PDF.
Costo de la orden: Q 1,120.00 (4 x Q 280.00) - incluido en su factura mensual.

Taza Clara - Laboratorio de Calidad de Café · Tel. 6634 0921
`,
    html: null,
    enc: "8bit",
    attachment: ["Informe_TCL-26-2231.pdf", "application/pdf", "%PDF-1.4\n% Informe de catacion TCL-26-2231\n%%EOF\n"],
  },
  {
    family: "tazaclara-lab",
    group: "regional",
    lang: "en",
    kind: "report-shared",
    code: null,
    link: null,
    from: "Taza Clara Lab <results@tazaclara.lab>",
    to: ME,
    subject: "Your client Mameyoshi Shoji has received cupping report TCL-26-2231",
    date: d(1, 10, "09:09"),
    text: `Hello,

As requested, a copy of cupping report TCL-26-2231 (4 samples, lots FDA-26-021 to FDA-26-030)
was sent to y.onodera@mameyoshi.co.jp on 01 Oct 2026 at 09:08 (GMT-6).

The buyer can check the report's authenticity with the report number and the seal TC-SEAL-80413
at tazaclara.lab/authenticity.

Taza Clara Coffee Quality Lab - Santa Catarina Pinula, Guatemala - +502 6634 0921
`,
    html: `<html><body style="font:14px/21px Arial,sans-serif;color:#3b2a20">
<p>Hello,</p>
<p>As requested, a copy of cupping report <b>TCL-26-2231</b> (4 samples, lots FDA-26-021 to FDA-26-030) was sent to <b>y.onodera@mameyoshi.co.jp</b> on 01 Oct 2026 at 09:08 (GMT-6).</p>
<p>The buyer can check the report's authenticity with the report number and the seal TC-SEAL-80413 at <a href="https://tazaclara.lab/authenticity">tazaclara.lab/authenticity</a>.</p>
<p style="font-size:11px;color:#a08a78">Taza Clara Coffee Quality Lab · Santa Catarina Pinula, Guatemala · +502 6634 0921</p>
</body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Loftbin (shared drive)

const LB_SHARE = "https://loftbin.com/s/invite/f9Xk2mQe7TbZ?src=email&ref=share_folder";

const loftbinMails: Mail[] = [
  {
    family: "loftbin",
    group: "consumer",
    lang: "en",
    kind: "share-invite",
    code: null,
    link: LB_SHARE,
    from: "Dana Whitcombe (via Loftbin) <no-reply@loftbin.com>",
    to: ME,
    subject: 'Dana Whitcombe invited you to edit "Flor de Altura - 2026 harvest docs"',
    date: d(13, 9, "13:22", "-0700"),
    text: `Dana Whitcombe (dana@hollowpine.coffee) invited you to edit the folder
"Flor de Altura - 2026 harvest docs".

Message from Dana:
"Marta - let's keep PSS photos, lab reports and the shipping docs here so everyone sees the same
version. ¡Gracias!"

Join folder: ${LB_SHARE}

You'll need a free Loftbin account with gerencia@flordealtura.org.gt to open it.

Loftbin, Inc. · 500 Terry Francois Blvd, San Francisco, CA 94158
Don't want invitations from Dana? https://loftbin.com/settings/block?u=dana%40hollowpine.coffee
`,
    html: `<!doctype html><html><body style="margin:0;background:#f5f6f8">
${pre("Dana shared a folder with you")}
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f6f8"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-radius:10px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1e1f24">
<tr><td style="padding:26px 30px 0"><img src="https://cdn.loftbin.com/mail/loftbin-mark.png" width="32" height="32" alt="Loftbin"></td></tr>
<tr><td style="padding:16px 30px 6px;font-size:18px;line-height:26px"><b>Dana Whitcombe</b> invited you to edit a folder</td></tr>
<tr><td style="padding:8px 30px"><table cellpadding="10" cellspacing="0" border="0" width="100%" style="background:#f5f6f8;border-radius:8px"><tr>
<td width="36"><img src="https://cdn.loftbin.com/mail/icons/folder-shared.png" width="32" alt="Folder"></td><td style="font-size:15px"><b>Flor de Altura - 2026 harvest docs</b><br><span style="font-size:12px;color:#6b6f7b">14 files · 212 MB</span></td></tr></table></td></tr>
<tr><td style="padding:10px 30px;font-size:14px;line-height:21px;color:#3c3f48;font-style:italic">“Marta - let's keep PSS photos, lab reports and the shipping docs here so everyone sees the same version. ¡Gracias!”</td></tr>
<tr><td style="padding:4px 30px 26px">${
      btn(LB_SHARE, "Join folder", "#5b4cf0")
    }<span style="font-size:12px;color:#6b6f7b">You'll need a free Loftbin account with gerencia@flordealtura.org.gt to open it.</span></td></tr>
</table>
<p style="font:11px/16px Helvetica,Arial,sans-serif;color:#8b8f9a;margin:16px 0">Loftbin, Inc. · 500 Terry Francois Blvd, San Francisco, CA 94158<br><a href="https://loftbin.com/settings/block?u=dana%40hollowpine.coffee" style="color:#8b8f9a">Block invitations from Dana</a> · <a href="https://loftbin.com/privacy" style="color:#8b8f9a">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "loftbin",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "LB-904173",
    code_digits: "904173",
    link: null,
    from: "Loftbin <no-reply@loftbin.com>",
    to: ME,
    subject: "Tu código de inicio de sesión de Loftbin",
    date: d(14, 9, "07:03", "-0700"),
    text: `Hola Marta:

Alguien (esperamos que tú) intenta iniciar sesión en Loftbin desde un nuevo navegador.

Tu código: LB-904173

Escribe solo los números en la pantalla de inicio de sesión. El código vence en 20 minutos.

¿No fuiste tú? Cambia tu contraseña en https://loftbin.com/account/security

Loftbin, Inc. · San Francisco, CA
`,
    html:
      `<!doctype html><html><body style="margin:0;background:#f5f6f8;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-radius:10px;color:#1e1f24">
<tr><td style="padding:26px 30px 0"><img src="https://cdn.loftbin.com/mail/loftbin-mark.png" width="32" height="32" alt="Loftbin"></td></tr>
<tr><td style="padding:16px 30px;font-size:15px;line-height:23px">Hola Marta:<br>Alguien (esperamos que tú) intenta iniciar sesión en Loftbin desde un nuevo navegador.</td></tr>
<tr><td align="center" style="padding:6px 30px"><span style="font-size:13px;color:#6b6f7b">LB-</span><span style="font:bold 32px Menlo,monospace;letter-spacing:6px">904173</span></td></tr>
<tr><td style="padding:14px 30px 26px;font-size:13px;line-height:20px;color:#6b6f7b">Escribe solo los números en la pantalla de inicio de sesión. El código vence en 20 minutos.<br>¿No fuiste tú? <a href="https://loftbin.com/account/security" style="color:#5b4cf0">Cambia tu contraseña</a>.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "loftbin",
    group: "consumer",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Loftbin <team@loftbin.com>",
    to: ME,
    subject: "You've used 90% of your Loftbin storage",
    date: d(19, 10, "10:15", "-0700"),
    text: `Hi Marta,

Your Loftbin Free plan is almost full: 4.52 GB of 5 GB used.

When you reach the limit, files will stop syncing, but nothing will be deleted. Shared folders
owned by others (like "Flor de Altura - 2026 harvest docs") don't count toward your storage.

Upgrade to Loftbin Plus (200 GB, USD 4.99/month): https://loftbin.com/plans?from=quota90
Or free up space: https://loftbin.com/files?sort=size

Loftbin, Inc. · 500 Terry Francois Blvd, San Francisco, CA 94158
Unsubscribe from storage tips: https://loftbin.com/settings/email?t=quota
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Yakuvo (video calls)

const YK_LINK = "https://yakuvo.com/login/verify?c=739204&s=7b2f1d9c4ae8&email=gerencia%40flordealtura.org.gt";

const yakuvoMails: Mail[] = [
  {
    family: "yakuvo-meet",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "739204",
    link: YK_LINK,
    from: "Yakuvo <accounts@yakuvo.com>",
    to: ME,
    subject: "739204 is your Yakuvo verification code",
    date: d(16, 9, "08:51", "+0000"),
    text: `Verify your sign-in

Your Yakuvo verification code is: 739204

Or click to sign in directly: ${YK_LINK}

This code expires in 10 minutes. If you didn't request it, someone may have typed your email
address by mistake; you can ignore this message.

Yakuvo Ltd, 3 Pilgrim Street, London EC4V 6AA, United Kingdom
`,
    html: wrap(
      "#ffffff",
      `<tr><td>${pre("Your code expires in 10 minutes")}</td></tr>
<tr><td style="padding:30px 40px 10px"><img src="https://assets.yakuvo.com/email/yakuvo-logo-teal.png" width="104" alt="Yakuvo" style="border:0"></td></tr>
<tr><td style="padding:10px 40px;font:16px/24px Helvetica,Arial,sans-serif;color:#1b2430"><h2 style="margin:0 0 12px;font-size:22px">Verify your sign-in</h2>Your Yakuvo verification code is:</td></tr>
<tr><td style="padding:4px 40px">${digitCells("739204", "#00897b")}</td></tr>
<tr><td style="padding:0 40px;font:15px/22px Helvetica,Arial,sans-serif;color:#1b2430">Or sign in directly:${
        btn(YK_LINK, "Sign in to Yakuvo", "#00897b")
      }</td></tr>
<tr><td style="padding:0 40px 26px;font:13px/20px Helvetica,Arial,sans-serif;color:#6b7785">This code expires in 10 minutes. If you didn't request it, someone may have typed your email address by mistake; you can ignore this message.</td></tr>
<tr><td style="padding:18px 40px;border-top:1px solid #e8ecef;font:11px/16px Helvetica,Arial,sans-serif;color:#9aa5b1">Yakuvo Ltd · 3 Pilgrim Street, London EC4V 6AA, United Kingdom · <a href="https://yakuvo.com/legal/privacy" style="color:#9aa5b1">Privacy</a> · <a href="https://support.yakuvo.com" style="color:#9aa5b1">Support</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "yakuvo-meet",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Yakuvo Billing <billing@yakuvo.com>",
    to: ME,
    subject: "Your Yakuvo receipt #YK-2026-884120",
    date: d(16, 10, "00:04", "+0000"),
    text: `Thanks for your payment.

Receipt #YK-2026-884120
Date: 16 October 2026
Plan: Yakuvo Pro (monthly), 1 host, meetings up to 30 hours, cloud recording 10 GB
Card: Visa •••• 2093

Yakuvo Pro                          USD 13.99
Tax                                 USD  0.00
Total charged                       USD 13.99

Next renewal: 16 November 2026. Manage billing: https://yakuvo.com/account/billing

Yakuvo Ltd, 3 Pilgrim Street, London EC4V 6AA, United Kingdom · VAT GB 402 1177 58
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kaffeebrücke e.V. (fair-trade association newsletter)

const KB_OPTIN = "https://newsletter.kaffeebruecke.de/optin/confirm?l=de&i=7731&h=c0ffee5e91a2b4d7";

const kaffeebrueckeMails: Mail[] = [
  {
    family: "kaffeebruecke",
    group: "regional",
    lang: "de",
    kind: "subscribe-confirm",
    code: null,
    link: KB_OPTIN,
    from: "Kaffeebrücke e.V. <newsletter@kaffeebruecke.de>",
    to: ME,
    subject: "Bitte bestätigen Sie Ihre Anmeldung zum Kaffeebrücke-Rundbrief",
    date: d(7, 9, "14:03", "+0200"),
    text: `Guten Tag,

vielen Dank für Ihr Interesse am Rundbrief der Kaffeebrücke e.V.!

Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf diesen Link:
${KB_OPTIN}

Erst nach der Bestätigung schicken wir Ihnen den Rundbrief (etwa einmal im Monat, mit Marktberichten,
Veranstaltungen und Neuigkeiten aus unseren Partnergenossenschaften).

Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte – Sie werden dann nicht
eingetragen.

Kaffeebrücke e.V. · Gneisenaustraße 2a · 10961 Berlin
Vereinsregister Amtsgericht Charlottenburg VR 28114 B
`,
    html: `<html><body style="background:#f4f0e8;margin:0;padding:20px 0">
<table align="center" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#fff;font-family:Georgia,serif;color:#2e2a25">
<tr><td style="padding:22px 30px;border-bottom:2px solid #8c5a2b;font-size:22px;color:#8c5a2b">Kaffeebrücke e.V.<br><span style="font:12px Arial,sans-serif;color:#9b8f80">Fairer Handel von der Parzelle bis zur Tasse</span></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:24px">Guten Tag,<br><br>vielen Dank für Ihr Interesse am Rundbrief der Kaffeebrücke e.V.! Bitte bestätigen Sie Ihre Anmeldung:
<p style="text-align:center;margin:22px 0"><a href="${KB_OPTIN}" style="background:#8c5a2b;color:#fff;font-family:Arial,sans-serif;padding:12px 26px;text-decoration:none;border-radius:3px">Anmeldung bestätigen</a></p>
Erst nach der Bestätigung schicken wir Ihnen den Rundbrief (etwa einmal im Monat). Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte.</td></tr>
<tr><td style="padding:14px 30px;background:#faf7f2;font:11px/16px Arial,sans-serif;color:#9b8f80">Kaffeebrücke e.V. · Gneisenaustraße 2a · 10961 Berlin · <a href="https://www.kaffeebruecke.de/impressum" style="color:#9b8f80">Impressum</a> · <a href="https://www.kaffeebruecke.de/datenschutz" style="color:#9b8f80">Datenschutz</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "kaffeebruecke",
    group: "regional",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kaffeebrücke e.V. <newsletter@kaffeebruecke.de>",
    to: ME,
    subject: "Rundbrief Oktober: EUDR-Stichtag, Preisbericht und Besuch aus Huehuetenango",
    date: d(15, 10, "10:00", "+0200"),
    headers: [["List-Unsubscribe", "<https://newsletter.kaffeebruecke.de/unsubscribe?i=7731&h=c0ffee5e91a2b4d7>"]],
    text: `KAFFEEBRÜCKE-RUNDBRIEF OKTOBER 2026

1. EUDR: Was der 30. Dezember für kleine Genossenschaften bedeutet
   Unser Webinar am 5. November (17:00 MEZ / 10:00 Guatemala) erklärt Geodaten-Pflicht und
   Sorgfaltserklärung. Anmeldung: https://www.kaffeebruecke.de/termine/eudr-webinar

2. Preisbericht
   ICE „C“ Dezember: 287,40 c/lb (Vormonat 301,15). Fairtrade-Mindestpreis gewaschener Arabica:
   1,80 USD/lb + 0,50 USD/lb Prämie; Bio-Aufschlag 0,40 USD/lb.

3. Besuch aus Huehuetenango
   Vom 18. bis 22. November besucht uns eine Delegation der Cooperativa Flor de Altura.
   Verkostung im Weltladen Kreuzberg am 20.11. um 19 Uhr, Eintritt frei.

4. Mitgliederversammlung 2027: 13. März, Leipzig.

Spenden: Kaffeebrücke e.V., IBAN DE44 1005 0000 0190 4477 12

Kaffeebrücke e.V. · Gneisenaustraße 2a · 10961 Berlin
Abmelden: https://newsletter.kaffeebruecke.de/unsubscribe?i=7731&h=c0ffee5e91a2b4d7
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Torrefazione Ghiandaia (Italian roaster)

const TG_RESET = "https://fornitori.torrefazioneghiandaia.it/password/reset/9c2d71ae-4f0b-4b8e-a6d3-12fe07b95c40";

const ghiandaiaMails: Mail[] = [
  {
    family: "torrefazione-ghiandaia",
    group: "regional",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: TG_RESET,
    from: "Area Fornitori Ghiandaia <noreply@torrefazioneghiandaia.it>",
    to: ME,
    subject: "Reimpostazione della password – Area Fornitori",
    date: d(26, 9, "09:34", "+0200"),
    text: `Gentile Marta Cux Tzoc,

abbiamo ricevuto una richiesta di reimpostazione della password per il suo accesso all'Area
Fornitori di Torrefazione Ghiandaia (fornitore n. F-00871).

Per scegliere una nuova password apra il collegamento seguente entro 60 minuti:
${TG_RESET}

Se non ha richiesto lei la reimpostazione, può ignorare questo messaggio.

Torrefazione Ghiandaia S.r.l. · Via dei Mille 18 · 37045 Legnago (VR) · P.IVA 03418770236
Tel. +39 0442 601 733
`,
    html: `<html><body style="margin:0;background:#f2efe9;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#fff">
<tr><td style="padding:20px 28px;background:#1f3a5f;color:#e8d9b5;font:bold 18px Georgia,serif;letter-spacing:1px">TORREFAZIONE GHIANDAIA <span style="font:12px Helvetica,sans-serif;color:#b9c4d3">dal 1958</span></td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:22px;color:#2a2a2a">Gentile Marta Cux Tzoc,<br><br>abbiamo ricevuto una richiesta di reimpostazione della password per il suo accesso all'Area Fornitori (fornitore n. F-00871).
${btn(TG_RESET, "Reimposta la password", "#1f3a5f")}
<span style="font-size:12px;color:#777">Il collegamento è valido per 60 minuti. Se non ha richiesto lei la reimpostazione, può ignorare questo messaggio.</span></td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #eee;font-size:10px;line-height:15px;color:#999">Torrefazione Ghiandaia S.r.l. · Via dei Mille 18 · 37045 Legnago (VR) · P.IVA 03418770236 · Tel. +39 0442 601 733</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "torrefazione-ghiandaia",
    group: "regional",
    lang: "it",
    kind: "contract-note",
    code: null,
    link: null,
    from: "Chiara Benetti <c.benetti@torrefazioneghiandaia.it>",
    to: ME,
    subject: "Conferma d'ordine n. 2026/0193 – Guatemala Huehuetenango SHB",
    date: d(6, 10, "11:58", "+0200"),
    text: `Buongiorno Marta,

come da accordi telefonici ti confermo l'ordine:

  Conferma n.:     2026/0193
  Caffè:           Guatemala Huehuetenango SHB EP lavato, lotto FDA-26-024 (Honey Pacamara escluso)
  Quantità:        100 sacchi da 69 kg
  Prezzo:          USD 5,05/lb FOB Santo Tomás de Castilla
  Imbarco:         gennaio 2027, destinazione Genova
  Pagamento:       CAD tramite Banca Popolare di Verona

Ti mando il contratto firmato entro venerdì. Un saluto da Legnago e a presto in fiera a Milano!

Chiara Benetti
Ufficio acquisti caffè verde
Torrefazione Ghiandaia S.r.l. · Tel. +39 0442 601 733 · Cell. +39 347 220 9154
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Cafés Merlevent (French roaster)

const merleventMails: Mail[] = [
  {
    family: "cafes-merlevent",
    group: "regional",
    lang: "fr",
    kind: "sample-request",
    code: null,
    link: null,
    from: "Cafés Merlevent – Achats <achats@cafes-merlevent.fr>",
    to: ME,
    subject: "Demande d'échantillons – récolte 2026/27",
    date: d(11, 9, "16:20", "+0200"),
    text: `Bonjour Madame Cux,

Nous avons goûté votre lot « Xeabaj » lors du salon de Lyon et serions intéressés par la nouvelle
récolte. Pourriez-vous nous envoyer des échantillons d'offre (300 g chacun) de :

  - un lavé SHB EP certifié bio, 86 points et plus ;
  - un honey ou naturel si vous en avez en micro-lot (10 à 20 sacs).

Adresse d'envoi :
  Cafés Merlevent – Service achats
  14, quai de la Fosse, 44000 Nantes, France
  Tél. +33 2 40 55 18 62

Nos volumes annuels sont d'environ 2 conteneurs pour le Guatemala, livraison Le Havre.
Merci d'avance et belle récolte !

Élodie Garnier
Responsable achats café vert
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#222">
<p>Bonjour Madame Cux,</p>
<p>Nous avons goûté votre lot « Xeabaj » lors du salon de Lyon et serions intéressés par la nouvelle récolte. Pourriez-vous nous envoyer des échantillons d'offre (300 g chacun) de :</p>
<ul><li>un lavé SHB EP certifié bio, 86 points et plus ;</li><li>un honey ou naturel si vous en avez en micro-lot (10 à 20 sacs).</li></ul>
<p>Adresse d'envoi :<br>Cafés Merlevent – Service achats<br>14, quai de la Fosse, 44000 Nantes, France<br>Tél. +33 2 40 55 18 62</p>
<p>Nos volumes annuels sont d'environ 2 conteneurs pour le Guatemala, livraison Le Havre.<br>Merci d'avance et belle récolte !</p>
<p>Élodie Garnier<br><span style="color:#7a5230">Responsable achats café vert</span><br><img src="https://www.cafes-merlevent.fr/signature/merlevent-sig.png" width="120" alt="Cafés Merlevent – Torréfacteur à Nantes depuis 1987"></p>
</div>`,
    enc: "qp",
  },
  {
    family: "cafes-merlevent",
    group: "regional",
    lang: "fr",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "Cafés Merlevent – Comptabilité <compta@cafes-merlevent.fr>",
    to: ME,
    subject: "Avis de virement – facture FEL C2D9-40B1",
    date: d(22, 10, "14:47", "+0200"),
    text: `Madame,

Nous vous informons que le virement suivant a été émis ce jour :

  Bénéficiaire :  Cooperativa Agrícola Flor de Altura R.L.
  Facture :       FEL C2D9-40B1 (acompte 30 % – contrat CM-GT-2026-07)
  Montant :       USD 12 744,00
  Date valeur :   23/10/2026
  Frais :         partagés (SHA)

Cordialement,
Service comptabilité – Cafés Merlevent SAS
14, quai de la Fosse, 44000 Nantes · SIRET 412 887 305 00027
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Koffiekompas Import (Dutch importer)

const koffiekompasMails: Mail[] = [
  {
    family: "koffiekompas",
    group: "regional",
    lang: "nl",
    kind: "arrival-notice",
    code: null,
    link: null,
    from: "Koffiekompas Import B.V. <logistiek@koffiekompas.nl>",
    to: ME,
    subject: "Aankomstbericht: container MRNU 287740-3 gelost in Rotterdam",
    date: d(28, 10, "08:25", "+0100"),
    text: `Beste Marta,

Goed nieuws: jullie container is gelost en staat op de terminal.

  Ons referentienummer:  KK-IMP-26-0377
  Container:             MRNU 287740-3 (20' DV, 275 zakken)
  Schip:                 MARENOR VALDIVIA 238E
  Gelost:                27-10-2026, ECT Delta Terminal, Rotterdam
  Warehouse:             Pakhuis Waalhaven, Sluisjesdijk 112, 3087 AG Rotterdam

Douane-inklaring is gisteren rond; de monsters gaan morgen naar onze cuppinglab in Amsterdam.
Zodra we de aankomstkwaliteit hebben, sturen we jullie het verslag. Er is nu niets van jullie kant nodig.

Met vriendelijke groet,
Sander Kooistra
Logistiek & kwaliteit
Koffiekompas Import B.V. · Oostelijke Handelskade 34 · 1019 BN Amsterdam · +31 20 555 7310
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- 설원 로스터스 Seolwon Roasters (Korean roaster)

const seolwonMails: Mail[] = [
  {
    family: "seolwon-roasters",
    group: "regional",
    lang: "ko",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "설원 로스터스 구매팀 <green@seolwonroasters.kr>",
    to: ME,
    subject: "[설원 로스터스] 마이크로랏 구매 확정 안내 (PO-SW-2610-07)",
    date: d(9, 10, "18:30", "+0900"),
    text: `Marta님, 안녕하세요.
설원 로스터스 구매팀 한지우입니다. (Hola Marta, soy Jiwoo Han del equipo de compras.)

지난주 보내주신 샘플 커핑 결과가 좋아 아래와 같이 구매를 확정합니다.

  발주번호:   PO-SW-2610-07
  품목:       FDA-26-024 Honey Pacamara (87.00점)
  수량:       12포대 x 30kg (진공 포장)
  가격:       USD 7.20/lb FOB
  선적:       2027년 1월, 부산항 도착 예정

계약서는 이번 주 금요일까지 보내드리겠습니다.
좋은 커피 감사합니다!

한지우 드림
설원 로스터스 | 서울특별시 마포구 와우산로 29길 14 | 02-555-0817
`,
    html:
      `<div style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;font-size:14px;line-height:1.7;color:#222">
<p>Marta님, 안녕하세요.<br>설원 로스터스 구매팀 한지우입니다. <span style="color:#888">(Hola Marta, soy Jiwoo Han del equipo de compras.)</span></p>
<p>지난주 보내주신 샘플 커핑 결과가 좋아 아래와 같이 구매를 확정합니다.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:13px">
<tr><td style="background:#f5f5f5">발주번호</td><td>PO-SW-2610-07</td></tr>
<tr><td style="background:#f5f5f5">품목</td><td>FDA-26-024 Honey Pacamara (87.00점)</td></tr>
<tr><td style="background:#f5f5f5">수량</td><td>12포대 x 30kg (진공 포장)</td></tr>
<tr><td style="background:#f5f5f5">가격</td><td>USD 7.20/lb FOB</td></tr>
<tr><td style="background:#f5f5f5">선적</td><td>2027년 1월, 부산항 도착 예정</td></tr></table>
<p>계약서는 이번 주 금요일까지 보내드리겠습니다.<br>좋은 커피 감사합니다!</p>
<p>한지우 드림<br><span style="color:#888;font-size:12px">설원 로스터스 | 서울특별시 마포구 와우산로 29길 14 | 02-555-0817 | <a href="https://seolwonroasters.kr">seolwonroasters.kr</a></span></p></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Secadores Pinhal (Brazilian dryer maker)

const pinhalMails: Mail[] = [
  {
    family: "secadores-pinhal",
    group: "regional",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Secadores Pinhal – Exportação <export@secadorespinhal.com.br>",
    to: ME,
    subject: "Pedido EXP-2026-0155 despachado – secador rotativo 15 sacas",
    date: d(2, 10, "15:12", "-0300"),
    text: `Prezada Sra. Marta,

Informamos que o seu pedido foi despachado hoje da nossa fábrica em Espírito Santo do Pinhal (SP).

  Pedido:           EXP-2026-0155
  Equipamento:      Secador rotativo SP-15 (15 sacas), com fornalha a lenha e painel elétrico 220 V trifásico
  Embalagem:        2 caixas de madeira, 3.840 kg brutos
  Porto de embarque: Santos, navio previsto para 09/10/2026
  Conhecimento:     será enviado pelo nosso despachante após o embarque
  Valor:            USD 21.600,00 (sinal recebido: USD 6.480,00 em 18/09; saldo contra documentos)

O manual de instalação em espanhol segue em anexo. Nosso técnico Rogério poderá acompanhar a
montagem por videochamada; basta combinar a data com antecedência.

Atenciosamente,
Luciana Prado
Departamento de Exportação
Secadores Pinhal Ltda. · Rod. SP-342, km 198 · Espírito Santo do Pinhal – SP · CEP 13990-000 · +55 19 3651-4420
`,
    html: null,
    enc: "8bit",
    attachment: ["Manual_SP15_ES.pdf", "application/pdf", "%PDF-1.4\n% Manual de instalacion SP-15\n%%EOF\n"],
  },
];

// ---------------------------------------------------------------- 明川咖啡 Mingchuan Coffee (Taiwanese importer)

const mingchuanMails: Mail[] = [
  {
    family: "mingchuan-coffee",
    group: "regional",
    lang: "zh",
    kind: "contract-note",
    code: null,
    link: null,
    from: "明川咖啡 採購部 <sourcing@mingchuan-coffee.com.tw>",
    to: ME,
    subject: "合約確認：瓜地馬拉 薇薇特南果 花之高地合作社 CT-MC-2026-112",
    date: d(20, 10, "10:40", "+0800"),
    text: `Marta 您好，

感謝您寄來的樣品，我們的杯測團隊非常喜歡。以下為本次合約內容，請參考：

  合約編號：CT-MC-2026-112
  品項：FDA-26-027 Natural Catuai（84.50 分）
  數量：20 袋 × 69 公斤
  價格：USD 5.60/lb FOB
  出貨：2026 年 12 月，目的港 高雄
  付款：電匯，裝船後 15 天內

正式合約 PDF 將由我們的律師於下週寄出。
Muchas gracias y saludos desde Taichung.

陳怡君 Yi-Chun Chen
明川咖啡股份有限公司 採購部
台中市西區公益路 168 號 3 樓 ｜ 電話 04-2555-0736
`,
    html: `<div style="font-family:'PingFang TC','Microsoft JhengHei',sans-serif;font-size:14px;line-height:1.8">
<p>Marta 您好，</p>
<p>感謝您寄來的樣品，我們的杯測團隊非常喜歡。以下為本次合約內容，請參考：</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr><td style="color:#777">合約編號</td><td>CT-MC-2026-112</td></tr>
<tr><td style="color:#777">品項</td><td>FDA-26-027 Natural Catuai（84.50 分）</td></tr>
<tr><td style="color:#777">數量</td><td>20 袋 × 69 公斤</td></tr>
<tr><td style="color:#777">價格</td><td>USD 5.60/lb FOB</td></tr>
<tr><td style="color:#777">出貨</td><td>2026 年 12 月，目的港 高雄</td></tr>
<tr><td style="color:#777">付款</td><td>電匯，裝船後 15 天內</td></tr></table>
<p>正式合約 PDF 將由我們的律師於下週寄出。<br>Muchas gracias y saludos desde Taichung.</p>
<p>陳怡君 Yi-Chun Chen<br><span style="color:#888;font-size:12px">明川咖啡股份有限公司 採購部<br>台中市西區公益路 168 號 3 樓 ｜ 電話 04-2555-0736</span></p></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- members and staff of the cooperative

const socioMails: Mail[] = [
  {
    family: "flor-de-altura-coop",
    group: "regional",
    lang: "es",
    kind: "member-note",
    code: null,
    link: null,
    from: "Tomás Ajpop Mendoza <tomas.ajpop.m@gmail.com>",
    to: ME,
    subject: "entrega de pergamino semana 41",
    date: d(8, 10, "19:52"),
    text: `Saqarik doña Marta, utz awach?

Le cuento que el sábado entregué en el beneficio 14 quintales de pergamino de la parcela de
Xeabaj, la boleta de recibo es la 2291. Don Efraín me dijo que la humedad salió en 11.5 y que
el pago queda a Q 1,650 el quintal, más el premio orgánico.

También le pido si me puede apuntar para la capacitación de poda del 24 de octubre, somos
dos de mi familia. Mi número sigue siendo el 4478-1920.

Maltyox chawe, que Dios la bendiga.
Tomás Ajpop
socio 0147, aldea Xeabaj
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "flor-de-altura-coop",
    group: "regional",
    lang: "es",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Efraín López – Beneficio Flor de Altura <beneficio@flordealtura.org.gt>",
    to: ME,
    subject: "Resumen de acopio semana 43 (19–24 oct)",
    date: d(24, 10, "18:11"),
    text: `Marta, buenas tardes.

Resumen de acopio de la semana 43:

  Socios que entregaron:         87
  Pergamino recibido:            1,236.5 qq
  Humedad promedio:              11.3 %
  Rendimiento promedio:          1.29 (pergamino a oro)
  Pagado a socios:               Q 2,040,225.00 (boletas 2398 a 2485)
  Acumulado de la cosecha:       4,918 qq

Pendiente: la guardiola nueva de Pinhal llega a puerto en noviembre, ya hablé con el electricista
para la acometida trifásica (cotización Q 18,400).

Saludos,
Efraín
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Tidewharf Marine (cargo insurance)

const tidewharfMails: Mail[] = [
  {
    family: "tidewharf-marine",
    group: "consumer",
    lang: "en",
    kind: "insurance-certificate",
    code: null,
    link: null,
    from: "Tidewharf Marine Cargo <certificates@tidewharfmarine.com>",
    to: ME,
    subject: "Certificate of Insurance TWM-OC-88120-0417 issued",
    date: d(9, 10, "12:30", "-0500"),
    text: `CERTIFICATE OF CARGO INSURANCE - ISSUED

Open cover:        TWM-OC-88120 (Cooperativa Agrícola Flor de Altura, R.L.)
Certificate no.:   TWM-OC-88120-0417
Conveyance:        MARENOR ALTAMIRA 642N, B/L MRNL26GT0098812
Voyage:            Huehuetenango (warehouse) - Santo Tomás de Castilla - Portland, OR (warehouse)
Subject-matter:    275 bags green coffee, 18,975 kg net
Sum insured:       USD 211,673.46 (invoice value + 10%)
Conditions:        Institute Coffee Clauses (All Risks), incl. war and strikes
Premium:           USD 317.51, charged to your monthly statement

Claims: notify Tidewharf Claims within 3 days of discovery, +1 305 555 0190, claims@tidewharfmarine.com.
The certificate PDF is attached; please send it to the consignee with the documents.

Tidewharf Marine Underwriters Inc., 801 Brickell Ave, Suite 1400, Miami, FL 33131
`,
    html: null,
    attachment: [
      "TWM-OC-88120-0417.pdf",
      "application/pdf",
      "%PDF-1.4\n% Certificate of insurance TWM-OC-88120-0417\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Cuppers Origin Summit (industry event)

const CO_VERIFY = "https://register.cuppersorigin.org/e/cos27/confirm?rid=R-55018&sig=9a1fbc07de";

const cuppersMails: Mail[] = [
  {
    family: "cuppers-origin-summit",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: CO_VERIFY,
    from: "Cuppers Origin Summit 2027 <registration@cuppersorigin.org>",
    to: ME,
    subject: "Action needed: confirm your email for Cuppers Origin Summit 2027",
    date: d(21, 9, "11:00", "-0400"),
    text: `Hi Marta,

You started a producer registration for Cuppers Origin Summit 2027 (Antigua Guatemala,
February 18-20, 2027). Confirm your email address to continue:

${CO_VERIFY}

Your registration ID is R-55018. Producer passes are USD 95 until December 1 (regular USD 180);
the cooperative lot showcase table is an extra USD 240.

See you in Antigua!
Cuppers Origin Summit · 1350 Connecticut Ave NW, Washington, DC 20036
Questions: registration@cuppersorigin.org · +1 202 555 0164
`,
    html: wrap(
      "#101a14",
      `<tr><td>${pre("Antigua Guatemala · February 18-20, 2027")}</td></tr>
<tr><td><img src="https://register.cuppersorigin.org/assets/cos27-banner.jpg" width="600" height="180" alt="Cuppers Origin Summit 2027 · Antigua Guatemala" style="display:block;width:100%;height:auto;border:0"></td></tr>
<tr><td style="padding:28px 34px;font:15px/24px Helvetica,Arial,sans-serif;color:#1c241f">Hi Marta,<br><br>You started a producer registration for <b>Cuppers Origin Summit 2027</b> (Antigua Guatemala, February 18–20, 2027). Confirm your email address to continue.
${btn(CO_VERIFY, "Confirm my email", "#d2691e")}
<table cellpadding="0" cellspacing="0" border="0" style="font-size:13px;color:#55605a"><tr><td>Registration ID&nbsp;&nbsp;</td><td><b>R-55018</b></td></tr><tr><td>Producer pass&nbsp;&nbsp;</td><td>USD 95 until Dec 1 (regular USD 180)</td></tr><tr><td>Lot showcase table&nbsp;&nbsp;</td><td>+ USD 240</td></tr></table></td></tr>
<tr><td style="padding:18px 34px;background:#f1f4f2;font:11px/17px Helvetica,Arial,sans-serif;color:#7b867f">Cuppers Origin Summit · 1350 Connecticut Ave NW, Washington, DC 20036 · +1 202 555 0164<br>
<a href="https://www.cuppersorigin.org/program" style="color:#7b867f">Program</a> · <a href="https://www.cuppersorigin.org/travel" style="color:#7b867f">Travel &amp; hotels</a> · <a href="https://twitter.com/cuppersorigin" style="color:#7b867f">X</a> · <a href="https://www.cuppersorigin.org/privacy" style="color:#7b867f">Privacy</a></td></tr>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Alderbank Green Coffee (US importer)

const alderbankMails: Mail[] = [
  {
    family: "alderbank-green",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Alderbank Green Coffee <accounts@alderbankgreen.com>",
    to: ME,
    subject: "Your Alderbank producer account password was changed",
    date: d(30, 9, "20:17", "-0500"),
    text: `Hi Marta,

The password for your Alderbank producer account (gerencia@flordealtura.org.gt) was changed on
September 30, 2026 at 8:16 PM CDT.

If you made this change, there's nothing else to do.
If you didn't, contact us right away at producers@alderbankgreen.com or +1 713 555 0122 so we can
lock the account.

Alderbank Green Coffee · 4120 Harrisburg Blvd, Houston, TX 77003
`,
    html: `<html><body style="margin:0;padding:24px;background:#f6f6f3;font-family:Arial,sans-serif">
<table width="520" align="center" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-top:5px solid #3f6b4a">
<tr><td style="padding:24px 28px;font-size:14px;line-height:22px;color:#2b2b2b"><img src="https://alderbankgreen.com/img/email-logo.png" width="140" alt="Alderbank Green Coffee"><br><br>
Hi Marta,<br><br>The password for your Alderbank producer account (gerencia@flordealtura.org.gt) was changed on <b>September 30, 2026 at 8:16 PM CDT</b>.<br><br>
If you made this change, there's nothing else to do. If you didn't, <a href="mailto:producers@alderbankgreen.com" style="color:#3f6b4a">contact us right away</a> or call +1 713 555 0122 so we can lock the account.</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;border-top:1px solid #eee">Alderbank Green Coffee · 4120 Harrisburg Blvd, Houston, TX 77003</td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "alderbank-green",
    group: "consumer",
    lang: "en",
    kind: "market-report",
    code: null,
    link: null,
    from: "Alderbank Green Coffee <news@alderbankgreen.com>",
    to: ME,
    subject: "Origin Notes #44: Central America harvest outlook & freight rates",
    date: d(26, 10, "07:00", "-0500"),
    headers: [["List-Unsubscribe", "<mailto:unsubscribe@alderbankgreen.com?subject=unsub-44>"]],
    text: `ORIGIN NOTES #44 - Alderbank Green Coffee

Harvest outlook
Guatemala's 2026/27 crop is forecast at 3.4 million 60-kg bags, flat year on year; early rains in
Huehuetenango pushed first pickings back about two weeks.

Differentials
Guatemala SHB EP: +45 to +60 over "C" for December shipment. Organic premium holding at 40 c/lb.

Freight
Santo Tomás de Castilla to Houston, 20' DV: USD 1,850 (down from USD 2,100 in August).

Upcoming
- Alderbank cupping open house, Houston, November 12, 3-6 PM
- We'll be at Cuppers Origin Summit in Antigua, February 18-20

Read online: https://alderbankgreen.com/origin-notes/44
Alderbank Green Coffee · 4120 Harrisburg Blvd, Houston, TX 77003
Unsubscribe: https://alderbankgreen.com/unsubscribe?e=gerencia%40flordealtura.org.gt&l=origin-notes
`,
    html: null,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...verdaliaMails,
  ...cherrymarkMails,
  ...hollowpineMails,
  ...roestkontorMails,
  ...mameyoshiMails,
  ...pinabeteMails,
  ...surcosMails,
  ...factuquetzalMails,
  ...tikalcelMails,
  ...marenorMails,
  ...cargasierraMails,
  ...tazaclaraMails,
  ...loftbinMails,
  ...yakuvoMails,
  ...kaffeebrueckeMails,
  ...ghiandaiaMails,
  ...merleventMails,
  ...koffiekompasMails,
  ...seolwonMails,
  ...pinhalMails,
  ...mingchuanMails,
  ...socioMails,
  ...tidewharfMails,
  ...cuppersMails,
  ...alderbankMails,
];
