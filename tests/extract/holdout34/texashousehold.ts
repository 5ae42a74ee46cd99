/**
 * The inbox of a bilingual household in Texas from late August to October 2026: utilities, the school
 * district, banks and cards, pharmacy, insurance, HOA, tolls, county portals, stores, church, soccer
 * and streaming, in English and US Spanish with some Vietnamese from relatives; most mail asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026, Central time (CDT until 1 November). */
function when(month: number, day: number, hour: number, minute: number, second = 0): string {
  const t = new Date(Date.UTC(2026, month - 1, day));
  const tz = month < 11 ? "-0500" : "-0600";
  const p = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[t.getUTCDay()]}, ${p(day)} ${MONTHS[month - 1]} 2026 ${p(hour)}:${p(minute)}:${p(second)} ${tz}`;
}

function button(href: string, label: string, bg: string, color = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
  <tr>
    <td align="center" bgcolor="${bg}" style="border-radius:4px;">
      <a href="${href}" target="_blank" style="display:inline-block;padding:13px 30px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:${color};text-decoration:none;border-radius:4px;">${label}</a>
    </td>
  </tr>
</table>`;
}

function preheader(s: string): string {
  return `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

// ------------------------------------------------------------ Brazos Lumen Energy (electricity retailer)

function brazos(pre: string, body: string, lang: "en" | "es"): string {
  const foot = lang === "en"
    ? `Brazos Lumen Energy LLC &middot; PUCT Certificate No. 10384 &middot; P.O. Box 40219, Houston, TX 77240<br>Customer Care 1-855-274-2966, Mon&ndash;Fri 7 a.m.&ndash;7 p.m. CT &middot; Power outages: call your utility, CenterGrid, at 1-800-332-7143.<br><a href="https://www.brazoslumen.com/privacy" style="color:#6b7280;">Privacy Policy</a> &middot; <a href="https://www.brazoslumen.com/terms" style="color:#6b7280;">Terms of Service</a> &middot; <a href="https://www.brazoslumen.com/es" style="color:#6b7280;">En español</a>`
    : `Brazos Lumen Energy LLC &middot; Certificado PUCT No. 10384 &middot; P.O. Box 40219, Houston, TX 77240<br>Atención al cliente 1-855-274-2966, lunes a viernes de 7 a.m. a 7 p.m. hora del centro &middot; Apagones: llame a su compañía de distribución, CenterGrid, al 1-800-332-7143.<br><a href="https://www.brazoslumen.com/es/privacidad" style="color:#6b7280;">Privacidad</a> &middot; <a href="https://www.brazoslumen.com/es/terminos" style="color:#6b7280;">Términos</a> &middot; <a href="https://www.brazoslumen.com/" style="color:#6b7280;">In English</a>`;
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Brazos Lumen Energy</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f4f6">
<tr><td align="center" style="padding:24px 12px;">
  <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-top:6px solid #f59e0b;">
    <tr><td style="padding:22px 32px 6px 32px;"><img src="https://assets.brazoslumen.com/email/logo-brazos-lumen@2x.png" width="168" height="40" alt="Brazos Lumen Energy" style="display:block;border:0;"></td></tr>
    <tr><td style="padding:6px 32px 28px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#1f2937;">
${body}
    </td></tr>
    <tr><td style="padding:18px 32px;background:#111827;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#9ca3af;">${foot}</td></tr>
  </table>
</td></tr>
</table>
</body></html>`;
}

const brazos_bill_html = brazos(
  "Your September bill is $148.62, due October 6.",
  `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Your bill is ready, Mariana.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e5e7eb;">
  <tr><td style="padding:10px 14px;color:#6b7280;">Account</td><td align="right" style="padding:10px 14px;">•••• •••• 7731</td></tr>
  <tr><td style="padding:10px 14px;color:#6b7280;border-top:1px solid #e5e7eb;">Service address</td><td align="right" style="padding:10px 14px;border-top:1px solid #e5e7eb;">2614 Agarita Trl, Katy TX 77494</td></tr>
  <tr><td style="padding:10px 14px;color:#6b7280;border-top:1px solid #e5e7eb;">Billing period</td><td align="right" style="padding:10px 14px;border-top:1px solid #e5e7eb;">Aug 14 &ndash; Sep 12, 2026 (29 days)</td></tr>
  <tr><td style="padding:10px 14px;color:#6b7280;border-top:1px solid #e5e7eb;">Usage</td><td align="right" style="padding:10px 14px;border-top:1px solid #e5e7eb;">1,204 kWh</td></tr>
  <tr><td style="padding:10px 14px;color:#6b7280;border-top:1px solid #e5e7eb;">Plan</td><td align="right" style="padding:10px 14px;border-top:1px solid #e5e7eb;">Lumen Fixed 12 &middot; 11.9&cent;/kWh</td></tr>
  <tr><td style="padding:14px;font-weight:bold;border-top:2px solid #f59e0b;">Amount due</td><td align="right" style="padding:14px;font-size:22px;font-weight:bold;border-top:2px solid #f59e0b;">$148.62</td></tr>
</table>
<p style="margin:16px 0 0 0;">AutoPay is on. We'll draft $148.62 from your checking account ending in 0452 on <strong>October 6, 2026</strong>. There's nothing you need to do.</p>
${button("https://www.brazoslumen.com/account/bills/2026-09", "View bill", "#f59e0b", "#111827")}
<p style="margin:0;font-size:13px;color:#6b7280;">Tip: your usage was 9% lower than last September. Raising the thermostat 2&deg; in the afternoon peak (3&ndash;7 p.m.) could save about $11 a month.</p>`,
  "en",
);

const brazos_code_html = brazos(
  "Su código para iniciar sesión vence en 10 minutos.",
  `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Código de verificación</p>
<p style="margin:0 0 14px 0;">Recibimos una solicitud para iniciar sesión en Mi Cuenta de Brazos Lumen desde un navegador nuevo. Escriba este código en la pantalla de inicio de sesión:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:10px auto 18px auto;">
  <tr><td style="padding:14px 26px;background:#fef3c7;border:1px dashed #f59e0b;font-family:'Courier New',Courier,monospace;font-size:30px;font-weight:bold;letter-spacing:8px;color:#111827;">360 158</td></tr>
</table>
<p style="margin:0 0 14px 0;">El código vence en 10 minutos. Nunca le pediremos este código por teléfono.</p>
<p style="margin:0;font-size:13px;color:#6b7280;">Si usted no intentó iniciar sesión, puede ignorar este mensaje; su contraseña no ha cambiado. Si tiene dudas, llámenos al 1-855-274-2966.</p>`,
  "es",
);

const brazos_autopay_html = brazos(
  "Confirmación de pago automático.",
  `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Recibimos su pago. ¡Gracias!</p>
<p style="margin:0 0 14px 0;">Hola, Mariana: procesamos su pago automático de la factura de septiembre.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="background:#f9fafb;">
  <tr><td style="color:#6b7280;">Monto</td><td align="right"><strong>$148.62</strong></td></tr>
  <tr><td style="color:#6b7280;">Fecha</td><td align="right">6 de octubre de 2026</td></tr>
  <tr><td style="color:#6b7280;">Cuenta bancaria</td><td align="right">Cheques terminada en 0452</td></tr>
  <tr><td style="color:#6b7280;">Número de confirmación</td><td align="right">PAY-88120457</td></tr>
</table>
<p style="margin:16px 0 0 0;">Su próxima factura se emitirá alrededor del 14 de octubre. Puede ver su historial de pagos en <a href="https://www.brazoslumen.com/es/cuenta/pagos" style="color:#b45309;">Mi Cuenta</a>.</p>`,
  "es",
);

// ------------------------------------------------------------ Pecan Creek MUD (water utility)

const pecan_bill_text = `PECAN CREEK MUNICIPAL UTILITY DISTRICT NO. 2
Water - Sewer - Trash - Drainage

Estimado cliente:

Su factura de servicios de septiembre de 2026 está disponible.

Cuenta: 04-11872-03
Dirección de servicio: 2614 AGARITA TRL
Lectura anterior (08/10): 482,100 gal
Lectura actual (09/09): 491,300 gal
Consumo: 9,200 galones

Agua ........................ $41.87
Alcantarillado .............. $33.50
Recolección de basura ....... $22.15
Cargo regional de agua (WHCRWA) $27.14
-------------------------------------
TOTAL A PAGAR ............... $124.66
Fecha de vencimiento: 28 de septiembre de 2026

Después de la fecha de vencimiento se aplica un cargo del 10 %.

Pague en línea: https://pay.pecancreekmud2.org/
Por teléfono (24 horas): 281-392-5810
En persona: 1402 Fry Rd, Suite B, Katy TX 77449 (lunes a viernes, 8:00 a 4:30)

Restricciones de riego (etapa 1): riego con aspersores solo dos días por semana, nunca entre las 10 a.m. y las 6 p.m.

Pecan Creek MUD No. 2 - administrado por Gulfstone Utility Services, Inc.
`;

const pecan_boil_text = `PECAN CREEK MUD NO. 2 - BOIL WATER NOTICE RESCINDED

October 9, 2026, 4:40 p.m.

The boil water notice issued October 7 for the area north of Clay Road between Fry Road and Greenhouse Road has been lifted. Laboratory samples collected October 8 were analyzed by an accredited lab and show the water is safe to drink. You no longer need to boil water before drinking or cooking.

Before using your water again:
- Run cold-water faucets for 5 minutes.
- Flush ice makers by discarding the first three batches of ice.
- Run water softeners and filters through a regeneration cycle.

The notice followed a 12-inch main break on Saddle Creek Dr. Crews completed the repair on October 8. We apologize for the inconvenience.

Questions: 281-392-5810 (option 3) or operations@pecancreekmud2.org
Texas Commission on Environmental Quality PWS ID TX1013902

You are receiving this alert because your account (04-11872-03) is enrolled in emergency notifications. To change how you get alerts, visit https://pay.pecancreekmud2.org/alerts
`;

const pecan_verify_url = "https://pay.pecancreekmud2.org/paperless/confirm?t=7Fq2LxW0m9Rk4cZbY1sHd8Pn";
const pecan_verify_text = `Pecan Creek MUD No. 2 - Online Bill Pay

Hi Mariana Salas,

You asked to receive your water bill by email instead of on paper for account 04-11872-03.

To finish signing up for paperless billing, confirm this email address:
${pecan_verify_url}

This link works for 72 hours. Until you confirm, we will keep mailing paper bills to 2614 Agarita Trl.

If you did not request paperless billing, ignore this email or call us at 281-392-5810.

Gulfstone Utility Services, Inc., operator for Pecan Creek MUD No. 2
1402 Fry Rd, Suite B, Katy, TX 77449
`;
const pecan_verify_html =
  `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;background:#ffffff;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #9bb7cf;">
<tr><td bgcolor="#1d4e89" style="padding:12px 16px;color:#ffffff;font-size:16px;font-weight:bold;">Pecan Creek MUD No. 2 &mdash; Online Bill Pay</td></tr>
<tr><td style="padding:18px 16px;">
<p>Hi Mariana Salas,</p>
<p>You asked to receive your water bill by email instead of on paper for account <b>04-11872-03</b>.</p>
<p>To finish signing up for paperless billing, confirm this email address:</p>
<p><a href="${pecan_verify_url}" style="color:#1d4e89;font-weight:bold;">Confirm my email address</a></p>
<p>This link works for 72 hours. Until you confirm, we will keep mailing paper bills to 2614 Agarita Trl.</p>
<p style="color:#666;">If you did not request paperless billing, ignore this email or call us at 281-392-5810.</p>
</td></tr>
<tr><td bgcolor="#eef3f8" style="padding:10px 16px;font-size:11px;color:#555;">Gulfstone Utility Services, Inc., operator for Pecan Creek MUD No. 2<br>1402 Fry Rd, Suite B, Katy, TX 77449 &middot; <a href="https://www.pecancreekmud2.org/">pecancreekmud2.org</a></td></tr>
</table>
</body></html>`;

// ------------------------------------------------------------ Encino Valley ISD (school district)

function encino(title: string, body: string, lang: "en" | "es"): string {
  const unsub = lang === "en" ? "Manage notification preferences" : "Administrar preferencias de notificaciones";
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#e9edf2;">
<center>
<table width="640" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;">
<tr><td style="background:#7a1c2e;padding:16px 24px;"><img src="https://www.encinovalleyisd.net/cms/lib/TX0192/Centricity/Template/logo-evisd-white.png" alt="Encino Valley ISD" width="210" style="display:block;"></td></tr>
<tr><td style="padding:4px 24px;background:#c9a227;font-family:Arial,sans-serif;font-size:11px;letter-spacing:1px;color:#3b0d16;">${title}</td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:1.55;color:#222;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:#f4f4f4;font-family:Arial,sans-serif;font-size:11px;color:#666;line-height:1.5;">
Encino Valley Independent School District &middot; 8800 Ranch Road 1826, Austin, TX 78737 &middot; (512) 555-0140<br>
Encino Valley ISD does not discriminate on the basis of race, religion, color, national origin, sex, disability or age in its programs and activities.<br>
<a href="https://notify.encinovalleyisd.net/prefs?u=4471902" style="color:#7a1c2e;">${unsub}</a> &middot; <a href="https://www.facebook.com/EncinoValleyISD" style="color:#7a1c2e;">Facebook</a> &middot; <a href="https://www.instagram.com/encinovalleyisd" style="color:#7a1c2e;">Instagram</a>
</td></tr>
</table>
</center>
</body></html>`;
}

const encino_activate_url =
  "https://parents.encinovalleyisd.net/ParentPortal/Activate.aspx?key=Q2hcZ4tVn81wE0pL&lang=es";
const encino_activate_text = `Distrito Escolar Independiente de Encino Valley
Portal para Padres

Estimado/a padre, madre o tutor:

Se creó una cuenta del Portal para Padres para usted. Con el portal puede ver las calificaciones, la asistencia y el saldo de la cuenta de almuerzo de:

  Sofía Salas - Escuela Primaria Live Oak, 4.º grado
  Mateo Salas - Escuela Secundaria Bear Creek, 7.º grado

Para activar su cuenta y elegir una contraseña, abra este enlace:
${encino_activate_url}

Su nombre de usuario es: msalas2614
El enlace de activación vence el 25 de agosto de 2026 a las 11:59 p.m.

Si necesita ayuda, comuníquese con la oficina de su escuela o con la mesa de ayuda de tecnología al (512) 555-0188.

Encino Valley ISD
8800 Ranch Road 1826, Austin, TX 78737
`;
const encino_activate_html = encino(
  "PORTAL PARA PADRES",
  `<p>Estimado/a padre, madre o tutor:</p>
<p>Se creó una cuenta del <b>Portal para Padres</b> para usted. Con el portal puede ver las calificaciones, la asistencia y el saldo de la cuenta de almuerzo de:</p>
<ul><li>Sofía Salas &mdash; Escuela Primaria Live Oak, 4.º grado</li><li>Mateo Salas &mdash; Escuela Secundaria Bear Creek, 7.º grado</li></ul>
<p>Para activar su cuenta y elegir una contraseña, haga clic en el botón:</p>
${button(encino_activate_url, "Activar mi cuenta", "#7a1c2e")}
<p>Su nombre de usuario es: <b>msalas2614</b><br>El enlace de activación vence el 25 de agosto de 2026 a las 11:59 p.m.</p>
<p style="font-size:13px;color:#555;">Si necesita ayuda, comuníquese con la oficina de su escuela o con la mesa de ayuda de tecnología al (512) 555-0188.</p>`,
  "es",
);

const encino_news_html = encino(
  "LIVE OAK ELEMENTARY &middot; WEEKLY UPDATE &middot; SEPT. 18, 2026",
  `<h2 style="margin:0 0 10px 0;font-size:22px;color:#7a1c2e;">Live Oak Lions Weekly</h2>
<p>Hello Lion families,</p>
<p><b>Early release Wednesday, September 23.</b> Students will be dismissed at 12:15 p.m. for staff development. Bus routes run 3 hours early; after-school care by Kid Ventures opens at 12:15.</p>
<p><b>Picture day</b> is Tuesday, September 29. Order forms went home in Thursday folders. Online orders: use picture day ID <b>EVK7QH9R</b> at the photographer's site.</p>
<p><b>Fall book fair</b> runs October 5&ndash;9 in the library, 7:30 a.m.&ndash;3:30 p.m., plus family night Thursday October 8, 5&ndash;7 p.m.</p>
<p><b>Lunch menu change:</b> Friday's pizza is moving to Thursday this week.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #ddd;font-family:Arial,sans-serif;font-size:13px;">
<tr style="background:#f7efd6;"><td><b>Date</b></td><td><b>Event</b></td></tr>
<tr><td>Sept. 22</td><td>PTA meeting, cafeteria, 6:30 p.m.</td></tr>
<tr><td>Sept. 23</td><td>Early release, 12:15 p.m.</td></tr>
<tr><td>Sept. 29</td><td>Picture day</td></tr>
<tr><td>Oct. 12</td><td>Student holiday / staff development</td></tr>
</table>
<p>Thank you for all you do!<br>Dr. Renee Castillo, Principal</p>`,
  "en",
);
const encino_news_text = `LIVE OAK LIONS WEEKLY - SEPT. 18, 2026

Hello Lion families,

Early release Wednesday, September 23. Students will be dismissed at 12:15 p.m. for staff development. Bus routes run 3 hours early; after-school care by Kid Ventures opens at 12:15.

Picture day is Tuesday, September 29. Order forms went home in Thursday folders. Online orders: use picture day ID EVK7QH9R at the photographer's site.

Fall book fair runs October 5-9 in the library, 7:30 a.m.-3:30 p.m., plus family night Thursday October 8, 5-7 p.m.

Lunch menu change: Friday's pizza is moving to Thursday this week.

Sept. 22 - PTA meeting, cafeteria, 6:30 p.m.
Sept. 23 - Early release, 12:15 p.m.
Sept. 29 - Picture day
Oct. 12 - Student holiday / staff development

Thank you for all you do!
Dr. Renee Castillo, Principal

Encino Valley ISD - 8800 Ranch Road 1826, Austin, TX 78737 - (512) 555-0140
Manage notification preferences: https://notify.encinovalleyisd.net/prefs?u=4471902
`;

const encino_absence_text = `Aviso de asistencia - Escuela Secundaria Bear Creek

Estimado padre o tutor de MATEO SALAS (ID 2031457):

Nuestros registros indican que su estudiante no estuvo presente en el/los siguiente(s) periodo(s) el 01/10/2026:

  Periodo 3 - Ciencias 7 (Sra. Whitfield) - Ausencia injustificada
  Periodo 4 - Matemáticas 7 Pre-AP (Sr. Okafor) - Ausencia injustificada

Si su estudiante tuvo una cita médica u otra razón, envíe una nota firmada o la constancia médica a la oficina de asistencia dentro de los 3 días escolares siguientes. Puede enviarla por correo electrónico a asistencia.bcms@encinovalleyisd.net o entregarla en la oficina.

Este es un mensaje automático. Por favor no responda a este correo.

Oficina de Asistencia, Bear Creek Middle School
(512) 555-0173
`;

const encino_lunch_text = `Encino Valley ISD Child Nutrition

LOW BALANCE NOTICE

Student: Sofia Salas
School: Live Oak Elementary
Current meal account balance: $3.40
Date: 10/14/2026

A lunch for elementary students costs $3.25. When the balance falls below zero, your student will still receive a meal, and the charge will be added to the account.

You can add money to the account online through the district's meal payment site (a $2.25 convenience fee applies per transaction), or send cash or a check payable to "EVISD Child Nutrition" in an envelope marked with your student's name and ID 2049911.

Free and reduced-price meal applications for 2026-27 are accepted all year: https://www.encinovalleyisd.net/nutrition/apply

Encino Valley ISD Child Nutrition Services - (512) 555-0161
This institution is an equal opportunity provider.
`;

// ------------------------------------------------------------ Caliche Federal Credit Union

function caliche(body: string, pre: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  @media only screen and (max-width:600px){ .wrap{width:100% !important;} }
  a{color:#0f6b5c;}
</style></head>
<body style="margin:0;padding:0;background:#eef2f0;">
${preheader(pre)}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:20px 0;">
<table role="presentation" class="wrap" width="560" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 28px 8px 28px;"><img src="https://www.calichefcu.org/images/email/caliche-fcu-logo.png" alt="Caliche Federal Credit Union" width="190" style="display:block;"></td></tr>
<tr><td style="padding:8px 28px 24px 28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#222;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e3e8e6;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#6b7773;">
Caliche Federal Credit Union &middot; 3300 W. Loop 1604 N, San Antonio, TX 78251 &middot; 210-555-0199 or 800-555-0126<br>
Federally insured by NCUA. Equal Housing Opportunity. NMLS #481023.<br>
<a href="https://www.calichefcu.org/privacy">Privacy</a> &middot; <a href="https://www.calichefcu.org/security">Security Center</a> &middot; <a href="https://www.calichefcu.org/locations">Branches &amp; ATMs</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const caliche_code_html = caliche(
  `<p style="margin:0 0 12px 0;">Hi Daniel,</p>
<p style="margin:0 0 12px 0;">Use this secure access code to finish signing in to Caliche Online Banking:</p>
<table role="presentation" cellspacing="6" cellpadding="0" border="0" style="margin:8px 0 16px 0;"><tr>
<td width="40" height="48" align="center" style="border:1px solid #0f6b5c;border-radius:6px;font-family:Helvetica,Arial,sans-serif;font-size:24px;font-weight:bold;color:#0f6b5c;">8</td>
<td width="40" height="48" align="center" style="border:1px solid #0f6b5c;border-radius:6px;font-family:Helvetica,Arial,sans-serif;font-size:24px;font-weight:bold;color:#0f6b5c;">1</td>
<td width="40" height="48" align="center" style="border:1px solid #0f6b5c;border-radius:6px;font-family:Helvetica,Arial,sans-serif;font-size:24px;font-weight:bold;color:#0f6b5c;">9</td>
<td width="40" height="48" align="center" style="border:1px solid #0f6b5c;border-radius:6px;font-family:Helvetica,Arial,sans-serif;font-size:24px;font-weight:bold;color:#0f6b5c;">0</td>
<td width="40" height="48" align="center" style="border:1px solid #0f6b5c;border-radius:6px;font-family:Helvetica,Arial,sans-serif;font-size:24px;font-weight:bold;color:#0f6b5c;">7</td>
<td width="40" height="48" align="center" style="border:1px solid #0f6b5c;border-radius:6px;font-family:Helvetica,Arial,sans-serif;font-size:24px;font-weight:bold;color:#0f6b5c;">4</td>
</tr></table>
<p style="margin:0 0 12px 0;">This code expires in 5 minutes and can be used once. Caliche staff will <b>never</b> call, text or email asking for it.</p>
<p style="margin:0;font-size:13px;color:#555;">Didn't try to sign in? Someone may know your password. Call us right away at 800-555-0126, available 24/7.</p>`,
  "Your secure access code. It expires in 5 minutes.",
);
const caliche_code_text = `Caliche Federal Credit Union

Hi Daniel,

Use this secure access code to finish signing in to Caliche Online Banking:

819074

This code expires in 5 minutes and can be used once. Caliche staff will never call, text or email asking for it.

Didn't try to sign in? Someone may know your password. Call us right away at 800-555-0126, available 24/7.

Caliche Federal Credit Union - 3300 W. Loop 1604 N, San Antonio, TX 78251
Federally insured by NCUA.
`;

const caliche_estatement_html = caliche(
  `<p style="margin:0 0 12px 0;">Hola, Daniel:</p>
<p style="margin:0 0 12px 0;">Su estado de cuenta electrónico de <b>septiembre de 2026</b> ya está disponible en Caliche Online Banking.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="8" border="0" style="background:#f4f8f6;border-radius:6px;font-size:14px;">
<tr><td>Cuenta de ahorros principal</td><td align="right">••••0017</td></tr>
<tr><td>Cuenta de cheques Everyday</td><td align="right">••••0452</td></tr>
<tr><td>Préstamo de auto</td><td align="right">••••2209</td></tr>
<tr><td>Periodo del estado</td><td align="right">01/09/2026 &ndash; 30/09/2026</td></tr>
</table>
<p style="margin:14px 0 12px 0;">Para verlo, inicie sesión y seleccione <i>Documentos &gt; Estados de cuenta</i>. Por su seguridad, este correo no incluye enlaces directos a su estado de cuenta.</p>
<p style="margin:0;font-size:13px;color:#555;">Recordatorio: las sucursales estarán cerradas el lunes 12 de octubre. Los cajeros automáticos y la banca en línea funcionarán con normalidad.</p>`,
  "Su estado de cuenta de septiembre está listo.",
);
const caliche_estatement_text = `Caliche Federal Credit Union

Hola, Daniel:

Su estado de cuenta electrónico de septiembre de 2026 ya está disponible en Caliche Online Banking.

  Cuenta de ahorros principal  ••••0017
  Cuenta de cheques Everyday   ••••0452
  Préstamo de auto             ••••2209
  Periodo del estado           01/09/2026 - 30/09/2026

Para verlo, inicie sesión y seleccione Documentos > Estados de cuenta. Por su seguridad, este correo no incluye enlaces directos a su estado de cuenta.

Recordatorio: las sucursales estarán cerradas el lunes 12 de octubre. Los cajeros automáticos y la banca en línea funcionarán con normalidad.

Caliche Federal Credit Union - 3300 W. Loop 1604 N, San Antonio, TX 78251 - 800-555-0126
`;

const part1: Mail[] = [
  {
    family: "brazos-lumen-energy",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Brazos Lumen Energy <billing@notify.brazoslumen.com>",
    subject: "Your Brazos Lumen bill is ready: $148.62",
    date: when(9, 15, 6, 2, 41),
    text: `Your bill is ready, Mariana.

Account: **** **** 7731
Service address: 2614 Agarita Trl, Katy TX 77494
Billing period: Aug 14 - Sep 12, 2026 (29 days)
Usage: 1,204 kWh
Plan: Lumen Fixed 12, 11.9 cents/kWh

Amount due: $148.62

AutoPay is on. We'll draft $148.62 from your checking account ending in 0452 on October 6, 2026. There's nothing you need to do.

View bill: https://www.brazoslumen.com/account/bills/2026-09

Tip: your usage was 9% lower than last September. Raising the thermostat 2 degrees in the afternoon peak (3-7 p.m.) could save about $11 a month.

Brazos Lumen Energy LLC - PUCT Certificate No. 10384 - P.O. Box 40219, Houston, TX 77240
Customer Care 1-855-274-2966
Privacy Policy: https://www.brazoslumen.com/privacy
`,
    html: brazos_bill_html,
    enc: "qp",
  },
  {
    family: "brazos-lumen-energy",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "360158",
    link: null,
    from: "Brazos Lumen Energy <no-reply@notify.brazoslumen.com>",
    subject: "Su código de verificación de Brazos Lumen",
    date: when(9, 21, 21, 37, 5),
    text: `Código de verificación

Recibimos una solicitud para iniciar sesión en Mi Cuenta de Brazos Lumen desde un navegador nuevo. Escriba este código en la pantalla de inicio de sesión:

360 158

El código vence en 10 minutos. Nunca le pediremos este código por teléfono.

Si usted no intentó iniciar sesión, puede ignorar este mensaje; su contraseña no ha cambiado. Si tiene dudas, llámenos al 1-855-274-2966.

Brazos Lumen Energy LLC - P.O. Box 40219, Houston, TX 77240
Privacidad: https://www.brazoslumen.com/es/privacidad
`,
    html: brazos_code_html,
    enc: "qp",
  },
  {
    family: "brazos-lumen-energy",
    group: "regional",
    lang: "es",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Brazos Lumen Energy <billing@notify.brazoslumen.com>",
    subject: "Recibimos su pago de $148.62",
    date: when(10, 6, 9, 14, 50),
    text: `Recibimos su pago. ¡Gracias!

Hola, Mariana: procesamos su pago automático de la factura de septiembre.

Monto: $148.62
Fecha: 6 de octubre de 2026
Cuenta bancaria: cheques terminada en 0452
Número de confirmación: PAY-88120457

Su próxima factura se emitirá alrededor del 14 de octubre. Puede ver su historial de pagos en Mi Cuenta: https://www.brazoslumen.com/es/cuenta/pagos

Brazos Lumen Energy LLC - Certificado PUCT No. 10384 - 1-855-274-2966
`,
    html: brazos_autopay_html,
    enc: "b64",
  },
  {
    family: "pecan-creek-mud",
    group: "regional",
    lang: "es",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Pecan Creek MUD 2 <ebill@pecancreekmud2.org>",
    subject: "Factura de agua - Cuenta 04-11872-03 - Vence 09/28/2026",
    date: when(9, 11, 3, 30),
    text: pecan_bill_text,
    html: null,
    enc: "8bit",
  },
  {
    family: "pecan-creek-mud",
    group: "regional",
    lang: "en",
    kind: "service-alert",
    code: null,
    link: null,
    from: "Pecan Creek MUD 2 Alerts <alerts@pecancreekmud2.org>",
    subject: "RESCINDED: Boil Water Notice - North of Clay Rd",
    date: when(10, 9, 16, 44, 12),
    text: pecan_boil_text,
    html: null,
  },
  {
    family: "pecan-creek-mud",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: pecan_verify_url,
    from: "Pecan Creek MUD 2 <ebill@pecancreekmud2.org>",
    subject: "Confirm your email for paperless water bills",
    date: when(10, 10, 10, 3, 29),
    text: pecan_verify_text,
    html: pecan_verify_html,
  },
  {
    family: "encino-valley-isd",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: encino_activate_url,
    from: "Encino Valley ISD Portal para Padres <noreply@encinovalleyisd.net>",
    subject: "Active su cuenta del Portal para Padres",
    date: when(8, 18, 14, 5, 33),
    text: encino_activate_text,
    html: encino_activate_html,
    enc: "qp",
  },
  {
    family: "encino-valley-isd",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Live Oak Elementary <liveoak@notify.encinovalleyisd.net>",
    subject: "Live Oak Lions Weekly: early release Wed., picture day, book fair",
    date: when(9, 18, 15, 30),
    text: encino_news_text,
    html: encino_news_html,
    enc: "qp",
  },
  {
    family: "encino-valley-isd",
    group: "regional",
    lang: "es",
    kind: "attendance-notice",
    code: null,
    link: null,
    from: "Bear Creek Middle School <attendance@notify.encinovalleyisd.net>",
    subject: "Aviso de ausencia - SALAS, MATEO - 01/10/2026",
    date: when(10, 1, 16, 5),
    text: encino_absence_text,
    html: null,
    enc: "8bit",
  },
  {
    family: "encino-valley-isd",
    group: "regional",
    lang: "en",
    kind: "balance-alert",
    code: null,
    link: null,
    from: "EVISD Child Nutrition <nutrition@notify.encinovalleyisd.net>",
    subject: "Low meal account balance - Sofia Salas",
    date: when(10, 14, 18, 0),
    text: encino_lunch_text,
    html: null,
  },
  {
    family: "caliche-fcu",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "819074",
    link: null,
    from: "Caliche FCU <alerts@secure.calichefcu.org>",
    subject: "Your Caliche secure access code",
    date: when(9, 8, 7, 52, 18),
    text: caliche_code_text,
    html: caliche_code_html,
  },
  {
    family: "caliche-fcu",
    group: "regional",
    lang: "es",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Caliche FCU <estados@secure.calichefcu.org>",
    subject: "Su estado de cuenta de septiembre está disponible",
    date: when(10, 3, 5, 12),
    text: caliche_estatement_text,
    html: caliche_estatement_html,
    enc: "b64",
  },
];

// ------------------------------------------------------------ Frontera National Bank

function frontera(body: string, lang: "en" | "es"): string {
  const legal = lang === "en"
    ? "Frontera National Bank, N.A. Member FDIC. Equal Housing Lender. This is a service email; you'll receive it even if you've opted out of marketing."
    : "Frontera National Bank, N.A. Miembro FDIC. Prestamista que ofrece igualdad de oportunidades en la vivienda. Este es un correo de servicio; lo recibirá aunque haya optado por no recibir publicidad.";
  return `<html><body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:18px 20px;border-bottom:3px solid #0b3d91;"><img src="https://img.fronterabank.com/em/fnb_logo_navy.gif" alt="Frontera National Bank" width="150" height="34" border="0"></td></tr>
<tr><td style="padding:24px 20px;font-family:Tahoma,Arial,sans-serif;font-size:14px;line-height:21px;color:#333;">
${body}
</td></tr>
<tr><td style="padding:14px 20px;background:#f1f3f7;font-family:Tahoma,Arial,sans-serif;font-size:10px;line-height:15px;color:#666;">
${legal}<br><br>
Frontera National Bank, 500 N. Akard St., Dallas, TX 75201 &middot; 1-888-555-0163<br>
<a href="https://www.fronterabank.com/privacy" style="color:#0b3d91;">Privacy</a> | <a href="https://www.fronterabank.com/security" style="color:#0b3d91;">Security</a> | <a href="https://www.fronterabank.com/alerts" style="color:#0b3d91;">Manage alerts</a><br>
&copy; 2026 Frontera National Bank. Ref: FNB-ALRT-0917
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const frontera_purchase_html = frontera(
  `<p style="margin:0 0 14px 0;font-size:18px;color:#0b3d91;"><b>Debit card purchase alert</b></p>
<p>Daniel, a purchase over your alert limit of $250.00 was made with your debit card ending in <b>3318</b>.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#666;">Merchant</td><td>PRAIRIE DEPOT #0642 KATY TX</td></tr>
<tr><td style="color:#666;">Amount</td><td>$412.87</td></tr>
<tr><td style="color:#666;">Date</td><td>09/26/2026 2:18 PM CT</td></tr>
<tr><td style="color:#666;">Account</td><td>Checking ••5590</td></tr>
</table>
<p>If you recognize this purchase, no action is needed.</p>
<p>Don't recognize it? Call us 24/7 at 1-888-555-0163 or lock your card in the Frontera mobile app.</p>`,
  "en",
);

const frontera_device_html = frontera(
  `<p style="margin:0 0 14px 0;font-size:18px;color:#0b3d91;"><b>New device signed in</b></p>
<p>Hi Daniel,</p>
<p>Your Frontera Online ID was used to sign in on a device we haven't seen before.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#666;">Device</td><td>iPad (iPadOS 19)</td></tr>
<tr><td style="color:#666;">When</td><td>October 4, 2026 at 8:41 PM CT</td></tr>
<tr><td style="color:#666;">Approximate location</td><td>Katy, TX</td></tr>
</table>
<p>If this was you, you're all set.</p>
<p>If this wasn't you, <a href="https://www.fronterabank.com/security/report?src=newdevice" style="color:#0b3d91;">let us know</a> and change your password right away, or call 1-888-555-0163.</p>`,
  "en",
);

const frontera_payee_html = frontera(
  `<p style="margin:0 0 14px 0;font-size:18px;color:#0b3d91;"><b>Código de seguridad de un solo uso</b></p>
<p>Daniel:</p>
<p>Para terminar de agregar al beneficiario <b>AGUIRRE ROOFING LLC</b> (cuenta terminada en 6021) a Pago de Facturas, ingrese este código en la banca en línea:</p>
<p style="font-size:28px;font-weight:bold;color:#0b3d91;letter-spacing:4px;margin:18px 0;">73 91 05</p>
<p>El código vence en 15 minutos.</p>
<p><b>Frontera nunca le llamará para pedirle este código.</b> Si alguien le pide que lo comparta, cuelgue: es una estafa.</p>
<p>Si usted no está agregando un beneficiario, llámenos al 1-888-555-0163.</p>`,
  "es",
);

// ------------------------------------------------------------ Amberly Card (credit card)

function amberly(pre: string, body: string, lang: "en" | "es"): string {
  const t = lang === "en"
    ? {
      help: "Help",
      priv: "Privacy",
      prefs: "Email preferences",
      app: "Get the app",
      note:
        "Please don't reply to this email. For questions, sign in and use Messages, or call the number on the back of your card.",
    }
    : {
      help: "Ayuda",
      priv: "Privacidad",
      prefs: "Preferencias de correo",
      app: "Descarga la app",
      note:
        "No respondas a este correo. Si tienes preguntas, inicia sesión y usa Mensajes, o llama al número que aparece al reverso de tu tarjeta.",
    };
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;background:#f7f5fb;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;overflow:hidden;">
<tr><td style="background:linear-gradient(90deg,#4c1d95,#7c3aed);background-color:#5b21b6;padding:20px 30px;"><img src="https://cdn.amberlycard.com/mail/amberly-wordmark-white.png" alt="Amberly" width="120" style="display:block;"></td></tr>
<tr><td style="padding:30px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#221f2b;">
${body}
</td></tr>
<tr><td style="padding:0 30px 20px 30px;">
<a href="https://click.amberlycard.com/app?platform=ios&amp;cid=em_footer"><img src="https://cdn.amberlycard.com/mail/badge-app-store.png" alt="Download on the App Store" width="120" height="40" style="border:0;"></a>
<a href="https://click.amberlycard.com/app?platform=android&amp;cid=em_footer"><img src="https://cdn.amberlycard.com/mail/badge-google-play.png" alt="Get it on Google Play" width="135" height="40" style="border:0;"></a>
</td></tr>
<tr><td style="padding:20px 30px;background:#f3f0f9;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:1.6;color:#6b6478;">
${t.note}<br><br>
The Amberly Cash Rewards Visa&reg; card is issued by Redwater Bank, N.A., Member FDIC, pursuant to a license from Visa U.S.A. Inc.<br>
Amberly Financial, Inc. &middot; 1100 Congress Ave, Floor 9, Austin, TX 78701<br>
<a href="https://www.amberlycard.com/help" style="color:#5b21b6;">${t.help}</a> &middot; <a href="https://www.amberlycard.com/privacy" style="color:#5b21b6;">${t.priv}</a> &middot; <a href="https://click.amberlycard.com/prefs?u=7Hk20q" style="color:#5b21b6;">${t.prefs}</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const amberly_verify_url = "https://click.amberlycard.com/ls/click?upn=Xe4r9QmV2b-2FzL0wKd7nT1aP6yHsJ3cR8uF5gN-2BiE0oW";
const amberly_verify_html = amberly(
  "Confirm the new email on your Amberly account.",
  `<h1 style="margin:0 0 16px 0;font-size:22px;">Confirm your new email</h1>
<p style="margin:0 0 14px 0;">Hi Mariana, you asked us to change the email on your Amberly account from m.salas•••@•••.com to this address.</p>
<p style="margin:0 0 14px 0;">To finish the change, confirm it's you:</p>
${button(amberly_verify_url, "Confirm email", "#5b21b6")}
<p style="margin:0 0 14px 0;font-size:13px;color:#6b6478;">This link expires in 24 hours. Until you confirm, statements and alerts will keep going to your old email.</p>
<p style="margin:0;font-size:13px;color:#6b6478;">Didn't ask for this? Call us at 1-877-555-0119 (card ending in 9904) so we can secure your account.</p>`,
  "en",
);

const amberly_statement_html = amberly(
  "Tu estado de cuenta de octubre ya está disponible.",
  `<h1 style="margin:0 0 16px 0;font-size:22px;">Tu estado de cuenta está listo</h1>
<p style="margin:0 0 14px 0;">Hola, Mariana. Este es el resumen de tu tarjeta Amberly Cash Rewards terminada en 9904.</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e6e0f2;border-radius:10px;font-size:14px;">
<tr><td>Saldo del estado de cuenta</td><td align="right"><b>$1,286.40</b></td></tr>
<tr><td style="border-top:1px solid #e6e0f2;">Pago mínimo</td><td align="right" style="border-top:1px solid #e6e0f2;">$40.00</td></tr>
<tr><td style="border-top:1px solid #e6e0f2;">Fecha de vencimiento</td><td align="right" style="border-top:1px solid #e6e0f2;">8 de noviembre de 2026</td></tr>
<tr><td style="border-top:1px solid #e6e0f2;">Cashback ganado este ciclo</td><td align="right" style="border-top:1px solid #e6e0f2;">$19.30</td></tr>
</table>
<p style="margin:16px 0 0 0;">Tienes AutoPago del saldo total activado; lo cobraremos de tu cuenta terminada en 0452 el 8 de noviembre.</p>
${button("https://click.amberlycard.com/ls/click?upn=st-Oct26-Rq8wP1", "Ver estado de cuenta", "#5b21b6")}`,
  "es",
);

// ------------------------------------------------------------ MedLoma Pharmacy

function medloma(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f7f6;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:16px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fff;">
<tr><td style="padding:14px 24px;background:#d7262f;"><table width="100%" cellpadding="0" cellspacing="0"><tr><td><img src="https://images.medloma.com/email/ml-logo-white.png" width="140" alt="MedLoma Pharmacy"></td><td align="right" style="color:#fff;font-size:12px;">Store #4127 &middot; (281) 555-0134</td></tr></table></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#262626;">
${body}
</td></tr>
<tr><td style="padding:18px 24px;background:#f0f0f0;font-size:11px;line-height:16px;color:#707070;">
MedLoma Pharmacy #4127 &middot; 21550 Westheimer Pkwy, Katy, TX 77450<br>
Pharmacy hours: Mon&ndash;Fri 9 a.m.&ndash;9 p.m., Sat 9 a.m.&ndash;6 p.m., Sun 10 a.m.&ndash;6 p.m.<br>
To protect your privacy, we don't include medication names in email. <a href="https://www.medloma.com/rx/notifications" style="color:#d7262f;">Notification settings</a> &middot; <a href="https://www.medloma.com/privacy/hipaa" style="color:#d7262f;">Notice of Privacy Practices</a><br>
&copy; 2026 MedLoma Stores, Inc.
</td></tr>
</table></td></tr></table></body></html>`;
}

const medloma_locker_html = medloma(
  `<p style="margin:0 0 12px 0;font-size:20px;font-weight:bold;">Your prescription is in the pickup locker</p>
<p style="margin:0 0 12px 0;">Hi Daniel, 1 prescription for <b>DANIEL S.</b> is ready in the 24/7 Rx Pickup Locker at the front of store #4127.</p>
<p style="margin:0 0 6px 0;">At the locker screen, tap <b>Pick Up</b> and enter your pickup code:</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:10px 0 16px 0;"><tr><td style="padding:12px 22px;background:#fdeced;border:2px solid #d7262f;font-size:30px;font-weight:bold;letter-spacing:10px;color:#d7262f;">5 8 1 2 4 0</td></tr></table>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#707070;">Rx number</td><td>6148203-04127</td></tr>
<tr><td style="color:#707070;">Copay</td><td>$0.00 (paid)</td></tr>
<tr><td style="color:#707070;">Pick up by</td><td>Oct. 2, 2026, 11:59 p.m.</td></tr>
</table>
<p style="margin:14px 0 0 0;">After Oct. 2 your order goes back to the pharmacy counter. Need to talk to a pharmacist? Call (281) 555-0134.</p>`,
);

const medloma_ready_text = `MedLoma Pharmacy

Your prescription is ready

Hi Mariana,

1 prescription for MARIANA S. is ready for pickup at the pharmacy counter or drive-thru.

Store: MedLoma Pharmacy #4127, 21550 Westheimer Pkwy, Katy, TX 77450
Rx number: 6148377-04127
Amount due: $12.40
Ready until: Oct. 24, 2026

Please bring a photo ID. If someone else is picking up, they'll need your date of birth.

Save time: pay ahead in the MedLoma app and use the express drive-thru lane.

Pharmacy hours: Mon-Fri 9 a.m.-9 p.m., Sat 9 a.m.-6 p.m., Sun 10 a.m.-6 p.m.
(281) 555-0134

To protect your privacy, we don't include medication names in email.
Notification settings: https://www.medloma.com/rx/notifications
(c) 2026 MedLoma Stores, Inc.
`;
const medloma_ready_html = medloma(
  `<p style="margin:0 0 12px 0;font-size:20px;font-weight:bold;">Your prescription is ready</p>
<p style="margin:0 0 12px 0;">Hi Mariana,</p>
<p style="margin:0 0 12px 0;">1 prescription for <b>MARIANA S.</b> is ready for pickup at the pharmacy counter or drive-thru.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#707070;">Rx number</td><td>6148377-04127</td></tr>
<tr><td style="color:#707070;">Amount due</td><td>$12.40</td></tr>
<tr><td style="color:#707070;">Ready until</td><td>Oct. 24, 2026</td></tr>
</table>
<p style="margin:14px 0 12px 0;">Please bring a photo ID. If someone else is picking up, they'll need your date of birth.</p>
<p style="margin:0;"><a href="https://www.medloma.com/app?cid=rxready" style="color:#d7262f;font-weight:bold;">Pay ahead in the MedLoma app</a> and use the express drive-thru lane.</p>`,
);

const medloma_refill_text = `MedLoma Pharmacy - Recordatorio de resurtido

Hola, Mariana:

Es hora de resurtir 1 receta para MARIANA S. en la tienda #4127.

Número de receta: 6139051-04127
Resurtidos restantes: 3
Último surtido: 14/09/2026

Puede pedir el resurtido respondiendo a nuestro mensaje de texto, en la aplicación MedLoma o llamando al (281) 555-0134 y marcando la opción 1. Por lo general está lista en 2 horas.

¿Prefiere que se la enviemos? La entrega a domicilio es gratis en pedidos de recetas en Katy y Fulshear.

Para proteger su privacidad, no incluimos el nombre del medicamento en este correo.
MedLoma Pharmacy #4127 - 21550 Westheimer Pkwy, Katy, TX 77450
Configuración de notificaciones: https://www.medloma.com/es/rx/notificaciones
`;

// ------------------------------------------------------------ Mesquidoc (telehealth)

const mesquidoc_link =
  "https://app.mesquidoc.com/auth/magic?token=mq_5tWc0Lr7Ye2NfB9aK4pXs1Ud&email=daniel.salas%40inbox.example";
const mesquidoc_login_text = `Sign in to Mesquidoc

Tap the button below on this device to sign in:
${mesquidoc_link}

Or enter this code in the app: 274-519

The link and code expire in 15 minutes.

If you're having a medical emergency, call 911.

Didn't request this? You can ignore this email.
Mesquidoc Health, Inc. - 4200 Travis St, Houston, TX 77002
Help: https://help.mesquidoc.com - Privacy: https://mesquidoc.com/privacy
`;
const mesquidoc_login_html = `<!DOCTYPE html><html><body style="margin:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 16px;">
<table role="presentation" width="460" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#14213d;">
<tr><td style="padding-bottom:26px;"><img src="https://static.mesquidoc.com/email/mesquidoc-mark.png" width="36" height="36" alt="Mesquidoc"></td></tr>
<tr><td style="font-size:24px;font-weight:600;padding-bottom:12px;">Sign in to Mesquidoc</td></tr>
<tr><td style="font-size:15px;line-height:22px;padding-bottom:20px;">Tap the button below on this device to sign in.</td></tr>
<tr><td style="padding-bottom:24px;"><a href="${mesquidoc_link}" style="display:inline-block;background:#2a9d8f;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none;padding:12px 24px;border-radius:24px;">Sign in</a></td></tr>
<tr><td style="font-size:15px;line-height:22px;padding-bottom:8px;">Or enter this code in the app:</td></tr>
<tr><td style="font-size:32px;font-weight:700;letter-spacing:3px;padding-bottom:24px;font-family:Menlo,Consolas,monospace;">274-519</td></tr>
<tr><td style="font-size:13px;line-height:19px;color:#6c757d;padding-bottom:24px;">The link and code expire in 15 minutes. Didn't request this? You can ignore this email.</td></tr>
<tr><td style="font-size:13px;line-height:19px;color:#b00020;padding-bottom:24px;">If you're having a medical emergency, call 911.</td></tr>
<tr><td style="border-top:1px solid #e9ecef;padding-top:16px;font-size:11px;line-height:17px;color:#8d99ae;">Mesquidoc Health, Inc. &middot; 4200 Travis St, Houston, TX 77002<br><a href="https://help.mesquidoc.com" style="color:#8d99ae;">Help</a> &middot; <a href="https://mesquidoc.com/privacy" style="color:#8d99ae;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`;

const mesquidoc_summary_text = `Mesquidoc

Hola, Daniel:

Gracias por su consulta virtual del 17 de octubre de 2026 con la Dra. Priya Raman, médica familiar (licencia de Texas Q4821).

Duración: 11 minutos
Costo de la consulta: $39.00, cargado a la tarjeta terminada en 9904
Receta enviada a: MedLoma Pharmacy #4127, Katy, TX

Su resumen de la consulta y las instrucciones de cuidado ya están en la app, en Historial > Consultas. Si sus síntomas empeoran o no mejoran en 3 días, programe una consulta de seguimiento (sin costo durante 7 días).

Si tiene una emergencia médica, llame al 911.

Mesquidoc Health, Inc. - 4200 Travis St, Houston, TX 77002
Ayuda: https://help.mesquidoc.com/es
`;

// ------------------------------------------------------------ Lantana Health Plan

const lantana_reset_url = "https://members.lantanahealth.com/es/account/reset-password?rid=LHP-6d1e90a2c7f54b&lc=es-US";
const lantana_reset_text = `Lantana Health Plan - Portal para miembros

Hola, MARIANA SALAS:

Recibimos una solicitud para restablecer la contraseña de su cuenta del portal para miembros.

Para crear una contraseña nueva, visite:
${lantana_reset_url}

Este enlace vence en 30 minutos y solo se puede usar una vez.

Si usted no pidió restablecer su contraseña, no haga nada: su contraseña actual sigue funcionando.

Servicios para Miembros: 1-866-555-0177 (TTY 711), de lunes a viernes, de 8 a.m. a 8 p.m., hora del centro.

Lantana Health Plan, Inc. - 9600 Great Hills Trl, Austin, TX 78759
Este correo fue enviado a una dirección registrada en su cuenta. No responda a este mensaje.
`;
const lantana_reset_html = `<html><head><meta charset="utf-8"></head><body style="background:#f2f6f9;margin:0;">
<table align="center" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;margin-top:20px;font-family:Calibri,Arial,sans-serif;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #dfe7ee;"><img src="https://members.lantanahealth.com/static/img/lhp-logo-color.png" alt="Lantana Health Plan" width="180"></td></tr>
<tr><td style="padding:26px 30px;font-size:16px;line-height:24px;color:#2b3a42;">
<p>Hola, MARIANA SALAS:</p>
<p>Recibimos una solicitud para restablecer la contraseña de su cuenta del portal para miembros.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr><td bgcolor="#e86a2b" style="border-radius:3px;"><a href="${lantana_reset_url}" style="display:block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Restablecer contraseña</a></td></tr></table>
<p>Este enlace vence en 30 minutos y solo se puede usar una vez.</p>
<p style="color:#5f6f78;font-size:14px;">Si usted no pidió restablecer su contraseña, no haga nada: su contraseña actual sigue funcionando.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#2b3a42;color:#c5d2da;font-size:12px;line-height:18px;">
Servicios para Miembros: 1-866-555-0177 (TTY 711), lunes a viernes, 8 a.m. a 8 p.m., hora del centro.<br>
Lantana Health Plan, Inc. &middot; 9600 Great Hills Trl, Austin, TX 78759<br>
<a href="https://www.lantanahealth.com/es/aviso-de-no-discriminacion" style="color:#c5d2da;">Aviso de no discriminación</a> &middot; <a href="https://www.lantanahealth.com/es/privacidad" style="color:#c5d2da;">Privacidad</a>
</td></tr></table></body></html>`;

const lantana_eob_text = `Lantana Health Plan

Your Explanation of Benefits is ready

Hi Daniel,

A new Explanation of Benefits (EOB) is attached and also available in your member portal. An EOB is not a bill.

Member: DANIEL SALAS   Member ID: LHP 884 201 937 01
Group: Westpark Logistics Inc. (G-20417)
Claim number: 26285-004417
Provider: Katy Family Pediatrics
Patient: MATEO SALAS
Date of service: 10/02/2026

Billed by provider:        $245.00
Plan discount:             -$98.60
Plan paid:                 $121.40
Your share (copay):        $25.00

If you paid the copay at the visit, you may owe nothing more. Wait for a bill from the provider before paying.

Questions? Call Member Services at 1-866-555-0177 (TTY 711).

Lantana Health Plan, Inc. - 9600 Great Hills Trl, Austin, TX 78759
`;
const lantana_eob_html = `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#2b3a42;">
<table width="600" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:16px 0;border-bottom:3px solid #e86a2b;"><img src="https://members.lantanahealth.com/static/img/lhp-logo-color.png" alt="Lantana Health Plan" width="180"></td></tr>
<tr><td style="padding:18px 0;">
<h2 style="color:#2b3a42;font-weight:normal;">Your Explanation of Benefits is ready</h2>
<p>Hi Daniel,</p>
<p>A new Explanation of Benefits (EOB) is attached and also available in your <a href="https://members.lantanahealth.com/claims">member portal</a>. <b>An EOB is not a bill.</b></p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#dfe7ee;font-size:14px;">
<tr><td>Member ID</td><td>LHP 884 201 937 01</td></tr>
<tr><td>Claim number</td><td>26285-004417</td></tr>
<tr><td>Patient</td><td>MATEO SALAS</td></tr>
<tr><td>Provider</td><td>Katy Family Pediatrics</td></tr>
<tr><td>Date of service</td><td>10/02/2026</td></tr>
<tr><td>Billed by provider</td><td>$245.00</td></tr>
<tr><td>Plan paid</td><td>$121.40</td></tr>
<tr><td><b>Your share</b></td><td><b>$25.00</b></td></tr>
</table>
<p>If you paid the copay at the visit, you may owe nothing more. Wait for a bill from the provider before paying.</p>
<p style="font-size:12px;color:#5f6f78;">Member Services 1-866-555-0177 (TTY 711) &middot; Lantana Health Plan, Inc., 9600 Great Hills Trl, Austin, TX 78759</p>
</td></tr></table></body></html>`;

const lantana_eob_pdf = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 178 >>
stream
BT /F1 12 Tf 50 740 Td (Lantana Health Plan - Explanation of Benefits) Tj 0 -20 Td (Claim 26285-004417  Patient MATEO SALAS  DOS 10/02/2026) Tj 0 -20 Td (Your share: $25.00  THIS IS NOT A BILL) Tj ET
endstream
endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

// ------------------------------------------------------------ Sendero Ridge HOA

const sendero_invite_url = "https://senderoridge.hoahub-portal.com/register/accept?inv=a9F3kQ72LmZc&community=SRH";
const sendero_invite_text = `Sendero Ridge Homeowners Association

Welcome to the Sendero Ridge resident portal

Hello Daniel Salas,

Stonebriar Community Management has invited you to the Sendero Ridge resident portal for:

  2614 Agarita Trl (Account SRH-01562)

In the portal you can pay assessments, submit architectural (ACC) requests, reserve the clubhouse and read meeting minutes.

Accept your invitation and create your login:
${sendero_invite_url}

This invitation expires in 14 days. If it expires, ask the management office to send a new one.

Stonebriar Community Management, on behalf of Sendero Ridge HOA
6330 N Grand Pkwy W, Suite 210, Spring, TX 77389 - (832) 555-0150
Office hours: Mon-Fri 9 a.m.-5 p.m.
`;
const sendero_invite_html = `<html><body style="margin:0;background:#fafaf7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ddd9cc;font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="padding:18px 26px;background:#51623a;color:#fff;font-size:19px;">Sendero Ridge Homeowners Association</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px;color:#333;">
<p style="font-size:18px;margin-top:0;">Welcome to the Sendero Ridge resident portal</p>
<p>Hello Daniel Salas,</p>
<p>Stonebriar Community Management has invited you to the Sendero Ridge resident portal for <b>2614 Agarita Trl</b> (Account SRH-01562).</p>
<p>In the portal you can pay assessments, submit architectural (ACC) requests, reserve the clubhouse and read meeting minutes.</p>
${button(sendero_invite_url, "Accept invitation", "#51623a")}
<p style="font-size:12px;color:#777;">This invitation expires in 14 days. If it expires, ask the management office to send a new one.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f1efe7;font-size:11px;color:#777;">Stonebriar Community Management, on behalf of Sendero Ridge HOA<br>6330 N Grand Pkwy W, Suite 210, Spring, TX 77389 &middot; (832) 555-0150<br><span style="color:#aaa;">Powered by HOAhub</span></td></tr>
</table></td></tr></table></body></html>`;

const sendero_news_text = `Boletín de Sendero Ridge - octubre de 2026

Estimados vecinos:

* La piscina cierra por temporada el domingo 4 de octubre. ¡Gracias a los salvavidas de Blue Fin Aquatics!
* Noche de fogata y películas: sábado 24 de octubre, 6:30 p.m., en el parque de la calle Cenizo. Traigan sillas y cobijas; habrá chocolate caliente.
* Recordatorio de la ACC: cualquier cambio exterior (cercas, pintura, techos) requiere aprobación antes de empezar el trabajo. El comité se reúne el segundo martes del mes.
* Los botes de basura deben guardarse fuera de la vista de la calle, excepto el día de recolección (lunes y jueves).
* Presupuesto 2027: la junta votará el presupuesto en la reunión del 10 de noviembre, 7:00 p.m., en la casa club. La cuota anual propuesta es de $780 (sin cambio).

Seguridad: se reportaron robos de paquetes en Agarita Trl y Huisache Ln. Si tiene cámara, por favor comparta grabaciones con la Patrulla del Condado (número de caso 26-118734).

Stonebriar Community Management
(832) 555-0150 - senderoridge@stonebriarcm.com
`;
const sendero_statement_text = `Sendero Ridge Homeowners Association
Statement of Account

Owner: Daniel & Mariana Salas
Property: 2614 Agarita Trl
Account: SRH-01562
Statement date: 10/01/2026

Previous balance              $0.00
4th quarter assessment       $195.00
Payments received             $0.00
-----------------------------------
Balance due                  $195.00
Due date: 10/31/2026

Assessments not received by November 30 are charged a $25.00 late fee.

Your statement is attached as a PDF. You can pay by eCheck (no fee) or card (2.95% fee) in the resident portal, or mail a check with the coupon to:
Sendero Ridge HOA, c/o Stonebriar Community Management, P.O. Box 672210, Dallas, TX 75267-2210

Questions: (832) 555-0150
`;
const sendero_statement_pdf = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj
4 0 obj << /Length 92 >>
stream
BT /F1 12 Tf 50 740 Td (Sendero Ridge HOA - Statement SRH-01562 - Balance due $195.00 by 10/31/2026) Tj ET
endstream
endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const part2: Mail[] = [
  {
    family: "frontera-national-bank",
    group: "consumer",
    lang: "en",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Frontera National Bank <alerts@alerts.fronterabank.com>",
    subject: "Debit card purchase over $250.00",
    date: when(9, 26, 14, 19, 3),
    text: `Debit card purchase alert

Daniel, a purchase over your alert limit of $250.00 was made with your debit card ending in 3318.

Merchant: PRAIRIE DEPOT #0642 KATY TX
Amount: $412.87
Date: 09/26/2026 2:18 PM CT
Account: Checking ..5590

If you recognize this purchase, no action is needed.
Don't recognize it? Call us 24/7 at 1-888-555-0163 or lock your card in the Frontera mobile app.

Frontera National Bank, N.A. Member FDIC.
Manage alerts: https://www.fronterabank.com/alerts
`,
    html: frontera_purchase_html,
  },
  {
    family: "frontera-national-bank",
    group: "consumer",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Frontera National Bank <alerts@alerts.fronterabank.com>",
    subject: "New device sign-in to Frontera Online Banking",
    date: when(10, 4, 20, 42, 51),
    text: `New device signed in

Hi Daniel,

Your Frontera Online ID was used to sign in on a device we haven't seen before.

Device: iPad (iPadOS 19)
When: October 4, 2026 at 8:41 PM CT
Approximate location: Katy, TX

If this was you, you're all set.

If this wasn't you, let us know at https://www.fronterabank.com/security/report?src=newdevice and change your password right away, or call 1-888-555-0163.

Frontera National Bank, N.A. Member FDIC. 500 N. Akard St., Dallas, TX 75201
`,
    html: frontera_device_html,
    enc: "qp",
  },
  {
    family: "frontera-national-bank",
    group: "consumer",
    lang: "es",
    kind: "confirm-code",
    code: "739105",
    link: null,
    from: "Frontera National Bank <seguridad@alerts.fronterabank.com>",
    subject: "Su código de seguridad de Frontera",
    date: when(10, 19, 12, 7, 44),
    text: `Código de seguridad de un solo uso

Daniel:

Para terminar de agregar al beneficiario AGUIRRE ROOFING LLC (cuenta terminada en 6021) a Pago de Facturas, ingrese este código en la banca en línea:

73 91 05

El código vence en 15 minutos.

Frontera nunca le llamará para pedirle este código. Si alguien le pide que lo comparta, cuelgue: es una estafa.

Si usted no está agregando un beneficiario, llámenos al 1-888-555-0163.

Frontera National Bank, N.A. Miembro FDIC.
`,
    html: frontera_payee_html,
    enc: "qp",
  },
  {
    family: "amberly-card",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: amberly_verify_url,
    from: "Amberly <hello@mail.amberlycard.com>",
    subject: "Confirm your new email address",
    date: when(9, 14, 19, 26, 10),
    text: `Confirm your new email

Hi Mariana, you asked us to change the email on your Amberly account from m.salas***@***.com to this address.

To finish the change, confirm it's you:
${amberly_verify_url}

This link expires in 24 hours. Until you confirm, statements and alerts will keep going to your old email.

Didn't ask for this? Call us at 1-877-555-0119 (card ending in 9904) so we can secure your account.

Amberly Financial, Inc. - 1100 Congress Ave, Floor 9, Austin, TX 78701
Help: https://www.amberlycard.com/help
`,
    html: amberly_verify_html,
    enc: "qp",
  },
  {
    family: "amberly-card",
    group: "consumer",
    lang: "es",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Amberly <hola@mail.amberlycard.com>",
    subject: "Tu estado de cuenta de octubre está listo",
    date: when(10, 12, 8, 0, 2),
    text: `Tu estado de cuenta está listo

Hola, Mariana. Este es el resumen de tu tarjeta Amberly Cash Rewards terminada en 9904.

Saldo del estado de cuenta: $1,286.40
Pago mínimo: $40.00
Fecha de vencimiento: 8 de noviembre de 2026
Cashback ganado este ciclo: $19.30

Tienes AutoPago del saldo total activado; lo cobraremos de tu cuenta terminada en 0452 el 8 de noviembre.

Ver estado de cuenta: https://click.amberlycard.com/ls/click?upn=st-Oct26-Rq8wP1

Amberly Financial, Inc. - 1100 Congress Ave, Floor 9, Austin, TX 78701
`,
    html: amberly_statement_html,
    enc: "b64",
  },
  {
    family: "medloma-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "581240",
    link: null,
    from: "MedLoma Pharmacy <rx@e.medloma.com>",
    subject: "Ready in the Rx Pickup Locker - store #4127",
    date: when(9, 29, 17, 48, 30),
    text: `MedLoma Pharmacy

Your prescription is in the pickup locker

Hi Daniel, 1 prescription for DANIEL S. is ready in the 24/7 Rx Pickup Locker at the front of store #4127.

At the locker screen, tap Pick Up and enter your pickup code: 581240

Rx number: 6148203-04127
Copay: $0.00 (paid)
Pick up by: Oct. 2, 2026, 11:59 p.m.

After Oct. 2 your order goes back to the pharmacy counter. Need to talk to a pharmacist? Call (281) 555-0134.

MedLoma Pharmacy #4127 - 21550 Westheimer Pkwy, Katy, TX 77450
`,
    html: medloma_locker_html,
  },
  {
    family: "medloma-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "pickup-ready",
    code: null,
    link: null,
    from: "MedLoma Pharmacy <rx@e.medloma.com>",
    subject: "Your prescription is ready for pickup",
    date: when(10, 14, 11, 2, 9),
    text: medloma_ready_text,
    html: medloma_ready_html,
    enc: "qp",
  },
  {
    family: "medloma-pharmacy",
    group: "consumer",
    lang: "es",
    kind: "refill-reminder",
    code: null,
    link: null,
    from: "MedLoma Pharmacy <rx@e.medloma.com>",
    subject: "Es hora de resurtir su receta",
    date: when(10, 8, 10, 30),
    text: medloma_refill_text,
    html: null,
    enc: "qp",
  },
  {
    family: "mesquidoc",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "274-519",
    link: mesquidoc_link,
    from: "Mesquidoc <login@mesquidoc.com>",
    subject: "Your Mesquidoc sign-in link",
    date: when(10, 17, 7, 3, 22),
    text: mesquidoc_login_text,
    html: mesquidoc_login_html,
  },
  {
    family: "mesquidoc",
    group: "consumer",
    lang: "es",
    kind: "visit-summary",
    code: null,
    link: null,
    from: "Mesquidoc <cuidado@mesquidoc.com>",
    subject: "Resumen de su consulta con la Dra. Raman",
    date: when(10, 17, 7, 31, 40),
    text: mesquidoc_summary_text,
    html: null,
    enc: "8bit",
  },
  {
    family: "lantana-health-plan",
    group: "consumer",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: lantana_reset_url,
    from: "Lantana Health Plan <noreply@members.lantanahealth.com>",
    subject: "Restablezca la contraseña de su portal para miembros",
    date: when(9, 30, 22, 15, 4),
    text: lantana_reset_text,
    html: lantana_reset_html,
    enc: "b64",
  },
  {
    family: "lantana-health-plan",
    group: "consumer",
    lang: "en",
    kind: "eob-ready",
    code: null,
    link: null,
    from: "Lantana Health Plan <claims@members.lantanahealth.com>",
    subject: "New Explanation of Benefits for claim 26285-004417",
    date: when(10, 20, 4, 45),
    text: lantana_eob_text,
    html: lantana_eob_html,
    attachment: ["EOB_26285-004417.pdf", "application/pdf", lantana_eob_pdf],
  },
  {
    family: "sendero-ridge-hoa",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: sendero_invite_url,
    from: "Sendero Ridge HOA <noreply@hoahub-portal.com>",
    subject: "You're invited to the Sendero Ridge resident portal",
    date: when(9, 2, 11, 16, 58),
    text: sendero_invite_text,
    html: sendero_invite_html,
  },
  {
    family: "sendero-ridge-hoa",
    group: "regional",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Sendero Ridge HOA <senderoridge@stonebriarcm.com>",
    subject: "Boletín de octubre: cierre de la piscina, noche de películas y presupuesto 2027",
    date: when(10, 1, 9, 0),
    text: sendero_news_text,
    html: null,
    enc: "8bit",
  },
  {
    family: "sendero-ridge-hoa",
    group: "regional",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Sendero Ridge HOA <noreply@hoahub-portal.com>",
    subject: "Sendero Ridge HOA statement - Account SRH-01562",
    date: when(10, 1, 6, 30),
    text: sendero_statement_text,
    html: null,
    attachment: ["SRH-01562_Statement_2026-10-01.pdf", "application/pdf", sendero_statement_pdf],
  },
];

// ------------------------------------------------------------ Armadillo Mutual (car insurance)

function armadillo(body: string, lang: "en" | "es"): string {
  const f = lang === "en"
    ? "Armadillo Mutual Insurance Company &middot; 7100 N. Mopac Expy, Austin, TX 78731<br>Claims 24/7: 1-800-555-0181 &middot; Service: 1-800-555-0182"
    : "Armadillo Mutual Insurance Company &middot; 7100 N. Mopac Expy, Austin, TX 78731<br>Reclamos las 24 horas: 1-800-555-0181 &middot; Servicio en español: 1-800-555-0183";
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#edeae4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fffdf9;">
<tr><td style="padding:16px 28px;border-bottom:1px solid #e0d8c8;"><img src="https://media.armadillomutual.com/e/am-logo-2x.png" alt="Armadillo Mutual" width="176" height="38"></td></tr>
<tr><td style="padding:26px 28px;font-family:Georgia,serif;font-size:16px;line-height:25px;color:#2d2a26;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#3d3a34;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#d6d0c4;">
${f}<br>
<a href="https://www.armadillomutual.com/privacy" style="color:#f2c14e;">Privacy</a> &middot; <a href="https://www.armadillomutual.com/legal" style="color:#f2c14e;">Legal</a> &middot; <a href="https://www.facebook.com/armadillomutual" style="color:#f2c14e;">Facebook</a><br>
&copy; 2026 Armadillo Mutual. Policies underwritten by Armadillo Mutual Insurance Company or Armadillo County Mutual Insurance Company.
</td></tr></table></td></tr></table></body></html>`;
}

const armadillo_reset_url = "https://login.armadillomutual.com/forgot/verify?rt=AMX-92fd01e8b7c4&redirect=%2Fpolicies";
const armadillo_reset_html = armadillo(
  `<p style="margin:0 0 14px 0;">Hi Daniel,</p>
<p style="margin:0 0 14px 0;">We got a request to reset the password for your Armadillo Mutual online account (user ID dsalas.katy).</p>
${button(armadillo_reset_url, "Reset my password", "#b8860b")}
<p style="margin:0 0 14px 0;font-size:14px;">For your security, this link expires in 60 minutes. If you didn't make this request, you can ignore this email.</p>
<p style="margin:0;font-size:14px;">Your policy <b>TXA-4470918-02</b> is not affected by password changes.</p>`,
  "en",
);

const armadillo_renewal_html = armadillo(
  `<p style="margin:0 0 14px 0;font-size:20px;">Su póliza de auto se renueva pronto</p>
<p style="margin:0 0 14px 0;">Hola, Daniel:</p>
<p style="margin:0 0 14px 0;">Su póliza de auto <b>TXA-4470918-02</b> se renovará automáticamente el <b>7 de noviembre de 2026</b> por seis meses más.</p>
<table width="100%" cellpadding="7" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:14px;border:1px solid #e0d8c8;">
<tr style="background:#f6f1e7;"><td>Vehículo</td><td>Cobertura</td></tr>
<tr><td>2021 Toyota Sienna LE</td><td>Responsabilidad 100/300/100, colisión y amplia (deducible $500)</td></tr>
<tr><td>2017 Ford F-150 XLT</td><td>Responsabilidad 100/300/100, amplia (deducible $1,000)</td></tr>
<tr style="background:#f6f1e7;"><td>Prima de 6 meses</td><td><b>$1,142.60</b> (antes $1,096.20)</td></tr>
</table>
<p style="margin:14px 0 14px 0;">Su nueva prima incluye un descuento por buen conductor de $86.00. Se cobrará en 6 pagos mensuales de $190.43 con la tarjeta terminada en 9904.</p>
<p style="margin:0;font-size:14px;">Sus tarjetas de seguro nuevas estarán en la app 10 días antes de la renovación. Si desea cambiar algo, llame al 1-800-555-0183.</p>`,
  "es",
);

// ------------------------------------------------------------ Loopway TollTag

const loopway_confirm_url = "https://my.loopwaytoll.com/account/vehicles/confirm?req=VR-30771946&sig=c4d8e1a0f2";
const loopway_confirm_text = `LOOPWAY TOLLTAG

Confirm your vehicle change

Account: 2204-6651-83
We received a request on 10/21/2026 at 7:55 PM to make this change:

  Remove:  2017 FORD F-150, TX plate LKP-4471
  Add:     2024 HONDA CR-V, TX plate SHV-2093 (temporary tag 9488T27)

Tolls are charged to the vehicle's plate and tag. To make the change effective, confirm it here within 48 hours:
${loopway_confirm_url}

If you don't confirm, nothing will change on your account. If you didn't ask for this, call 1-888-555-0106.

Your new sticker tag will be mailed to 2614 Agarita Trl, Katy TX 77494 within 5-7 business days. Until then, tolls for the new vehicle will be billed by plate at the TollTag rate.

Loopway Toll Authority - Customer Service Center - P.O. Box 260830, Dallas, TX 75326
`;
const loopway_confirm_html = `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#00843d;padding:14px 22px;"><span style="font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:1px;">LOOPWAY</span><span style="font-size:22px;color:#c8e6c9;"> TollTag</span></td></tr>
<tr><td style="padding:24px 22px;font-size:14px;line-height:21px;color:#333;">
<h2 style="margin:0 0 12px 0;font-size:19px;">Confirm your vehicle change</h2>
<p>Account: <b>2204-6651-83</b><br>We received a request on 10/21/2026 at 7:55 PM to make this change:</p>
<table cellpadding="8" cellspacing="0" border="0" style="border:1px solid #cfd8cf;font-size:14px;">
<tr><td style="color:#b00020;">Remove</td><td>2017 FORD F-150, TX plate LKP-4471</td></tr>
<tr><td style="color:#00843d;border-top:1px solid #cfd8cf;">Add</td><td style="border-top:1px solid #cfd8cf;">2024 HONDA CR-V, TX plate SHV-2093 (temporary tag 9488T27)</td></tr>
</table>
<p>Tolls are charged to the vehicle's plate and tag. To make the change effective, confirm it within 48 hours:</p>
${button(loopway_confirm_url, "Confirm change", "#00843d")}
<p>If you don't confirm, nothing will change on your account. If you didn't ask for this, call 1-888-555-0106.</p>
<p style="font-size:12px;color:#666;">Your new sticker tag will be mailed to 2614 Agarita Trl, Katy TX 77494 within 5&ndash;7 business days. Until then, tolls for the new vehicle will be billed by plate at the TollTag rate.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#eef4ee;font-size:11px;color:#666;">Loopway Toll Authority &middot; P.O. Box 260830, Dallas, TX 75326 &middot; <a href="https://www.loopwaytoll.com/privacy">Privacy</a> &middot; <a href="https://www.loopwaytoll.com/faq">FAQ</a></td></tr>
</table></body></html>`;

const loopway_low_text = `LOOPWAY TOLLTAG - LOW BALANCE

Account 2204-6651-83

Your prepaid TollTag balance is $8.75, below your low-balance threshold of $10.00.

We tried to replenish $40.00 from the card on file ending in 9904 on 09/19/2026, but the payment was declined (card expired 08/26).

Please update your payment method within 10 days to avoid tolls being billed by mail at the higher ZipCash rate (about 50% more) and a $1.15 statement fee.

Recent tolls:
09/18 7:42 AM  Westpark Tollway - Fry Rd Plaza       $1.20
09/18 5:51 PM  Westpark Tollway - Grand Pkwy Plaza   $1.20
09/17 8:03 AM  Sam Houston Tollway - Katy Frwy      $2.05

Update payment: sign in at https://my.loopwaytoll.com or call 1-888-555-0106.

Loopway Toll Authority - P.O. Box 260830, Dallas, TX 75326
`;

const loopway_statement_text = `LOOPWAY TOLLTAG - ESTADO DE CUENTA MENSUAL

Cuenta: 2204-6651-83
Periodo: 01/09/2026 - 30/09/2026

Saldo inicial ............... $22.40
Recargas .................... $80.00
Peajes (47 transacciones) ... -$71.35
Saldo final ................. $31.05

Vehículos en la cuenta:
  2021 TOYOTA SIENNA  TX SMR-8812   Etiqueta 0023 8841 0776
  2017 FORD F-150     TX LKP-4471   Etiqueta 0023 8841 0777

El detalle de cada peaje está en https://my.loopwaytoll.com/es/estados

Recuerde: si cambia de vehículo o de placa, actualícelo en su cuenta para evitar multas.

Loopway Toll Authority - P.O. Box 260830, Dallas, TX 75326 - 1-888-555-0106
`;

// ------------------------------------------------------------ Calloway County Tax Assessor-Collector

function calloway(body: string): string {
  return `<html><body style="margin:0;font-family:'Times New Roman',Times,serif;background:#ffffff;">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #8a8a8a;">
<tr><td style="padding:12px 18px;background:#1f3864;"><table cellpadding="0" cellspacing="0"><tr><td><img src="https://www.callowaycountytax.org/images/county-seal-64.png" width="48" height="48" alt="Calloway County seal"></td><td style="padding-left:12px;color:#ffffff;font-size:18px;">Calloway County Tax Assessor-Collector<br><span style="font-size:13px;color:#c9d3e6;">Lorena Ybarra-Haines, PCC</span></td></tr></table></td></tr>
<tr><td style="padding:20px 18px;font-size:15px;line-height:22px;color:#111;">
${body}
</td></tr>
<tr><td style="padding:12px 18px;background:#eceff4;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#444;">
Calloway County Tax Office &middot; 301 Jackson St., Richmond, TX 77469 &middot; (281) 555-0111<br>
Branch offices: Sugar Land &middot; Katy (Mason Rd) &middot; Missouri City &middot; Open Mon&ndash;Fri 8:00&ndash;4:30<br>
<a href="https://www.callowaycountytax.org/">callowaycountytax.org</a> &middot; <a href="https://www.callowaycountytax.org/accessibility">Accessibility</a> &middot; <a href="https://www.callowaycountytax.org/es">Español</a>
</td></tr></table></body></html>`;
}

const calloway_code_html = calloway(
  `<p>Your one-time verification code for the Calloway County eStatement and Payment Portal is:</p>
<p style="font-family:Arial,sans-serif;font-size:26px;font-weight:bold;letter-spacing:2px;">604218</p>
<p>Enter it on the verification page to finish signing in. The code is valid for 10 minutes.</p>
<p style="font-size:13px;color:#555;">If you did not request a code, no action is needed. County employees will never ask you for this code.</p>`,
);

const calloway_tax_html = calloway(
  `<p><b>2026 Property Tax Statement Now Available</b></p>
<p>Dear DANIEL &amp; MARIANA SALAS,</p>
<p>Your 2026 property tax statement for the account below is now available in the eStatement portal. Because you are enrolled in eStatements, no paper statement will be mailed.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:13px;">
<tr><td>Account (Geo ID)</td><td>4287-02-003-0140-914</td></tr>
<tr><td>Property</td><td>2614 AGARITA TRL, SENDERO RIDGE SEC 3, BLK 2, LOT 14</td></tr>
<tr><td>Appraised value</td><td>$388,540</td></tr>
<tr><td>Homestead exemption</td><td>$140,000</td></tr>
<tr><td>Taxing units</td><td>Calloway County, Encino Valley ISD, Pecan Creek MUD 2, Calloway Co. ESD 4</td></tr>
<tr><td><b>Total 2026 tax due</b></td><td><b>$6,931.18</b></td></tr>
<tr><td>Due date</td><td>January 31, 2027</td></tr>
</table>
<p>If your mortgage company pays your taxes from escrow, they have been notified. Installment plans are available for homestead properties; the first installment is due before February 1.</p>
<p>View or pay: <a href="https://www.callowaycountytax.org/estatements">callowaycountytax.org/estatements</a></p>`,
);

const calloway_vehicle_text = `Oficina de Impuestos del Condado de Calloway
Renovación de registro vehicular - RECIBO

Gracias por renovar su registro vehicular en línea.

Número de recibo: RV-2026-10-0448817
Fecha: 13/10/2026
Vehículo: 2021 TOYOTA SIENNA
Placa: SMR-8812
VIN: ******************4471 (últimos 4: 4471)
Vence: 10/2027

Tarifa de registro ......... $50.75
Tarifa local del condado ... $10.00
Inspección (programa estatal) $7.50
Cargo por procesamiento .... $2.00
Total pagado ............... $70.25
Tarjeta terminada en 9904

Su calcomanía de registro se enviará por correo a:
2614 AGARITA TRL, KATY TX 77494
Por favor espere de 2 a 3 semanas. Lleve este recibo en el vehículo hasta recibir la calcomanía; es válido durante 31 días.

Oficina de Impuestos del Condado de Calloway - 301 Jackson St., Richmond, TX 77469 - (281) 555-0111
`;

// ------------------------------------------------------------ Prairie Depot (home improvement big-box)

function prairie(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Prairie Depot</title></head>
<body style="margin:0;padding:0;background:#ededed;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ededed"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:0;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td bgcolor="#1b5e20" style="padding:14px 20px;"><a href="https://t.prairiedepot.com/r/?id=h1a2,logo"><img src="https://i.prairiedepot.com/email/pd-logo-wht.png" alt="Prairie Depot" width="130" border="0"></a></td>
<td bgcolor="#1b5e20" align="right" style="padding:14px 20px;font-family:Arial,sans-serif;font-size:12px;"><a href="https://t.prairiedepot.com/r/?id=h1a2,orders" style="color:#ffffff;text-decoration:none;">My Orders</a> &nbsp;|&nbsp; <a href="https://t.prairiedepot.com/r/?id=h1a2,stores" style="color:#ffffff;text-decoration:none;">Store Finder</a></td>
</tr></table></td></tr>
<tr><td style="padding:24px 24px 10px 24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#222;">
${body}
</td></tr>
<tr><td style="padding:20px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#777;border-top:1px solid #ddd;">
Questions about your order? Call 1-800-555-0142 or visit <a href="https://t.prairiedepot.com/r/?id=h1a2,help" style="color:#1b5e20;">Customer Service</a>.<br>
Prairie Depot, Inc. &middot; 2400 E. Lamar Blvd, Arlington, TX 76006<br>
<a href="https://t.prairiedepot.com/r/?id=h1a2,privacy" style="color:#777;">Privacy &amp; Security</a> &middot; <a href="https://t.prairiedepot.com/r/?id=h1a2,unsub" style="color:#777;">Unsubscribe from promotional email</a><br>
&copy; 2026 Prairie Depot. All rights reserved.
</td></tr></table></td></tr></table></body></html>`;
}

const prairie_pickup_html = prairie(
  "Your order is ready at Prairie Depot Katy #0642.",
  `<p style="margin:0 0 4px 0;font-size:24px;font-weight:bold;color:#1b5e20;">Your order is ready for pickup!</p>
<p style="margin:0 0 16px 0;">Order <b>#PD0642-7781-3390</b> &middot; Placed Sep 25, 2026</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="background:#f4f8f4;">
<tr><td><b>Pickup location</b><br>Prairie Depot Katy #0642<br>24600 Katy Fwy, Katy, TX 77494<br>Store hours 6 a.m.&ndash;10 p.m.</td>
<td valign="top"><b>Pick up by</b><br>Oct 2, 2026</td></tr>
</table>
<p style="margin:16px 0 6px 0;"><b>Items (3)</b></p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>Pressure-treated fence picket 5/8 in. x 5.5 in. x 6 ft</td><td align="right">Qty 40</td><td align="right">$118.00</td></tr>
<tr><td>Galvanized ring-shank fence nails, 5 lb</td><td align="right">Qty 1</td><td align="right">$21.97</td></tr>
<tr><td>Exterior stain, Cedar Tone, 5 gal</td><td align="right">Qty 1</td><td align="right">$189.00</td></tr>
<tr><td colspan="2" align="right"><b>Total paid</b></td><td align="right"><b>$356.17</b></td></tr>
</table>
<p style="margin:16px 0;">Go to the Pickup Lockers or the Customer Service desk and show the barcode in the Prairie Depot app or this email along with a photo ID. Large items (fence pickets) will be brought to your vehicle from Garden Center door 2.</p>
<p style="margin:0 0 16px 0;"><img src="https://i.prairiedepot.com/bc/PD064277813390.png" alt="Order barcode PD0642-7781-3390" width="260" height="70"></p>`,
);

const prairie_shipped_html = prairie(
  "Tu pedido va en camino.",
  `<p style="margin:0 0 4px 0;font-size:24px;font-weight:bold;color:#1b5e20;">¡Tu pedido va en camino!</p>
<p style="margin:0 0 16px 0;">Pedido <b>#PD9100-2254-0871</b></p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #dfe8df;">
<tr><td>Ventilador de techo para exterior, 52 in., bronce</td><td align="right">1</td></tr>
<tr><td>Transportista</td><td align="right">Redline Freight</td></tr>
<tr><td>Número de rastreo</td><td align="right">RF48813022719</td></tr>
<tr><td>Entrega estimada</td><td align="right">jueves 22 de octubre</td></tr>
</table>
<p style="margin:16px 0;">Enviaremos el paquete a: Mariana Salas, 2614 Agarita Trl, Katy, TX 77494. No se requiere firma.</p>
<p style="margin:0 0 16px 0;"><a href="https://t.prairiedepot.com/r/?id=h9f3,track&amp;o=PD910022540871" style="color:#1b5e20;font-weight:bold;">Rastrear paquete &rsaquo;</a></p>`,
);

// ------------------------------------------------------------ Gulfway Grocery (pickup)

function gulfway(body: string, lang: "en" | "es"): string {
  const l = lang === "en"
    ? ["Help", "Privacy", "You're getting this email because you placed an order with Gulfway Grocery."]
    : ["Ayuda", "Privacidad", "Recibes este correo porque hiciste un pedido en Gulfway Grocery."];
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8ec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;border:1px solid #f1dfc0;font-family:Verdana,Arial,sans-serif;">
<tr><td align="center" style="padding:18px;"><img src="https://cdn.gulfwaygrocery.com/email/gulfway-logo-red.png" alt="Gulfway Grocery" width="150"></td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:14px;line-height:21px;color:#2e2e2e;">
${body}
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #f1dfc0;font-size:10px;line-height:15px;color:#8c7a5b;">
${l[2]}<br>Gulfway Grocery Co. &middot; 1450 Gulf Fwy, League City, TX 77573<br>
<a href="https://www.gulfwaygrocery.com/help" style="color:#c0392b;">${
    l[0]
  }</a> &middot; <a href="https://www.gulfwaygrocery.com/privacy" style="color:#c0392b;">${l[1]}</a>
</td></tr></table></td></tr></table></body></html>`;
}

const gulfway_verify_url = "https://www.gulfwaygrocery.com/account/verify-email?t=gw_7mX2qL0v9RkE&lang=es";
const gulfway_verify_html = gulfway(
  `<p style="font-size:19px;font-weight:bold;margin:0 0 12px 0;">Verifica tu correo electrónico</p>
<p>¡Bienvenida a Gulfway, Mariana! Para empezar a hacer pedidos para recoger en la tienda, confirma tu correo.</p>
<p>Escribe este código en la app o en el sitio:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#c0392b;margin:10px 0 18px 0;">4 4 1 9 8 8 2 7</p>
<p>O toca el botón:</p>
${button(gulfway_verify_url, "Verificar correo", "#c0392b")}
<p style="font-size:12px;color:#8c7a5b;">El código y el enlace vencen en 24 horas.</p>`,
  "es",
);

const gulfway_ready_html = gulfway(
  `<p style="font-size:19px;font-weight:bold;margin:0 0 12px 0;">Your order is ready for pickup</p>
<p>Hi Mariana! Order <b>GW-20583317</b> is bagged and waiting in the cooler.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#fff3e0;border-radius:8px;font-size:13px;">
<tr><td><b>Store</b></td><td>Gulfway #118, 23330 Kingsland Blvd, Katy</td></tr>
<tr><td><b>Pickup window</b></td><td>Sat, Oct 10, 10:00&ndash;11:00 a.m.</td></tr>
<tr><td><b>Items</b></td><td>38 (2 substituted, 1 out of stock)</td></tr>
<tr><td><b>Total</b></td><td>$164.29 (final amount charged after pickup)</td></tr>
</table>
<p><b>When you get here:</b> park in a numbered pickup spot and tap <b>I'm here</b> in the app, or call (281) 555-0127. We'll bring everything to your car.</p>
<p style="font-size:12px;">Substitutions: Gulfway large brown eggs 18 ct &rarr; Gulfway cage-free eggs 18 ct (same price). Sunridge whole milk 1 gal &rarr; Sunridge whole milk 2 x half gal. Out of stock: cilantro, 1 bunch ($0.79 refunded).</p>`,
  "en",
);

const gulfway_receipt_text = `Gulfway Grocery - Recibo de tu pedido

Pedido: GW-20611904
Recogido: sábado 24 de octubre de 2026, 9:14 a.m.
Tienda: Gulfway #118, 23330 Kingsland Blvd, Katy, TX 77494

Subtotal (41 artículos) ........ $171.62
Descuentos Gulfway Rewards ..... -$12.40
Impuesto ....................... $3.18
Propina ........................ $0.00
Total cobrado .................. $162.40
Tarjeta Amberly Visa terminada en 9904

Ganaste 162 puntos Gulfway Rewards. Saldo: 1,486 puntos ($14.00 en cupones disponibles).

Gracias por comprar en Gulfway.
Gulfway Grocery Co. - 1450 Gulf Fwy, League City, TX 77573
Ayuda: https://www.gulfwaygrocery.com/help
`;

// ------------------------------------------------------------ Chowrider (food delivery)

const chowrider_pin_html =
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#111111;">
${preheader("Comparte este PIN con tu repartidor.")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:22px 26px 0 26px;"><img src="https://img.chowrider.com/mail/chowrider-logo-black.png" width="112" alt="Chowrider"></td></tr>
<tr><td style="padding:18px 26px 6px 26px;font-size:22px;font-weight:bold;color:#111;">Tu pedido de Tacos La Güera va en camino</td></tr>
<tr><td style="padding:0 26px 14px 26px;font-size:14px;color:#555;">Hugo R. llegará en un Nissan Versa gris entre las 7:40 y las 7:50 p.m.</td></tr>
<tr><td style="padding:0 26px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff4d6;border-radius:12px;"><tr><td align="center" style="padding:18px;">
<div style="font-size:13px;color:#7a5b00;text-transform:uppercase;letter-spacing:1px;">PIN de entrega</div>
<div style="font-size:40px;font-weight:bold;color:#111;letter-spacing:10px;margin-top:6px;">4417</div>
<div style="font-size:13px;color:#7a5b00;margin-top:6px;">Dale este PIN al repartidor cuando llegue. No lo compartas antes.</div>
</td></tr></table></td></tr>
<tr><td style="padding:16px 26px;font-size:13px;color:#333;line-height:20px;">Pedido #CR-8812-4470-Q &middot; 3 artículos &middot; Total $38.56<br>Entregar en: 2614 Agarita Trl, Katy TX 77494</td></tr>
<tr><td style="padding:0 26px 20px 26px;font-size:11px;color:#888;line-height:16px;">Chowrider Technologies, Inc. &middot; 800 Brazos St, Austin, TX 78701 &middot; <a href="https://help.chowrider.com/es" style="color:#888;">Ayuda</a> &middot; <a href="https://chowrider.com/privacy" style="color:#888;">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`;

const chowrider_receipt_html =
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f6f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:Arial,Helvetica,sans-serif;color:#111;">
<tr><td style="padding:22px 26px 0 26px;"><img src="https://img.chowrider.com/mail/chowrider-logo-black.png" width="112" alt="Chowrider"></td></tr>
<tr><td style="padding:18px 26px 4px 26px;font-size:22px;font-weight:bold;">Thanks for ordering, Daniel</td></tr>
<tr><td style="padding:0 26px 14px 26px;font-size:14px;color:#555;">Here's your receipt from Pho Saigon Noodle House. Delivered Sun, Sep 13 at 12:36 PM.</td></tr>
<tr><td style="padding:0 26px;"><table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>2 &times; Pho tai (large)</td><td align="right">$29.90</td></tr>
<tr><td>1 &times; Com tam suon bi cha</td><td align="right">$16.50</td></tr>
<tr><td>2 &times; Ca phe sua da</td><td align="right">$11.00</td></tr>
<tr><td>1 &times; Cha gio (4)</td><td align="right">$7.95</td></tr>
<tr><td style="border-top:1px solid #eee;">Subtotal</td><td align="right" style="border-top:1px solid #eee;">$65.35</td></tr>
<tr><td>Delivery fee</td><td align="right">$0.00 (ChowPass)</td></tr>
<tr><td>Service fee</td><td align="right">$3.92</td></tr>
<tr><td>Tax</td><td align="right">$5.39</td></tr>
<tr><td>Courier tip</td><td align="right">$8.00</td></tr>
<tr><td style="border-top:2px solid #111;font-weight:bold;">Total</td><td align="right" style="border-top:2px solid #111;font-weight:bold;">$82.66</td></tr>
</table></td></tr>
<tr><td style="padding:14px 26px;font-size:13px;color:#555;">Charged to Visa •••• 9904 &middot; Order #CR-7719-2035-K</td></tr>
<tr><td style="padding:0 26px 20px 26px;"><a href="https://chowrider.com/orders/CR-7719-2035-K/rate" style="color:#e63946;font-weight:bold;font-size:14px;">Rate your order</a> &nbsp; <a href="https://help.chowrider.com/orders/CR-7719-2035-K" style="color:#e63946;font-size:14px;">Get help</a></td></tr>
<tr><td style="padding:0 26px 20px 26px;font-size:11px;color:#888;line-height:16px;">Chowrider Technologies, Inc. &middot; 800 Brazos St, Austin, TX 78701 &middot; <a href="https://chowrider.com/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://chowrider.com/terms" style="color:#888;">Terms</a></td></tr>
</table></td></tr></table></body></html>`;

const part3: Mail[] = [
  {
    family: "armadillo-mutual",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: armadillo_reset_url,
    from: "Armadillo Mutual <no-reply@armadillomutual.com>",
    subject: "Reset your Armadillo Mutual password",
    date: when(9, 5, 13, 40, 16),
    text: `Hi Daniel,

We got a request to reset the password for your Armadillo Mutual online account (user ID dsalas.katy).

Reset my password: ${armadillo_reset_url}

For your security, this link expires in 60 minutes. If you didn't make this request, you can ignore this email.

Your policy TXA-4470918-02 is not affected by password changes.

Armadillo Mutual Insurance Company - 7100 N. Mopac Expy, Austin, TX 78731
Claims 24/7: 1-800-555-0181 - Service: 1-800-555-0182
`,
    html: armadillo_reset_html,
    enc: "qp",
  },
  {
    family: "armadillo-mutual",
    group: "consumer",
    lang: "es",
    kind: "policy-renewal",
    code: null,
    link: null,
    from: "Armadillo Mutual <servicio@armadillomutual.com>",
    subject: "Su póliza de auto se renueva el 7 de noviembre",
    date: when(10, 8, 8, 15, 0),
    text: `Su póliza de auto se renueva pronto

Hola, Daniel:

Su póliza de auto TXA-4470918-02 se renovará automáticamente el 7 de noviembre de 2026 por seis meses más.

2021 Toyota Sienna LE - Responsabilidad 100/300/100, colisión y amplia (deducible $500)
2017 Ford F-150 XLT - Responsabilidad 100/300/100, amplia (deducible $1,000)
Prima de 6 meses: $1,142.60 (antes $1,096.20)

Su nueva prima incluye un descuento por buen conductor de $86.00. Se cobrará en 6 pagos mensuales de $190.43 con la tarjeta terminada en 9904.

Sus tarjetas de seguro nuevas estarán en la app 10 días antes de la renovación. Si desea cambiar algo, llame al 1-800-555-0183.

Armadillo Mutual Insurance Company - 7100 N. Mopac Expy, Austin, TX 78731
`,
    html: armadillo_renewal_html,
    enc: "b64",
  },
  {
    family: "loopway-tolltag",
    group: "regional",
    lang: "en",
    kind: "balance-alert",
    code: null,
    link: null,
    from: "Loopway TollTag <noreply@loopwaytoll.com>",
    subject: "Low balance: payment declined on TollTag account 2204-6651-83",
    date: when(9, 19, 2, 12, 0),
    text: loopway_low_text,
    html: null,
  },
  {
    family: "loopway-tolltag",
    group: "regional",
    lang: "es",
    kind: "statement",
    code: null,
    link: null,
    from: "Loopway TollTag <noreply@loopwaytoll.com>",
    subject: "Su estado de cuenta de septiembre - TollTag",
    date: when(10, 2, 3, 20, 0),
    text: loopway_statement_text,
    html: null,
    enc: "qp",
  },
  {
    family: "loopway-tolltag",
    group: "regional",
    lang: "en",
    kind: "confirm-link",
    code: null,
    link: loopway_confirm_url,
    from: "Loopway TollTag <noreply@loopwaytoll.com>",
    subject: "Action needed: confirm vehicle change on your TollTag account",
    date: when(10, 21, 19, 56, 37),
    text: loopway_confirm_text,
    html: loopway_confirm_html,
  },
  {
    family: "calloway-county-tax",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Calloway County Tax Office <no-reply@callowaycountytax.org>",
    subject: "Your verification code",
    date: when(10, 13, 20, 11, 45),
    text: `Calloway County Tax Assessor-Collector

Your one-time verification code for the Calloway County eStatement and Payment Portal is:

604218

Enter it on the verification page to finish signing in. The code is valid for 10 minutes.

If you did not request a code, no action is needed. County employees will never ask you for this code.

Calloway County Tax Office - 301 Jackson St., Richmond, TX 77469 - (281) 555-0111
`,
    html: calloway_code_html,
  },
  {
    family: "calloway-county-tax",
    group: "regional",
    lang: "es",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Calloway County Tax Office <no-reply@callowaycountytax.org>",
    subject: "Recibo de renovación de registro - Placa SMR-8812",
    date: when(10, 13, 20, 19, 3),
    text: calloway_vehicle_text,
    html: null,
    enc: "8bit",
  },
  {
    family: "calloway-county-tax",
    group: "regional",
    lang: "en",
    kind: "tax-statement",
    code: null,
    link: null,
    from: "Calloway County Tax Office <estatements@callowaycountytax.org>",
    subject: "2026 Property Tax Statement - Account 4287-02-003-0140-914",
    date: when(10, 22, 7, 0, 0),
    text: `2026 Property Tax Statement Now Available

Dear DANIEL & MARIANA SALAS,

Your 2026 property tax statement for the account below is now available in the eStatement portal. Because you are enrolled in eStatements, no paper statement will be mailed.

Account (Geo ID): 4287-02-003-0140-914
Property: 2614 AGARITA TRL, SENDERO RIDGE SEC 3, BLK 2, LOT 14
Appraised value: $388,540
Homestead exemption: $140,000
Taxing units: Calloway County, Encino Valley ISD, Pecan Creek MUD 2, Calloway Co. ESD 4
Total 2026 tax due: $6,931.18
Due date: January 31, 2027

If your mortgage company pays your taxes from escrow, they have been notified. Installment plans are available for homestead properties; the first installment is due before February 1.

View or pay: https://www.callowaycountytax.org/estatements

Calloway County Tax Office - 301 Jackson St., Richmond, TX 77469 - (281) 555-0111
`,
    html: calloway_tax_html,
    enc: "qp",
  },
  {
    family: "prairie-depot",
    group: "consumer",
    lang: "en",
    kind: "pickup-ready",
    code: null,
    link: null,
    from: "Prairie Depot <orders@e.prairiedepot.com>",
    subject: "Ready for pickup: Order #PD0642-7781-3390",
    date: when(9, 25, 16, 2, 7),
    text: `Your order is ready for pickup!

Order #PD0642-7781-3390 - Placed Sep 25, 2026

Pickup location: Prairie Depot Katy #0642, 24600 Katy Fwy, Katy, TX 77494 (6 a.m.-10 p.m.)
Pick up by: Oct 2, 2026

Items (3)
- Pressure-treated fence picket 5/8 in. x 5.5 in. x 6 ft, Qty 40, $118.00
- Galvanized ring-shank fence nails, 5 lb, Qty 1, $21.97
- Exterior stain, Cedar Tone, 5 gal, Qty 1, $189.00
Total paid: $356.17

Go to the Pickup Lockers or the Customer Service desk and show the barcode in the Prairie Depot app or this email along with a photo ID. Large items (fence pickets) will be brought to your vehicle from Garden Center door 2.

Questions? 1-800-555-0142
Prairie Depot, Inc. - 2400 E. Lamar Blvd, Arlington, TX 76006
`,
    html: prairie_pickup_html,
    enc: "qp",
  },
  {
    family: "prairie-depot",
    group: "consumer",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Prairie Depot <pedidos@e.prairiedepot.com>",
    subject: "Tu pedido #PD9100-2254-0871 fue enviado",
    date: when(10, 19, 11, 47, 55),
    text: `¡Tu pedido va en camino!

Pedido #PD9100-2254-0871
Ventilador de techo para exterior, 52 in., bronce (1)
Transportista: Redline Freight
Número de rastreo: RF48813022719
Entrega estimada: jueves 22 de octubre

Enviaremos el paquete a: Mariana Salas, 2614 Agarita Trl, Katy, TX 77494. No se requiere firma.

Rastrear paquete: https://t.prairiedepot.com/r/?id=h9f3,track&o=PD910022540871

Prairie Depot, Inc. - 2400 E. Lamar Blvd, Arlington, TX 76006 - 1-800-555-0142
`,
    html: prairie_shipped_html,
    enc: "b64",
  },
  {
    family: "gulfway-grocery",
    group: "consumer",
    lang: "es",
    kind: "verify-email",
    code: "44198827",
    link: gulfway_verify_url,
    from: "Gulfway Grocery <hola@mail.gulfwaygrocery.com>",
    subject: "Verifica tu correo para empezar a comprar",
    date: when(9, 3, 21, 4, 11),
    text: `Verifica tu correo electrónico

¡Bienvenida a Gulfway, Mariana! Para empezar a hacer pedidos para recoger en la tienda, confirma tu correo.

Tu código: 4419 8827

O abre este enlace: ${gulfway_verify_url}

El código y el enlace vencen en 24 horas.

Gulfway Grocery Co. - 1450 Gulf Fwy, League City, TX 77573
`,
    html: gulfway_verify_html,
    enc: "qp",
  },
  {
    family: "gulfway-grocery",
    group: "consumer",
    lang: "en",
    kind: "pickup-ready",
    code: null,
    link: null,
    from: "Gulfway Grocery <orders@mail.gulfwaygrocery.com>",
    subject: "Your Gulfway order is ready! Pickup 10:00-11:00 a.m.",
    date: when(10, 10, 9, 41, 26),
    text: `Your order is ready for pickup

Hi Mariana! Order GW-20583317 is bagged and waiting in the cooler.

Store: Gulfway #118, 23330 Kingsland Blvd, Katy
Pickup window: Sat, Oct 10, 10:00-11:00 a.m.
Items: 38 (2 substituted, 1 out of stock)
Total: $164.29 (final amount charged after pickup)

When you get here: park in a numbered pickup spot and tap "I'm here" in the app, or call (281) 555-0127. We'll bring everything to your car.

Substitutions: Gulfway large brown eggs 18 ct -> Gulfway cage-free eggs 18 ct (same price). Sunridge whole milk 1 gal -> Sunridge whole milk 2 x half gal. Out of stock: cilantro, 1 bunch ($0.79 refunded).

Gulfway Grocery Co. - 1450 Gulf Fwy, League City, TX 77573
`,
    html: gulfway_ready_html,
  },
  {
    family: "gulfway-grocery",
    group: "consumer",
    lang: "es",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Gulfway Grocery <pedidos@mail.gulfwaygrocery.com>",
    to: "Mariana Salas <mariana.salas@inbox.example>",
    subject: "Recibo de tu pedido GW-20611904",
    date: when(10, 24, 9, 20, 40),
    text: gulfway_receipt_text,
    html: null,
    enc: "8bit",
  },
  {
    family: "chowrider",
    group: "consumer",
    lang: "es",
    kind: "delivery-pin",
    code: "4417",
    link: null,
    from: "Chowrider <pedidos@chowrider.com>",
    subject: "Tu repartidor va en camino - PIN de entrega",
    date: when(10, 3, 19, 28, 14),
    text: `Tu pedido de Tacos La Güera va en camino

Hugo R. llegará en un Nissan Versa gris entre las 7:40 y las 7:50 p.m.

PIN de entrega: 4417
Dale este PIN al repartidor cuando llegue. No lo compartas antes.

Pedido #CR-8812-4470-Q - 3 artículos - Total $38.56
Entregar en: 2614 Agarita Trl, Katy TX 77494

Chowrider Technologies, Inc. - 800 Brazos St, Austin, TX 78701
Ayuda: https://help.chowrider.com/es
`,
    html: chowrider_pin_html,
    enc: "b64",
  },
  {
    family: "chowrider",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Chowrider <receipts@chowrider.com>",
    subject: "Your Chowrider order from Pho Saigon Noodle House",
    date: when(9, 13, 12, 41, 2),
    text: `Thanks for ordering, Daniel

Here's your receipt from Pho Saigon Noodle House. Delivered Sun, Sep 13 at 12:36 PM.

2 x Pho tai (large)            $29.90
1 x Com tam suon bi cha        $16.50
2 x Ca phe sua da              $11.00
1 x Cha gio (4)                 $7.95
Subtotal                       $65.35
Delivery fee                    $0.00 (ChowPass)
Service fee                     $3.92
Tax                             $5.39
Courier tip                     $8.00
Total                          $82.66

Charged to Visa **** 9904 - Order #CR-7719-2035-K

Rate your order: https://chowrider.com/orders/CR-7719-2035-K/rate

Chowrider Technologies, Inc. - 800 Brazos St, Austin, TX 78701
`,
    html: chowrider_receipt_html,
    enc: "qp",
  },
];

// ------------------------------------------------------------ St. Rosalia Catholic Church

const rosalia_receipt_text = `St. Rosalia Catholic Church
Online Giving Receipt

Thank you for your gift, Daniel and Mariana Salas.

Date: October 4, 2026
Fund: Sunday Offertory ............ $60.00
Fund: Hurricane Relief (Diocesan) . $25.00
Total ............................. $85.00
Frequency: Weekly (offertory), one-time (relief)
Payment: Checking ending 0452
Transaction ID: 8F2K-11934-RX

No goods or services were provided in exchange for this contribution. Please keep this receipt for your tax records; a year-end giving statement will be mailed in January.

"Each must give as he has decided in his heart." 2 Cor 9:7

St. Rosalia Catholic Church - 5710 Peek Rd, Katy, TX 77449 - (281) 555-0102
Mass times: Sat 5:00 p.m.; Sun 8:00 a.m., 10:00 a.m., 12:30 p.m. (español), 5:00 p.m.
`;
const rosalia_receipt_html = `<html><body style="margin:0;background:#f6f3ee;font-family:Georgia,serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #7b2d26;">
<tr><td align="center" style="padding:20px 0 6px 0;"><img src="https://giving.strosaliakaty.org/img/st-rosalia-crest.png" width="70" alt="St. Rosalia Catholic Church"></td></tr>
<tr><td align="center" style="font-size:20px;color:#7b2d26;padding-bottom:16px;">Online Giving Receipt</td></tr>
<tr><td style="padding:0 30px 20px 30px;font-size:15px;line-height:23px;color:#333;">
<p>Thank you for your gift, Daniel and Mariana Salas.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border:1px solid #e6dfd3;">
<tr><td>Date</td><td align="right">October 4, 2026</td></tr>
<tr><td>Sunday Offertory</td><td align="right">$60.00</td></tr>
<tr><td>Hurricane Relief (Diocesan)</td><td align="right">$25.00</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>$85.00</b></td></tr>
<tr><td>Payment</td><td align="right">Checking ending 0452</td></tr>
<tr><td>Transaction ID</td><td align="right">8F2K-11934-RX</td></tr>
</table>
<p style="font-size:13px;color:#666;">No goods or services were provided in exchange for this contribution. Please keep this receipt for your tax records; a year-end giving statement will be mailed in January.</p>
<p style="font-style:italic;color:#7b2d26;">&ldquo;Each must give as he has decided in his heart.&rdquo; 2 Cor 9:7</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#7b2d26;color:#f6e9e4;font-family:Arial,sans-serif;font-size:11px;line-height:16px;">St. Rosalia Catholic Church &middot; 5710 Peek Rd, Katy, TX 77449 &middot; (281) 555-0102<br><a href="https://giving.strosaliakaty.org/manage" style="color:#ffffff;">Manage recurring gifts</a> &middot; <a href="https://www.strosaliakaty.org" style="color:#ffffff;">strosaliakaty.org</a></td></tr>
</table></td></tr></table></body></html>`;

const rosalia_bulletin_text = `Parroquia Santa Rosalía - Boletín semanal
XXVIII Domingo del Tiempo Ordinario - 11 de octubre de 2026

Queridos hermanos y hermanas:

MISA EN ESPAÑOL: domingos a las 12:30 p.m. A partir del 18 de octubre habrá también misa en español los miércoles a las 7:00 p.m.

CATECISMO: las clases de Primera Comunión empiezan el domingo 18 de octubre a las 2:00 p.m. en el salón parroquial. Si todavía no inscribió a su hijo, pase por la oficina; la cuota es de $65 por niño ($110 por familia).

KERMÉS PARROQUIAL: sábado 31 de octubre, de 11 a.m. a 6 p.m. Necesitamos voluntarios para los puestos de tamales, gorditas y la lotería. Apúntese con Lupita Reyes después de misa o al (281) 555-0102, extensión 14.

RETIRO DE PAREJAS: 14 de noviembre, de 9 a.m. a 4 p.m. Cupo limitado a 20 parejas.

INTENCIONES DE LA MISA: por el eterno descanso de Don Eusebio Garza; por la salud de Amparo Villarreal.

COLECTA DE LA SEMANA PASADA: $14,287.35. ¡Gracias por su generosidad!

Parroquia Santa Rosalía - 5710 Peek Rd, Katy, TX 77449
Oficina: lunes a jueves, 9:00 a.m. a 4:00 p.m.
Para dejar de recibir el boletín por correo, responda con la palabra BAJA.
`;

// ------------------------------------------------------------ Pecos Valley Youth Soccer

const pecos_invite_url = "https://pvys.leagueroster.net/invite/accept?tid=U10G-Tormenta&code=kP4eR8nWq2&role=guardian";
const pecos_invite_text = `Pecos Valley Youth Soccer - Temporada de otoño 2026

¡Hola, Mariana!

La entrenadora Jessica Villanueva te invitó a unirte al equipo de SOFÍA SALAS en la aplicación de la liga:

  Equipo: U10 Niñas - Tormenta
  División: Recreativa, Katy West
  Rol: Padre/madre o tutor

Al aceptar podrás ver el calendario de partidos, confirmar asistencia a entrenamientos y recibir avisos por lluvia.

Aceptar la invitación:
${pecos_invite_url}

La invitación vence el 5 de septiembre. Si tienes preguntas, escribe a la entrenadora a coach.tormenta@pvys.example.org

Pecos Valley Youth Soccer Association - P.O. Box 1843, Katy, TX 77492
Organización sin fines de lucro 501(c)(3)
`;
const pecos_invite_html = `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8f5e9;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:'Segoe UI',Tahoma,Arial,sans-serif;">
<tr><td style="padding:16px 24px;background:#2e7d32;border-radius:6px 6px 0 0;"><img src="https://pvys.leagueroster.net/assets/club/pvys-badge.png" width="44" height="44" alt="PVYS" style="vertical-align:middle;"> <span style="color:#fff;font-size:18px;font-weight:bold;vertical-align:middle;">Pecos Valley Youth Soccer</span></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#222;">
<p style="margin-top:0;">¡Hola, Mariana!</p>
<p>La entrenadora <b>Jessica Villanueva</b> te invitó a unirte al equipo de <b>SOFÍA SALAS</b> en la aplicación de la liga:</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;background:#f1f8f1;width:100%;">
<tr><td width="110" style="color:#555;">Equipo</td><td><b>U10 Niñas &ndash; Tormenta</b></td></tr>
<tr><td style="color:#555;">División</td><td>Recreativa, Katy West</td></tr>
<tr><td style="color:#555;">Rol</td><td>Padre/madre o tutor</td></tr>
</table>
<p>Al aceptar podrás ver el calendario de partidos, confirmar asistencia a entrenamientos y recibir avisos por lluvia.</p>
${button(pecos_invite_url, "Aceptar invitación", "#2e7d32")}
<p style="font-size:13px;color:#666;">La invitación vence el 5 de septiembre.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#888;border-radius:0 0 6px 6px;">Pecos Valley Youth Soccer Association &middot; P.O. Box 1843, Katy, TX 77492 &middot; 501(c)(3)<br>Sent with LeagueRoster &middot; <a href="https://leagueroster.net/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://leagueroster.net/unsubscribe?e=ms7731" style="color:#888;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`;

const pecos_schedule_text = `PVYS Fall 2026 - U10 Girls Tormenta

Game day reminder - Saturday, October 17

Opponent: U10 Girls Lightning Bugs
Kickoff: 9:00 AM (please arrive by 8:30 for warm-ups)
Field: Cinco Ranch Sports Park, Field 7B
        2301 S Mason Rd, Katy, TX 77450
Jersey: WHITE (home team)
Snack family: Salas (orange slices + water, 12 players)

Weather: 20% chance of rain. Field status line: 281-555-0195 (updated by 7:00 AM).

Picture day is next Saturday, Oct 24, between games at the pavilion. Team photo at 10:40 AM.

Go Tormenta!
Coach Jessica

---
Pecos Valley Youth Soccer Association - P.O. Box 1843, Katy, TX 77492
Sent with LeagueRoster. Manage notifications: https://pvys.leagueroster.net/settings/notifications
`;

// ------------------------------------------------------------ Flickerbox (streaming)

function flickerbox(body: string, lang: "en" | "es"): string {
  const l = lang === "en"
    ? {
      help: "Help Center",
      terms: "Terms of Use",
      priv: "Privacy",
      sent: "This account email was sent to daniel.salas@inbox.example.",
    }
    : {
      help: "Centro de ayuda",
      terms: "Términos de uso",
      priv: "Privacidad",
      sent: "Este correo de la cuenta se envió a mariana.salas@inbox.example.",
    };
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="dark light"></head>
<body style="margin:0;background:#0d0d12;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d0d12"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding-bottom:28px;"><img src="https://cdn.flickerbox.tv/email/flickerbox-logo-orange.png" width="128" alt="FLICKERBOX"></td></tr>
<tr><td style="background:#1b1b24;border-radius:8px;padding:30px;color:#ececf1;font-size:16px;line-height:24px;">
${body}
</td></tr>
<tr><td style="padding:22px 4px;color:#8a8a99;font-size:11px;line-height:17px;">
${l.sent}<br>
<a href="https://www.flickerbox.tv/help" style="color:#8a8a99;">${l.help}</a> &middot; <a href="https://www.flickerbox.tv/terms" style="color:#8a8a99;">${l.terms}</a> &middot; <a href="https://www.flickerbox.tv/privacy" style="color:#8a8a99;">${l.priv}</a><br>
Flickerbox Media, LLC &middot; 2100 Ross Ave, Dallas, TX 75201
</td></tr></table></td></tr></table></body></html>`;
}

const flickerbox_code_html = flickerbox(
  `<p style="margin:0 0 16px 0;font-size:22px;font-weight:bold;color:#ffffff;">Your sign-in code</p>
<p style="margin:0 0 16px 0;">Enter this code on your Living Room TV to sign in to Flickerbox:</p>
<p style="margin:0 0 18px 0;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;color:#ff7a1a;letter-spacing:6px;">K7QM-2XP4</p>
<p style="margin:0 0 16px 0;font-size:14px;color:#b3b3c2;">This code expires in 15 minutes. Don't share it with anyone.</p>
<p style="margin:0;font-size:14px;color:#b3b3c2;">Didn't request a code? Someone may have entered your email by mistake. You can ignore this message.</p>`,
  "en",
);

const flickerbox_household_url = "https://www.flickerbox.tv/household/join?inv=HHd81Fz0QwX3&src=email";
const flickerbox_household_html = flickerbox(
  `<p style="margin:0 0 16px 0;font-size:22px;font-weight:bold;color:#ffffff;">Daniel te invitó a su hogar de Flickerbox</p>
<p style="margin:0 0 16px 0;">Únete al plan Familiar de Daniel para tener tu propio perfil, tus listas y recomendaciones, sin pagar nada extra.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td bgcolor="#ff7a1a" style="border-radius:4px;"><a href="${flickerbox_household_url}" style="display:inline-block;padding:14px 28px;color:#0d0d12;font-weight:bold;font-size:16px;text-decoration:none;">Unirme al hogar</a></td></tr></table>
<p style="margin:0 0 16px 0;font-size:14px;color:#b3b3c2;">La invitación vence en 7 días. El plan Familiar permite hasta 5 perfiles y 4 pantallas a la vez.</p>`,
  "es",
);

const flickerbox_price_html = flickerbox(
  `<p style="margin:0 0 16px 0;font-size:22px;font-weight:bold;color:#ffffff;">An update to your plan price</p>
<p style="margin:0 0 16px 0;">Hi Daniel, we're updating the price of the Family plan to keep adding more movies, series and live sports.</p>
<p style="margin:0 0 16px 0;">Starting with your billing date on <b>November 9, 2026</b>, your plan will be <b>$19.99/month</b> (currently $17.99), plus applicable tax.</p>
<p style="margin:0 0 16px 0;">You don't need to do anything to keep watching. If you'd like to change plans, you can do so anytime in Account settings.</p>
<p style="margin:0;font-size:14px;color:#b3b3c2;">Payment method: Amberly Visa •••• 9904</p>`,
  "en",
);

// ------------------------------------------------------------ MekongRemit (money transfer, Vietnamese)

const mekong_otp_html =
  `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff7f0;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f3d9c4;">
<tr><td style="padding:16px 24px;background:#d35400;"><img src="https://static.mekongremit.com/mail/mekongremit-white.png" width="150" alt="MekongRemit"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:23px;color:#333;">
<p style="margin-top:0;">Xin chào Nguyễn Thị Lan,</p>
<p>Bạn đang gửi <b>$300.00 USD</b> (≈ 7.842.000 VND) đến người nhận <b>TRẦN VĂN HÙNG</b> – Vietcombank, tài khoản ••••8816, Cần Thơ.</p>
<p>Mã xác thực (OTP) của bạn là:</p>
<table cellpadding="0" cellspacing="0" style="margin:8px 0 18px 0;"><tr><td style="padding:10px 22px;background:#fdebd0;font-size:30px;font-weight:bold;letter-spacing:6px;color:#a04000;">905 372</td></tr></table>
<p>Mã có hiệu lực trong 5 phút. <b>Tuyệt đối không chia sẻ mã này với bất kỳ ai</b>, kể cả nhân viên MekongRemit.</p>
<p style="font-size:13px;color:#777;">Nếu bạn không thực hiện giao dịch này, vui lòng gọi ngay 1-800-555-0148 (tiếng Việt, 7 giờ sáng – 10 giờ tối, giờ miền Trung Hoa Kỳ).</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fbf1e8;font-size:11px;line-height:16px;color:#8a6d57;">MekongRemit, Inc. – Được cấp phép chuyển tiền bởi Sở Ngân hàng Texas (Texas Department of Banking), giấy phép số 3719.<br>11200 Bellaire Blvd, Suite 140, Houston, TX 77072 &middot; <a href="https://www.mekongremit.com/vi/chinh-sach" style="color:#a04000;">Chính sách bảo mật</a></td></tr>
</table></td></tr></table></body></html>`;

const mekong_done_text = `MekongRemit - Biên nhận chuyển tiền

Xin chào Nguyễn Thị Lan,

Tiền của bạn đã được chuyển thành công.

Mã giao dịch: MR-TX-26100715-4402
Ngày gửi: 07/10/2026 10:12 sáng (giờ Houston)
Ngày nhận: 07/10/2026 11:48 tối (giờ Việt Nam)

Số tiền gửi: $300.00
Phí chuyển: $2.99
Tổng cộng: $302.99 (thẻ ghi nợ ••••7260)
Tỷ giá: 1 USD = 26.140 VND
Người nhận nhận được: 7.842.000 VND

Người nhận: TRẦN VĂN HÙNG
Ngân hàng: Vietcombank - Chi nhánh Cần Thơ
Tài khoản: ••••8816

Bạn có quyền hủy giao dịch trong vòng 30 phút sau khi thanh toán nếu tiền chưa được nhận. Nếu có sai sót, bạn có 180 ngày để khiếu nại.

MekongRemit, Inc. - 11200 Bellaire Blvd, Suite 140, Houston, TX 77072
Tổng đài tiếng Việt: 1-800-555-0148
`;

// ------------------------------------------------------------ Aunt's personal mail (Vietnamese)

const co_hanh_text = `Chị Hai ơi,

Em gửi chị mấy tấm hình đám giỗ ba hôm Chủ nhật ở nhà anh Tư bên San Jose. Đông đủ lắm, chỉ thiếu nhà chị với nhà anh Bảo thôi. Em up hết lên album đây nè, chị coi rồi nhờ Daniel tải về cho tụi nhỏ coi nha:
https://photos.cloudalbum.example/share/AF1QipN8x2vLmK0

Tết năm nay em tính về Houston ở chừng hai tuần, khoảng 10/2 tới 24/2, chắc ở nhà chị luôn nếu Daniel với Mariana không phiền. Em sẽ nấu bánh tét cho bé Sofía với Mateo ăn. Em nhớ tụi nhỏ lắm.

À, số điện thoại mới của em là (408) 555-0163, số cũ em bỏ rồi.

Thương chị,
Hạnh
`;

const part4: Mail[] = [
  {
    family: "st-rosalia-parish",
    group: "regional",
    lang: "en",
    kind: "donation-receipt",
    code: null,
    link: null,
    from: "St. Rosalia Catholic Church <giving@strosaliakaty.org>",
    subject: "Thank you for your gift to St. Rosalia",
    date: when(10, 4, 6, 5, 0),
    text: rosalia_receipt_text,
    html: rosalia_receipt_html,
  },
  {
    family: "st-rosalia-parish",
    group: "regional",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Parroquia Santa Rosalía <boletin@strosaliakaty.org>",
    subject: "Boletín parroquial - 11 de octubre",
    date: when(10, 9, 17, 12, 0),
    text: rosalia_bulletin_text,
    html: null,
    enc: "qp",
  },
  {
    family: "pecosvalley-youth-soccer",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: pecos_invite_url,
    from: "Pecos Valley Youth Soccer <noreply@leagueroster.net>",
    subject: "Te invitaron al equipo U10 Niñas - Tormenta",
    date: when(8, 29, 10, 22, 9),
    text: pecos_invite_text,
    html: pecos_invite_html,
    enc: "qp",
  },
  {
    family: "pecosvalley-youth-soccer",
    group: "regional",
    lang: "en",
    kind: "event-reminder",
    code: null,
    link: null,
    from: "Coach Jessica (PVYS) <noreply@leagueroster.net>",
    subject: "Game day Sat 10/17: Tormenta vs Lightning Bugs, 9:00 AM",
    date: when(10, 15, 20, 30, 0),
    text: pecos_schedule_text,
    html: null,
  },
  {
    family: "flickerbox",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "K7QM-2XP4",
    link: null,
    from: "Flickerbox <account@mail.flickerbox.tv>",
    subject: "Your Flickerbox sign-in code",
    date: when(9, 6, 20, 58, 31),
    text: `Your sign-in code

Enter this code on your Living Room TV to sign in to Flickerbox:

K7QM-2XP4

This code expires in 15 minutes. Don't share it with anyone.

Didn't request a code? Someone may have entered your email by mistake. You can ignore this message.

Help Center: https://www.flickerbox.tv/help
Flickerbox Media, LLC - 2100 Ross Ave, Dallas, TX 75201
`,
    html: flickerbox_code_html,
  },
  {
    family: "flickerbox",
    group: "consumer",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: flickerbox_household_url,
    from: "Flickerbox <cuenta@mail.flickerbox.tv>",
    to: "Mariana Salas <mariana.salas@inbox.example>",
    subject: "Daniel te invitó a su hogar de Flickerbox",
    date: when(9, 6, 21, 10, 4),
    text: `Daniel te invitó a su hogar de Flickerbox

Únete al plan Familiar de Daniel para tener tu propio perfil, tus listas y recomendaciones, sin pagar nada extra.

Unirme al hogar: ${flickerbox_household_url}

La invitación vence en 7 días. El plan Familiar permite hasta 5 perfiles y 4 pantallas a la vez.

Centro de ayuda: https://www.flickerbox.tv/help
Flickerbox Media, LLC - 2100 Ross Ave, Dallas, TX 75201
`,
    html: flickerbox_household_html,
    enc: "b64",
  },
  {
    family: "flickerbox",
    group: "consumer",
    lang: "en",
    kind: "price-change",
    code: null,
    link: null,
    from: "Flickerbox <account@mail.flickerbox.tv>",
    subject: "An update to your Flickerbox plan price",
    date: when(10, 9, 12, 0, 0),
    text: `An update to your plan price

Hi Daniel, we're updating the price of the Family plan to keep adding more movies, series and live sports.

Starting with your billing date on November 9, 2026, your plan will be $19.99/month (currently $17.99), plus applicable tax.

You don't need to do anything to keep watching. If you'd like to change plans, you can do so anytime in Account settings.

Payment method: Amberly Visa **** 9904

Flickerbox Media, LLC - 2100 Ross Ave, Dallas, TX 75201
Terms of Use: https://www.flickerbox.tv/terms
`,
    html: flickerbox_price_html,
    enc: "qp",
  },
  {
    family: "mekongremit",
    group: "consumer",
    lang: "vi",
    kind: "confirm-code",
    code: "905372",
    link: null,
    from: "MekongRemit <otp@mekongremit.com>",
    to: "Lan Nguyen <lan.nguyen.salas@inbox.example>",
    subject: "Mã xác thực giao dịch MekongRemit",
    date: when(10, 7, 10, 10, 48),
    text: `Xin chào Nguyễn Thị Lan,

Bạn đang gửi $300.00 USD (≈ 7.842.000 VND) đến người nhận TRẦN VĂN HÙNG - Vietcombank, tài khoản ••••8816, Cần Thơ.

Mã xác thực (OTP) của bạn là: 905 372

Mã có hiệu lực trong 5 phút. Tuyệt đối không chia sẻ mã này với bất kỳ ai, kể cả nhân viên MekongRemit.

Nếu bạn không thực hiện giao dịch này, vui lòng gọi ngay 1-800-555-0148.

MekongRemit, Inc. - 11200 Bellaire Blvd, Suite 140, Houston, TX 77072
`,
    html: mekong_otp_html,
    enc: "b64",
  },
  {
    family: "mekongremit",
    group: "consumer",
    lang: "vi",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "MekongRemit <bien-nhan@mekongremit.com>",
    to: "Lan Nguyen <lan.nguyen.salas@inbox.example>",
    subject: "Biên nhận: Tiền đã đến tay người nhận",
    date: when(10, 7, 11, 52, 6),
    text: mekong_done_text,
    html: null,
    enc: "qp",
  },
  {
    family: "co-hanh-personal",
    group: "negative",
    lang: "vi",
    kind: "personal",
    code: null,
    link: null,
    from: "Hanh Tran <hanhtran.sj58@mailbox-west.example>",
    to: "Lan Nguyen <lan.nguyen.salas@inbox.example>",
    subject: "Hình đám giỗ ba",
    date: when(10, 12, 22, 47, 13),
    text: co_hanh_text,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ Chợ Phước Lộc (Vietnamese supermarket, weekly ad)

const phuocloc_html = `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>Chợ Phước Lộc</title></head>
<body style="margin:0;background:#fff5e6;">
${preheader("Giảm giá tuần này: xoài cát Hòa Lộc, cá basa, gạo thơm 25 lb.")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:14px 6px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td align="center" style="background:#b71c1c;padding:16px;"><a href="https://email.chophuocloc.com/c/eJwVy0EKgCAQAMCvdE?u=hdr"><img src="https://chophuocloc.com/img/email/logo-cpl-gold.png" width="220" alt="Chợ Phước Lộc - Siêu thị Á Châu" border="0"></a></td></tr>
<tr><td align="center" style="padding:10px;background:#ffd54f;font-size:15px;font-weight:bold;color:#7f0000;">GIẢM GIÁ TRONG TUẦN &middot; 14/10 – 20/10/2026</td></tr>
<tr><td style="padding:14px;">
<table role="presentation" width="100%" cellpadding="6" cellspacing="0">
<tr>
<td width="33%" align="center" valign="top" style="border:1px solid #f3d9a4;"><img src="https://chophuocloc.com/img/ad/2642/xoai.jpg" width="160" alt="Xoài cát Hòa Lộc"><br><b>Xoài cát Hòa Lộc</b><br><span style="font-size:22px;color:#b71c1c;font-weight:bold;">$2.49</span>/lb</td>
<td width="33%" align="center" valign="top" style="border:1px solid #f3d9a4;"><img src="https://chophuocloc.com/img/ad/2642/ca-basa.jpg" width="160" alt="Cá basa phi lê"><br><b>Cá basa phi lê (đông lạnh)</b><br><span style="font-size:22px;color:#b71c1c;font-weight:bold;">$3.99</span>/lb</td>
<td width="33%" align="center" valign="top" style="border:1px solid #f3d9a4;"><img src="https://chophuocloc.com/img/ad/2642/gao.jpg" width="160" alt="Gạo thơm Ba Con Voi 25 lb"><br><b>Gạo thơm Ba Con Voi 25 lb</b><br><span style="font-size:22px;color:#b71c1c;font-weight:bold;">$18.99</span></td>
</tr>
<tr>
<td align="center" valign="top" style="border:1px solid #f3d9a4;"><b>Bánh phở tươi 2 lb</b><br><span style="font-size:20px;color:#b71c1c;font-weight:bold;">2 gói $5</span></td>
<td align="center" valign="top" style="border:1px solid #f3d9a4;"><b>Nước mắm Cá Cơm Vàng 750 ml</b><br><span style="font-size:20px;color:#b71c1c;font-weight:bold;">$4.29</span></td>
<td align="center" valign="top" style="border:1px solid #f3d9a4;"><b>Sườn heo non</b><br><span style="font-size:20px;color:#b71c1c;font-weight:bold;">$3.49</span>/lb</td>
</tr>
</table>
</td></tr>
<tr><td style="padding:6px 18px 16px 18px;font-size:14px;line-height:21px;color:#333;">
<p><b>Bánh Trung Thu còn hàng:</b> giảm 30% tất cả hộp bánh còn lại đến hết Chủ nhật.</p>
<p>Hội viên Phước Lộc Rewards: quét số điện thoại tại quầy tính tiền để nhận thêm 2% hoàn tiền. Mỗi khách mua tối đa 4 món hàng giảm giá.</p>
<p style="text-align:center;"><a href="https://email.chophuocloc.com/c/eJwVy0EKgCAQAMCvdE?u=ad2642" style="display:inline-block;background:#b71c1c;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold;border-radius:3px;">Xem toàn bộ tờ quảng cáo</a></p>
</td></tr>
<tr><td style="padding:14px 18px;background:#3e2723;color:#d7ccc8;font-size:11px;line-height:17px;">
Chợ Phước Lộc &middot; 11018 Bellaire Blvd, Houston, TX 77072 &middot; (713) 555-0185 &middot; Mở cửa 8 giờ sáng – 9 giờ tối mỗi ngày<br>
Chi nhánh Katy: 23119 Colonial Pkwy, Katy, TX 77449<br>
Giá có hiệu lực từ 14/10 đến 20/10/2026 khi còn hàng. <a href="https://email.chophuocloc.com/unsubscribe?e=lnsalas" style="color:#ffcc80;">Hủy đăng ký</a> &middot; <a href="https://www.facebook.com/chophuocloc" style="color:#ffcc80;">Facebook</a>
</td></tr>
</table></td></tr></table></body></html>`;

// ------------------------------------------------------------ Sóng Nhà TV (Vietnamese streaming)

const songnha_code_text = `SÓNG NHÀ TV

Mã đăng nhập của bạn

Chào bạn,

Dùng mã dưới đây để đăng nhập Sóng Nhà TV trên thiết bị mới (Roku - Phòng khách):

SNT-831604

Mã hết hạn sau 10 phút. Nếu bạn không yêu cầu mã này, hãy bỏ qua email này và đổi mật khẩu.

Gói hiện tại: Gia Đình Plus - $12.99/tháng - gia hạn ngày 28/10/2026

Cần giúp đỡ? hotro@songnhatv.com | (832) 555-0171
Sóng Nhà Media LLC - 9630 Clarewood Dr, Houston, TX 77036
`;
const songnha_code_html = `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#0e2a47;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Arial,Helvetica,sans-serif;">
<tr><td align="center" style="padding:22px;border-bottom:1px solid #e5ecf3;"><img src="https://cdn.songnhatv.com/mail/logo-songnha.png" width="150" alt="Sóng Nhà TV"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:23px;color:#1b2a3a;">
<p style="margin:0 0 10px 0;font-size:20px;font-weight:bold;">Mã đăng nhập của bạn</p>
<p>Chào bạn,</p>
<p>Dùng mã dưới đây để đăng nhập Sóng Nhà TV trên thiết bị mới (<b>Roku – Phòng khách</b>):</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:16px auto;"><tr>
<td style="padding:12px 24px;background:#e8f1fb;border-radius:8px;font-size:30px;font-weight:bold;color:#0e2a47;letter-spacing:3px;">SNT-831604</td>
</tr></table>
<p>Mã hết hạn sau 10 phút. Nếu bạn không yêu cầu mã này, hãy bỏ qua email này và đổi mật khẩu.</p>
<p style="font-size:13px;color:#6b7c8f;">Gói hiện tại: Gia Đình Plus – $12.99/tháng – gia hạn ngày 28/10/2026</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f4f7fa;border-radius:0 0 10px 10px;font-size:11px;line-height:17px;color:#6b7c8f;">
Cần giúp đỡ? <a href="mailto:hotro@songnhatv.com" style="color:#1565c0;">hotro@songnhatv.com</a> &middot; (832) 555-0171<br>
Sóng Nhà Media LLC &middot; 9630 Clarewood Dr, Houston, TX 77036 &middot; <a href="https://www.songnhatv.com/dieu-khoan" style="color:#6b7c8f;">Điều khoản</a> &middot; <a href="https://www.songnhatv.com/bao-mat" style="color:#6b7c8f;">Bảo mật</a>
</td></tr></table></td></tr></table></body></html>`;

const songnha_renew_text = `SÓNG NHÀ TV - Xác nhận thanh toán

Cảm ơn bạn đã tiếp tục xem Sóng Nhà TV!

Gói: Gia Đình Plus (4 màn hình)
Kỳ thanh toán: 28/10/2026 - 27/11/2026
Số tiền: $12.99 + thuế $1.07 = $14.06
Thẻ: Visa ••••7260
Số hóa đơn: SNT-INV-0098124

Tháng 11 có gì mới: phim bộ "Mùa Lúa Chín" (30 tập), trực tiếp Paris By Night 142 ngày 15/11, và chương trình ca nhạc Thu Hà Nội.

Quản lý gói: https://www.songnhatv.com/tai-khoan
Sóng Nhà Media LLC - 9630 Clarewood Dr, Houston, TX 77036 - (832) 555-0171
`;

const LAN = "Lan Nguyen <lan.nguyen.salas@inbox.example>";

const part5: Mail[] = [
  {
    family: "cho-phuoc-loc",
    group: "regional",
    lang: "vi",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Chợ Phước Lộc <khuyenmai@email.chophuocloc.com>",
    to: LAN,
    subject: "Giảm giá tuần này: Xoài cát Hòa Lộc $2.49/lb, gạo thơm 25 lb $18.99",
    date: when(10, 14, 6, 30, 0),
    text: "",
    html: phuocloc_html,
    html_enc: "qp",
  },
  {
    family: "songnha-tv",
    group: "consumer",
    lang: "vi",
    kind: "login-code",
    code: "SNT-831604",
    code_digits: "831604",
    link: null,
    from: "Sóng Nhà TV <no-reply@songnhatv.com>",
    to: LAN,
    subject: "Mã đăng nhập Sóng Nhà TV của bạn",
    date: when(9, 20, 19, 44, 27),
    text: songnha_code_text,
    html: songnha_code_html,
    enc: "b64",
  },
  {
    family: "songnha-tv",
    group: "consumer",
    lang: "vi",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Sóng Nhà TV <hoadon@songnhatv.com>",
    to: LAN,
    subject: "Xác nhận thanh toán gói Gia Đình Plus",
    date: when(10, 28, 5, 2, 18),
    text: songnha_renew_text,
    html: null,
    enc: "8bit",
  },
];

const DANIEL = "Daniel Salas <daniel.salas@inbox.example>";
const MARIANA = "Mariana Salas <mariana.salas@inbox.example>";

/** Who the household mail is addressed to: the person it greets first. */
function addressed(m: Mail): Mail {
  if (m.to) return m;
  const body = m.text || m.html || "";
  const d = body.indexOf("Daniel"), ma = body.indexOf("Mariana");
  const to = ma >= 0 && (d < 0 || ma < d) ? MARIANA : DANIEL;
  return { ...m, to };
}

export const mails: Mail[] = [...part1, ...part2, ...part3, ...part4, ...part5].map(addressed);
