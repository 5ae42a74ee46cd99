/**
 * The inbox of a patient with type 1 diabetes in the United States over two months (September and
 * October 2026): hospital portal, endocrine clinic (English and Spanish), telehealth, insurer, pharmacies,
 * lab, glucose-sensor app, HSA, fitness tracker, patient forum, booking site, bank and credit card.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Sam Reader";

// ---------------------------------------------------------------- Larkspur Health (hospital system, MyLarkspur portal)

function larkspur(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>MyLarkspur</title></head>
<body style="margin:0;padding:0;background:#eef2f5;">
<div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef2f5;"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Segoe UI,Arial,sans-serif;color:#1f2d3a;">
<tr><td style="background:#3b2c6b;padding:18px 28px;"><img src="https://static.larkspurhealth.org/email/mylarkspur-logo-white.png" width="150" height="34" alt="MyLarkspur | Larkspur Health"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:22px;">${body}</td></tr>
<tr><td style="padding:18px 28px;background:#f6f4fa;font-size:11px;line-height:16px;color:#6b6680;">
This message was sent to you because you have a MyLarkspur account. Please do not reply to this e-mail; the mailbox is not monitored.<br>
MyLarkspur Patient Support: <a href="tel:+18005550143" style="color:#3b2c6b;">1-800-555-0143</a> (Mon&ndash;Fri 7 a.m.&ndash;7 p.m. CT)<br>
Larkspur Health &middot; 2200 Prairie Hill Parkway &middot; Omaha, NE 68114<br>
<a href="https://www.larkspurhealth.org/privacy" style="color:#6b6680;">Notice of Privacy Practices</a> &middot; <a href="https://my.larkspurhealth.org/mylarkspur/Preferences/Notifications" style="color:#6b6680;">Manage notifications</a> &middot; &copy; 2026 Larkspur Health
</td></tr></table></td></tr></table></body></html>`;
}

const LARKSPUR_FOOT = `
--
MyLarkspur Patient Support: 1-800-555-0143 (Mon-Fri 7 a.m.-7 p.m. CT)
Larkspur Health, 2200 Prairie Hill Parkway, Omaha, NE 68114
Notice of Privacy Practices: https://www.larkspurhealth.org/privacy
Please do not reply to this message.`;

// ---------------------------------------------------------------- Mesa Verde Endocrine & Diabetes Center (bilingual clinic)

function mesaverde(lang: "en" | "es", body: string): string {
  const foot = lang === "es"
    ? `Centro de Endocrinología y Diabetes Mesa Verde &middot; 4410 N. Oracle Rd., Suite 210 &middot; Tucson, AZ 85705<br>Tel. (520) 555-0188 &middot; Fax (520) 555-0189<br><a href="https://www.mesaverdeendo.com/es/privacidad" style="color:#5c7a6b;">Aviso de privacidad</a> | <a href="https://www.mesaverdeendo.com/en" style="color:#5c7a6b;">English</a>`
    : `Mesa Verde Endocrine &amp; Diabetes Center &middot; 4410 N. Oracle Rd., Suite 210 &middot; Tucson, AZ 85705<br>Phone (520) 555-0188 &middot; Fax (520) 555-0189<br><a href="https://www.mesaverdeendo.com/privacy" style="color:#5c7a6b;">Privacy notice</a> | <a href="https://www.mesaverdeendo.com/es" style="color:#5c7a6b;">Español</a>`;
  return `<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="background:#f3f7f4;margin:0;">
<center>
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="margin:20px auto;background:#fff;border:1px solid #d6e3da;font-family:Georgia,'Times New Roman',serif;">
<tr><td style="padding:20px 24px;border-bottom:3px solid #2f6b4f;"><span style="font-size:20px;color:#2f6b4f;font-weight:bold;">Mesa Verde</span><br><span style="font-size:12px;color:#5c7a6b;letter-spacing:1px;">ENDOCRINE &amp; DIABETES CENTER</span></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#222;">${body}</td></tr>
<tr><td style="padding:16px 24px;background:#f3f7f4;font-family:Arial,sans-serif;font-size:11px;color:#5c7a6b;">${foot}</td></tr>
</table></center></body></html>`;
}

// ---------------------------------------------------------------- Corvana Care (telehealth)

function corvana(body: string): string {
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>
  .btn{background:#0f766e;color:#fff !important;text-decoration:none;padding:12px 22px;border-radius:22px;display:inline-block;font-weight:600}
  @media (max-width:480px){.wrap{width:100% !important}}
</style></head><body style="margin:0;background:#ffffff;">
<table class="wrap" width="520" align="center" cellpadding="0" cellspacing="0" style="font-family:-apple-system,Helvetica,Arial,sans-serif;color:#0b2530;">
<tr><td style="padding:32px 24px 8px;"><img src="https://cdn.corvanacare.com/mail/corvana-wordmark@2x.png" width="120" alt="Corvana Care"></td></tr>
<tr><td style="padding:8px 24px 24px;font-size:16px;line-height:24px;">${body}</td></tr>
<tr><td style="padding:20px 24px;border-top:1px solid #e2e8f0;font-size:12px;line-height:18px;color:#64748b;">
If you are having a medical emergency, call 911. Corvana Care is not for emergencies.<br>
Corvana Health, Inc., 101 Mission St, Floor 9, San Francisco, CA 94105<br>
<a href="https://corvanacare.com/help" style="color:#64748b;">Help Center</a> &nbsp;|&nbsp; <a href="https://corvanacare.com/legal/privacy" style="color:#64748b;">Privacy</a> &nbsp;|&nbsp; <a href="https://corvanacare.com/legal/terms" style="color:#64748b;">Terms</a><br>
<a href="https://apps.apple.com/us/app/corvana-care/id1488204417"><img src="https://cdn.corvanacare.com/mail/badge-app-store.png" width="110" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=com.corvanacare.patient"><img src="https://cdn.corvanacare.com/mail/badge-google-play.png" width="124" alt="Get it on Google Play"></a>
</td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- HarborPeak Health Plan (insurer)

function harborpeak(title: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head>
<body style="margin:0;padding:0;background-color:#f4f6f8;">
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f4f6f8"><tr><td align="center">
<table border="0" cellpadding="0" cellspacing="0" width="640" bgcolor="#ffffff" style="font-family:Verdana,Geneva,sans-serif;">
<tr><td bgcolor="#004b87" style="padding:14px 30px;"><table width="100%"><tr>
<td><img src="https://email.harborpeakhealth.com/img/hp-logo-rev.png" alt="HarborPeak Health Plan" width="170" height="40" style="display:block;border:0;"></td>
<td align="right" style="color:#cfe3f5;font-size:11px;">Member Services<br><b style="color:#fff;">1-877-555-0164</b> (TTY 711)</td></tr></table></td></tr>
<tr><td style="padding:26px 30px 6px;font-size:20px;color:#004b87;font-weight:bold;">${title}</td></tr>
<tr><td style="padding:6px 30px 26px;font-size:13px;line-height:20px;color:#333333;">${body}</td></tr>
<tr><td bgcolor="#e9eef3" style="padding:18px 30px;font-size:10px;line-height:15px;color:#5a6570;">
HarborPeak Health Plan, Inc. &middot; P.O. Box 30917 &middot; Hartford, CT 06150<br>
HarborPeak complies with applicable Federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability, or sex. ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al 1-877-555-0164 (TTY: 711).<br>
<a href="https://www.harborpeakhealth.com/legal/privacy" style="color:#5a6570;">Privacy</a> | <a href="https://www.harborpeakhealth.com/legal/nondiscrimination" style="color:#5a6570;">Nondiscrimination notice</a> | <a href="https://member.harborpeakhealth.com/preferences/communications" style="color:#5a6570;">Communication preferences</a><br>
&copy; 2026 HarborPeak Health Plan, Inc. All rights reserved. H2291_EML0926_C
</td></tr></table></td></tr></table></body></html>`;
}

const HP_TEXT_FOOT = `
----------------------------------------
HarborPeak Health Plan, Inc. | P.O. Box 30917 | Hartford, CT 06150
Member Services 1-877-555-0164 (TTY 711), 8 a.m.-8 p.m. local time
Privacy: https://www.harborpeakhealth.com/legal/privacy
ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al 1-877-555-0164 (TTY: 711).
H2291_EML0926_C`;

export const mails: Mail[] = [
  // ---- Larkspur Health
  {
    family: "larkspur-health",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604219",
    link: null,
    from: "MyLarkspur <noreply@my.larkspurhealth.org>",
    subject: "Your MyLarkspur verification code",
    date: "Tue, 01 Sep 2026 06:42:10 -0500",
    text: `Hello ${ME},

We received a request to sign in to your MyLarkspur account from a new device.

Your verification code is: 604219

Enter this code on the sign-in page to continue. It expires in 15 minutes and can be used only once.

If you did not try to sign in, you do not need to do anything, but we recommend changing your password. You can call MyLarkspur Patient Support at 1-800-555-0143 for help.
${LARKSPUR_FOOT}`,
    html: larkspur(
      "Use this code to finish signing in to MyLarkspur.",
      `<p style="margin:0 0 16px;">Hello ${ME},</p>
<p style="margin:0 0 16px;">We received a request to sign in to your MyLarkspur account from a new device.</p>
<p style="margin:0 0 6px;">Your verification code is:</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;"><tr><td style="background:#f1edfa;border:1px solid #cfc4ec;padding:12px 26px;font-size:30px;font-weight:bold;letter-spacing:4px;font-family:Consolas,monospace;color:#3b2c6b;">604219</td></tr></table>
<p style="margin:0 0 16px;">Enter this code on the sign-in page to continue. It expires in 15 minutes and can be used only once.</p>
<p style="margin:0;font-size:13px;color:#555;">If you did not try to sign in, you do not need to do anything, but we recommend changing your password. Call MyLarkspur Patient Support at 1-800-555-0143 for help.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "larkspur-health",
    group: "consumer",
    lang: "en",
    kind: "results-ready",
    code: null,
    link: null,
    from: "MyLarkspur <noreply@my.larkspurhealth.org>",
    subject: "You have a new test result",
    date: "Thu, 03 Sep 2026 17:05:51 -0500",
    text: `Dear ${ME},

A new test result is available in MyLarkspur.

  Test: HEMOGLOBIN A1C
  Collected: 09/01/2026 8:14 AM
  Ordering provider: Anjali Mehta, MD

Your care team may not have reviewed this result yet. To protect your privacy, we do not include results in e-mail. Log in to MyLarkspur at https://my.larkspurhealth.org/mylarkspur/ or use the MyLarkspur app to view it.
${LARKSPUR_FOOT}`,
    html: larkspur(
      "A new result is ready to view.",
      `<p style="margin:0 0 16px;">Dear ${ME},</p>
<p style="margin:0 0 16px;">A new test result is available in MyLarkspur.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:14px;margin:0 0 18px;border-left:4px solid #3b2c6b;">
<tr><td style="color:#6b6680;">Test</td><td><b>HEMOGLOBIN A1C</b></td></tr>
<tr><td style="color:#6b6680;">Collected</td><td>09/01/2026 8:14 AM</td></tr>
<tr><td style="color:#6b6680;">Ordering provider</td><td>Anjali Mehta, MD</td></tr></table>
<p style="margin:0 0 16px;">Your care team may not have reviewed this result yet. To protect your privacy, we do not include results in e-mail.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#3b2c6b;border-radius:4px;"><a href="https://my.larkspurhealth.org/mylarkspur/?action=testresults" style="display:inline-block;padding:11px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">Log in to MyLarkspur</a></td></tr></table>`,
    ),
  },
  {
    family: "larkspur-health",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://my.larkspurhealth.org/mylarkspur/proxy/accept?inv=PX7Q2M-88HD41-ZKW3",
    from: "MyLarkspur <noreply@my.larkspurhealth.org>",
    subject: "Robert Reader has invited you to access his MyLarkspur account",
    date: "Mon, 07 Sep 2026 10:31:02 -0500",
    text: `Hello ${ME},

Robert Reader has invited you to have proxy access to his MyLarkspur account. With proxy access you can view his appointments, message his care team, and request prescription renewals on his behalf.

To accept, open the link below and sign in with your own MyLarkspur account (or create one). The invitation expires on 09/21/2026.

https://my.larkspurhealth.org/mylarkspur/proxy/accept?inv=PX7Q2M-88HD41-ZKW3

If you don't know why you received this, you can ignore it. Questions about proxy access? Call 1-800-555-0143.
${LARKSPUR_FOOT}`,
    html: larkspur(
      "Robert Reader would like you to help manage his care.",
      `<p style="margin:0 0 16px;">Hello ${ME},</p>
<p style="margin:0 0 16px;"><b>Robert Reader</b> has invited you to have proxy access to his MyLarkspur account. With proxy access you can:</p>
<ul style="margin:0 0 16px;padding-left:20px;"><li>view his upcoming appointments</li><li>message his care team</li><li>request prescription renewals on his behalf</li></ul>
<p style="margin:0 0 18px;">Sign in with your own MyLarkspur account (or create one) to accept. This invitation expires on <b>09/21/2026</b>.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#3b2c6b;border-radius:4px;"><a href="https://my.larkspurhealth.org/mylarkspur/proxy/accept?inv=PX7Q2M-88HD41-ZKW3" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Accept invitation</a></td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#555;">Not expecting this? You can ignore it. Learn more about <a href="https://www.larkspurhealth.org/mylarkspur/proxy-access" style="color:#3b2c6b;">proxy access</a>.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "larkspur-health",
    group: "consumer",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Larkspur Health <appointments@larkspurhealth.org>",
    subject: "Reminder: Ophthalmology appointment on Tue 9/22 at 1:40 PM",
    date: "Fri, 18 Sep 2026 09:00:14 -0500",
    text: `${ME}, this is a reminder of your upcoming appointment.

Tuesday, September 22, 2026 at 1:40 PM (please arrive by 1:25 PM)
Diabetic eye exam with Luis Ortega, OD
Larkspur Eye Institute, 3rd floor
8601 W Dodge Rd, Omaha, NE 68114

Your pupils may be dilated. Bring sunglasses and consider arranging a ride.
Copay estimate: $40.00. Bring your insurance card and a photo ID.

Need to cancel or reschedule? Call (402) 555-0120 at least 24 hours ahead, or manage the visit in MyLarkspur.
${LARKSPUR_FOOT}`,
    html: larkspur(
      "Tue 9/22 at 1:40 PM with Luis Ortega, OD",
      `<p style="margin:0 0 16px;">${ME}, this is a reminder of your upcoming appointment.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #ddd6ee;margin:0 0 18px;"><tr>
<td width="90" align="center" style="background:#3b2c6b;color:#fff;padding:14px 0;"><div style="font-size:12px;">SEP</div><div style="font-size:30px;font-weight:bold;">22</div><div style="font-size:12px;">TUE</div></td>
<td style="padding:12px 16px;font-size:14px;"><b>1:40 PM</b> (arrive by 1:25 PM)<br>Diabetic eye exam with Luis Ortega, OD<br>Larkspur Eye Institute, 3rd floor<br>8601 W Dodge Rd, Omaha, NE 68114</td></tr></table>
<p style="margin:0 0 12px;">Your pupils may be dilated. Bring sunglasses and consider arranging a ride.</p>
<p style="margin:0 0 12px;">Copay estimate: <b>$40.00</b>. Bring your insurance card and a photo ID.</p>
<p style="margin:0;">Need to cancel or reschedule? Call <a href="tel:+14025550120" style="color:#3b2c6b;">(402) 555-0120</a> at least 24 hours ahead, or <a href="https://my.larkspurhealth.org/mylarkspur/Visits" style="color:#3b2c6b;">manage the visit in MyLarkspur</a>.</p>`,
    ),
  },
  {
    family: "larkspur-health",
    group: "consumer",
    lang: "en",
    kind: "billing-statement",
    code: null,
    link: null,
    from: "Larkspur Health Billing <billing@larkspurhealth.org>",
    subject: "Your Larkspur Health statement is ready",
    date: "Sat, 10 Oct 2026 05:12:40 -0500",
    text: `Hello ${ME},

Your new statement is ready in MyLarkspur.

Guarantor account: 40018827
Statement date: 10/09/2026
Amount due: $142.60
Due by: 11/03/2026

This balance includes services on 09/22/2026 (eye exam) after your HarborPeak Health Plan payment of $118.40.

Pay online in MyLarkspur, or by phone at 1-800-555-0177. Payment plans with no interest are available.
${LARKSPUR_FOOT}`,
    html: larkspur(
      "Amount due: $142.60 by 11/03/2026",
      `<p style="margin:0 0 16px;">Hello ${ME},</p>
<p style="margin:0 0 16px;">Your new statement is ready in MyLarkspur.</p>
<table cellpadding="8" cellspacing="0" width="100%" style="font-size:14px;border-collapse:collapse;margin:0 0 18px;">
<tr style="border-bottom:1px solid #eee;"><td style="color:#6b6680;">Guarantor account</td><td align="right">40018827</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#6b6680;">Statement date</td><td align="right">10/09/2026</td></tr>
<tr style="border-bottom:1px solid #eee;"><td style="color:#6b6680;">Due by</td><td align="right">11/03/2026</td></tr>
<tr><td style="font-weight:bold;">Amount due</td><td align="right" style="font-size:20px;font-weight:bold;color:#3b2c6b;">$142.60</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;">This balance includes services on 09/22/2026 (eye exam) after your HarborPeak Health Plan payment of $118.40.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#3b2c6b;border-radius:4px;"><a href="https://my.larkspurhealth.org/mylarkspur/Billing/Summary" style="display:inline-block;padding:11px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">View statement</a></td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#555;">Pay by phone at 1-800-555-0177. Payment plans with no interest are available.</p>`,
    ),
    enc: "qp",
  },
  // ---- Mesa Verde Endocrine & Diabetes Center
  {
    family: "mesaverde-endocrine",
    group: "consumer",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://portal.mesaverdeendo.com/cuenta/confirmar?t=e4b19c07d2a64f3b8f1e5a90c6d2b7e1&lang=es",
    from: "Mesa Verde Endocrinología <portal@mesaverdeendo.com>",
    subject: "Confirme su correo electrónico para activar su portal del paciente",
    date: "Wed, 02 Sep 2026 14:20:37 -0700",
    text: `Estimado/a ${ME}:

Gracias por registrarse en el Portal del Paciente de Mesa Verde. Para activar su cuenta, confirme su dirección de correo electrónico con el siguiente enlace:

https://portal.mesaverdeendo.com/cuenta/confirmar?t=e4b19c07d2a64f3b8f1e5a90c6d2b7e1&lang=es

El enlace vence en 48 horas. Una vez activada la cuenta podrá ver sus resultados, llenar formularios antes de su cita y enviar mensajes a su equipo de atención.

Si usted no creó esta cuenta, llame a nuestra oficina al (520) 555-0188.

Centro de Endocrinología y Diabetes Mesa Verde
4410 N. Oracle Rd., Suite 210, Tucson, AZ 85705`,
    html: mesaverde(
      "es",
      `<p>Estimado/a ${ME}:</p>
<p>Gracias por registrarse en el <b>Portal del Paciente de Mesa Verde</b>. Para activar su cuenta, confirme su dirección de correo electrónico.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://portal.mesaverdeendo.com/cuenta/confirmar?t=e4b19c07d2a64f3b8f1e5a90c6d2b7e1&amp;lang=es" style="background:#2f6b4f;color:#fff;padding:12px 28px;text-decoration:none;border-radius:3px;font-weight:bold;">Confirmar mi correo</a></p>
<p style="font-size:13px;color:#555;">El enlace vence en 48 horas. Una vez activada la cuenta podrá ver sus resultados, llenar formularios antes de su cita y enviar mensajes a su equipo de atención.</p>
<p style="font-size:13px;color:#555;">Si usted no creó esta cuenta, llame a nuestra oficina al (520) 555-0188.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "mesaverde-endocrine",
    group: "consumer",
    lang: "es",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Mesa Verde Endocrinología <citas@mesaverdeendo.com>",
    subject: "Recordatorio de su cita: lunes 14 de septiembre, 9:30 a. m.",
    date: "Thu, 10 Sep 2026 08:00:03 -0700",
    text: `Hola, ${ME}:

Le recordamos su próxima cita:

Fecha: lunes, 14 de septiembre de 2026
Hora: 9:30 a. m. (llegue 15 minutos antes)
Proveedora: Dra. Carmen Villalobos, endocrinóloga
Lugar: 4410 N. Oracle Rd., Suite 210, Tucson, AZ 85705

Por favor traiga:
- su medidor o receptor de glucosa y el teléfono con la aplicación del sensor
- la lista de sus medicamentos e insulinas, con dosis
- su tarjeta de seguro (HarborPeak, miembro HPX 4471 0923 01)

Si necesita cancelar o cambiar la cita, llame al (520) 555-0188 por lo menos 24 horas antes. Las cancelaciones tardías pueden tener un cargo de $35.

Centro de Endocrinología y Diabetes Mesa Verde`,
    html: mesaverde(
      "es",
      `<p>Hola, ${ME}:</p>
<p>Le recordamos su próxima cita:</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;background:#f3f7f4;width:100%;">
<tr><td width="110" style="color:#5c7a6b;">Fecha</td><td><b>lunes, 14 de septiembre de 2026</b></td></tr>
<tr><td style="color:#5c7a6b;">Hora</td><td><b>9:30 a.&nbsp;m.</b> (llegue 15 minutos antes)</td></tr>
<tr><td style="color:#5c7a6b;">Proveedora</td><td>Dra. Carmen Villalobos, endocrinóloga</td></tr>
<tr><td style="color:#5c7a6b;">Lugar</td><td>4410 N. Oracle Rd., Suite 210, Tucson, AZ 85705<br><a href="https://maps.google.com/?q=4410+N+Oracle+Rd+Suite+210+Tucson+AZ+85705" style="color:#2f6b4f;">Ver mapa</a></td></tr></table>
<p><b>Por favor traiga:</b></p>
<ul><li>su medidor o receptor de glucosa y el teléfono con la aplicación del sensor</li><li>la lista de sus medicamentos e insulinas, con dosis</li><li>su tarjeta de seguro (HarborPeak, miembro HPX 4471 0923 01)</li></ul>
<p style="font-size:13px;">Si necesita cancelar o cambiar la cita, llame al <a href="tel:+15205550188" style="color:#2f6b4f;">(520) 555-0188</a> por lo menos 24 horas antes. Las cancelaciones tardías pueden tener un cargo de $35.</p>`,
    ),
  },
  {
    family: "mesaverde-endocrine",
    group: "consumer",
    lang: "en",
    kind: "visit-summary",
    code: null,
    link: null,
    from: "Mesa Verde Endocrine <portal@mesaverdeendo.com>",
    subject: "Your visit summary from September 14 is available",
    date: "Mon, 14 Sep 2026 16:48:22 -0700",
    text: `Hi ${ME},

Thank you for visiting Mesa Verde Endocrine & Diabetes Center today.

Your after-visit summary from your appointment with Carmen Villalobos, MD on 09/14/2026 is now in the Patient Portal. It includes the insulin dose changes you discussed and the labs ordered before your next visit (due around 12/14/2026).

Portal: https://portal.mesaverdeendo.com/

Questions about your plan? Send a portal message or call (520) 555-0188. For urgent low blood sugar that does not respond to treatment, call 911.

Mesa Verde Endocrine & Diabetes Center
4410 N. Oracle Rd., Suite 210, Tucson, AZ 85705`,
    html: mesaverde(
      "en",
      `<p>Hi ${ME},</p>
<p>Thank you for visiting Mesa Verde Endocrine &amp; Diabetes Center today.</p>
<p>Your after-visit summary from your appointment with <b>Carmen Villalobos, MD</b> on <b>09/14/2026</b> is now in the Patient Portal. It includes the insulin dose changes you discussed and the labs ordered before your next visit (due around 12/14/2026).</p>
<p style="margin:22px 0;"><a href="https://portal.mesaverdeendo.com/" style="color:#2f6b4f;font-weight:bold;">Open the Patient Portal &rsaquo;</a></p>
<p style="font-size:13px;color:#555;">Questions about your plan? Send a portal message or call (520) 555-0188. For urgent low blood sugar that does not respond to treatment, call 911.</p>`,
    ),
  },
  {
    family: "mesaverde-endocrine",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "739025",
    link: null,
    from: "Mesa Verde Endocrinología <portal@mesaverdeendo.com>",
    subject: "Su código de acceso al Portal del Paciente",
    date: "Tue, 13 Oct 2026 19:03:44 -0700",
    text: `Su código de acceso al Portal del Paciente de Mesa Verde es:

739025

Escríbalo en la página de inicio de sesión. El código vence en 10 minutos.

Nunca le pediremos este código por teléfono. Si no intentó iniciar sesión, llame al (520) 555-0188.`,
    html: mesaverde(
      "es",
      `<p>Su código de acceso al Portal del Paciente de Mesa Verde es:</p>
<table role="presentation" cellspacing="6" cellpadding="0" align="center" style="margin:18px auto;"><tr>
<td style="border:1px solid #2f6b4f;width:38px;height:48px;text-align:center;font-size:26px;font-family:Courier New,monospace;color:#2f6b4f;">7</td>
<td style="border:1px solid #2f6b4f;width:38px;height:48px;text-align:center;font-size:26px;font-family:Courier New,monospace;color:#2f6b4f;">3</td>
<td style="border:1px solid #2f6b4f;width:38px;height:48px;text-align:center;font-size:26px;font-family:Courier New,monospace;color:#2f6b4f;">9</td>
<td style="border:1px solid #2f6b4f;width:38px;height:48px;text-align:center;font-size:26px;font-family:Courier New,monospace;color:#2f6b4f;">0</td>
<td style="border:1px solid #2f6b4f;width:38px;height:48px;text-align:center;font-size:26px;font-family:Courier New,monospace;color:#2f6b4f;">2</td>
<td style="border:1px solid #2f6b4f;width:38px;height:48px;text-align:center;font-size:26px;font-family:Courier New,monospace;color:#2f6b4f;">5</td>
</tr></table>
<p>Escríbalo en la página de inicio de sesión. El código vence en 10 minutos.</p>
<p style="font-size:13px;color:#555;">Nunca le pediremos este código por teléfono. Si no intentó iniciar sesión, llame al (520) 555-0188.</p>`,
    ),
    enc: "b64",
  },
  // ---- Corvana Care (telehealth)
  {
    family: "corvana-care",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318507",
    link: null,
    from: "Corvana Care <hello@mail.corvanacare.com>",
    subject: "318 507 is your Corvana Care code",
    date: "Sat, 05 Sep 2026 22:17:09 -0700",
    text: `Your Corvana Care sign-in code is 318 507.

It expires in 10 minutes. Don't share it with anyone, including anyone who says they're from Corvana.

Didn't request this? You can ignore this email.

Corvana Health, Inc., 101 Mission St, Floor 9, San Francisco, CA 94105
Help: https://corvanacare.com/help`,
    html: corvana(
      `<p style="margin:0 0 12px;font-size:22px;font-weight:700;">Here's your sign-in code</p>
<p style="margin:0 0 20px;">Enter it in the Corvana Care app to finish signing in.</p>
<div style="font-size:36px;font-weight:700;letter-spacing:6px;color:#0f766e;margin:0 0 20px;">318 507</div>
<p style="margin:0 0 12px;color:#475569;font-size:14px;">It expires in 10 minutes. Don't share it with anyone, including anyone who says they're from Corvana.</p>
<p style="margin:0;color:#475569;font-size:14px;">Didn't request this? You can ignore this email.</p>`,
    ),
  },
  {
    family: "corvana-care",
    group: "consumer",
    lang: "en",
    kind: "visit-summary",
    code: null,
    link: null,
    from: "Corvana Care <care@mail.corvanacare.com>",
    subject: "Notes from your visit with Dr. Patel",
    date: "Sun, 06 Sep 2026 10:52:31 -0700",
    text: `Hi Sam,

Thanks for your video visit today (Sep 6, 2026, 10:05-10:21 AM PT) with Priya Patel, MD.

Visit ID: CV-20260906-77318
Reason: sinus congestion, 5 days
Prescription sent: amoxicillin 500 mg, to GreenMark Pharmacy #2217, 1550 E Speedway Blvd, Tucson

Your visit notes and care instructions are in the app under Visits > Past visits.

Visit fee: $0.00 (covered by HarborPeak Health Plan, copay waived)

Feel better soon,
The Corvana Care team

If symptoms get worse or you have a fever over 102 F, start a new visit or call 911 in an emergency.`,
    html: corvana(
      `<p style="margin:0 0 14px;">Hi Sam,</p>
<p style="margin:0 0 14px;">Thanks for your video visit today with <b>Priya Patel, MD</b>.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="background:#f0fdfa;border-radius:10px;margin:0 0 18px;"><tr><td style="padding:16px 18px;font-size:14px;line-height:22px;">
<b>Sep 6, 2026</b> &middot; 10:05&ndash;10:21 AM PT<br>Visit ID CV-20260906-77318<br>Reason: sinus congestion, 5 days<br>
Prescription sent: amoxicillin 500 mg<br>to GreenMark Pharmacy #2217, 1550 E Speedway Blvd, Tucson<br>
Visit fee: $0.00 (covered by HarborPeak Health Plan)</td></tr></table>
<p style="margin:0 0 20px;">Your visit notes and care instructions are in the app.</p>
<p style="margin:0 0 20px;"><a class="btn" href="https://links.corvanacare.com/ls/click?upn=u001.Hf8dK2-2Fvisits-2Fpast&amp;src=visit_summary">View visit notes</a></p>
<p style="margin:0;font-size:14px;color:#475569;">If symptoms get worse or you have a fever over 102&deg;F, start a new visit or call 911 in an emergency.</p>`,
    ),
  },
  {
    family: "corvana-care",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://links.corvanacare.com/ls/click?upn=u001.Rp3xWm9-2FresetT-3Dk8Lq2Zt0aVf7&src=pw_reset",
    from: "Corvana Care <hello@mail.corvanacare.com>",
    subject: "Reset your Corvana Care password",
    date: "Fri, 02 Oct 2026 07:44:18 -0700",
    text: `Hi Sam,

Someone (hopefully you) asked to reset the password for the Corvana Care account sam.reader@inbox.example.

Reset your password:
https://links.corvanacare.com/ls/click?upn=u001.Rp3xWm9-2FresetT-3Dk8Lq2Zt0aVf7&src=pw_reset

This link works for 1 hour. If you didn't ask for a reset, ignore this email and your password stays the same.

Corvana Health, Inc., 101 Mission St, Floor 9, San Francisco, CA 94105`,
    html: corvana(
      `<p style="margin:0 0 12px;font-size:22px;font-weight:700;">Reset your password</p>
<p style="margin:0 0 20px;">Someone (hopefully you) asked to reset the password for the Corvana Care account <b>sam.reader@inbox.example</b>.</p>
<p style="margin:0 0 22px;"><a class="btn" href="https://links.corvanacare.com/ls/click?upn=u001.Rp3xWm9-2FresetT-3Dk8Lq2Zt0aVf7&amp;src=pw_reset">Choose a new password</a></p>
<p style="margin:0;color:#475569;font-size:14px;">This link works for 1 hour. If you didn't ask for a reset, ignore this email and your password stays the same.</p>`,
    ),
    enc: "qp",
  },
  // ---- HarborPeak Health Plan (insurer)
  {
    family: "harborpeak-health",
    group: "consumer",
    lang: "en",
    kind: "eob-ready",
    code: null,
    link: null,
    from: "HarborPeak Health Plan <notifications@harborpeakhealth.com>",
    subject: "A new Explanation of Benefits is available",
    date: "Fri, 11 Sep 2026 03:31:55 -0400",
    text: `Hello SAM,

A new Explanation of Benefits (EOB) is available for you.

Member ID: HPX447109230
Group number: 0081724
Claim number: 26254E018832
Patient: SAM READER
Provider: LARKSPUR HEALTH PHYSICIANS
Date of service: 09/01/2026

Amount billed: $312.00
Plan paid: $211.36
You may owe: $63.00

This is not a bill. Your provider may send you a bill for the amount you owe.

View your EOB at member.harborpeakhealth.com under Claims & EOBs. To stop paper EOBs, update your communication preferences.
${HP_TEXT_FOOT}`,
    html: harborpeak(
      "Your new Explanation of Benefits",
      `<p>Hello SAM,</p>
<p>A new Explanation of Benefits (EOB) is available for you. <b>This is not a bill.</b></p>
<table cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #d0dbe6;font-size:12px;">
<tr bgcolor="#f2f6fa"><td>Member ID</td><td>HPX447109230</td><td>Group number</td><td>0081724</td></tr>
<tr><td>Claim number</td><td>26254E018832</td><td>Date of service</td><td>09/01/2026</td></tr>
<tr bgcolor="#f2f6fa"><td>Patient</td><td>SAM READER</td><td>Provider</td><td>LARKSPUR HEALTH PHYSICIANS</td></tr></table>
<table cellpadding="6" cellspacing="0" width="100%" style="margin-top:14px;font-size:13px;">
<tr><td>Amount billed</td><td align="right">$312.00</td></tr>
<tr><td>Plan paid</td><td align="right">$211.36</td></tr>
<tr><td style="border-top:2px solid #004b87;"><b>You may owe</b></td><td align="right" style="border-top:2px solid #004b87;font-size:16px;"><b>$63.00</b></td></tr></table>
<p>Your provider may send you a bill for the amount you owe.</p>
<p><a href="https://member.harborpeakhealth.com/claims?utm_source=email&amp;utm_campaign=eob_notice" style="background:#f7a800;color:#1b1b1b;padding:10px 20px;text-decoration:none;font-weight:bold;display:inline-block;">View my EOB</a></p>
<p style="font-size:11px;color:#5a6570;">Want fewer papers? <a href="https://member.harborpeakhealth.com/preferences/communications" style="color:#004b87;">Go paperless</a> for EOBs.</p>`,
    ),
  },
  {
    family: "harborpeak-health",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "HP-580413",
    code_digits: "580413",
    link:
      "https://member.harborpeakhealth.com/register/verify?token=Z2x1Y29zZS1ocC04OTE0MjM3&email=sam.reader%40inbox.example",
    from: "HarborPeak Health Plan <no-reply@harborpeakhealth.com>",
    subject: "Verify your email to finish creating your member account",
    date: "Tue, 08 Sep 2026 12:09:27 -0400",
    text: `Hello SAM READER,

You're almost done setting up your HarborPeak member account.

Verify your email address by selecting this link:
https://member.harborpeakhealth.com/register/verify?token=Z2x1Y29zZS1ocC04OTE0MjM3&email=sam.reader%40inbox.example

Or enter this verification code on the registration page: HP-580413

The link and code expire in 24 hours. If you didn't start registering, call Member Services at 1-877-555-0164 (TTY 711).
${HP_TEXT_FOOT}`,
    html: harborpeak(
      "Verify your email address",
      `<p>Hello SAM READER,</p>
<p>You're almost done setting up your HarborPeak member account. Verify your email address to continue.</p>
<p style="margin:22px 0;"><a href="https://member.harborpeakhealth.com/register/verify?token=Z2x1Y29zZS1ocC04OTE0MjM3&amp;email=sam.reader%40inbox.example" style="background:#f7a800;color:#1b1b1b;padding:12px 26px;text-decoration:none;font-weight:bold;display:inline-block;">Verify email</a></p>
<p>Or enter this verification code on the registration page:</p>
<p style="font-size:24px;font-weight:bold;color:#004b87;letter-spacing:2px;">HP-580413</p>
<p style="font-size:12px;color:#5a6570;">The link and code expire in 24 hours. If you didn't start registering, call Member Services at 1-877-555-0164 (TTY 711).</p>`,
    ),
    enc: "qp",
  },
  {
    family: "harborpeak-health",
    group: "consumer",
    lang: "en",
    kind: "claim-denied",
    code: null,
    link: null,
    from: "HarborPeak Health Plan <notifications@harborpeakhealth.com>",
    subject: "Update on a claim for SAM READER",
    date: "Wed, 30 Sep 2026 03:28:10 -0400",
    text: `Hello SAM,

We finished processing a claim, and part of it was not covered.

Claim number: 26270P004417
Provider: SCRIPTHARBOR MAIL PHARMACY
Service: continuous glucose monitor sensors, 3 units
Date of service: 09/24/2026
Billed: $1,146.90 | Plan paid: $0.00

Reason: prior authorization on file expired 08/31/2026 (remark code N54).

What you can do: ask your prescriber to submit a new prior authorization, or file an appeal within 180 days. Details are in your EOB, available at member.harborpeakhealth.com. You can also call 1-877-555-0164.
${HP_TEXT_FOOT}`,
    html: harborpeak(
      "A claim was processed",
      `<p>Hello SAM,</p>
<p>We finished processing a claim, and part of it was not covered.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #d0dbe6;font-size:12px;">
<tr bgcolor="#f2f6fa"><td width="40%">Claim number</td><td>26270P004417</td></tr>
<tr><td>Provider</td><td>SCRIPTHARBOR MAIL PHARMACY</td></tr>
<tr bgcolor="#f2f6fa"><td>Service</td><td>continuous glucose monitor sensors, 3 units</td></tr>
<tr><td>Date of service</td><td>09/24/2026</td></tr>
<tr bgcolor="#f2f6fa"><td>Billed / Plan paid</td><td>$1,146.90 / $0.00</td></tr>
<tr><td>Reason</td><td>Prior authorization on file expired 08/31/2026 (remark code N54)</td></tr></table>
<p><b>What you can do:</b> ask your prescriber to submit a new prior authorization, or file an appeal within 180 days. <a href="https://www.harborpeakhealth.com/members/appeals" style="color:#004b87;">How appeals work</a></p>
<p><a href="https://member.harborpeakhealth.com/claims/26270P004417" style="color:#004b87;font-weight:bold;">See claim details</a></p>`,
    ),
    enc: "b64",
  },
  {
    family: "harborpeak-health",
    group: "consumer",
    lang: "en",
    kind: "id-card",
    code: null,
    link: null,
    from: "HarborPeak Health Plan <notifications@harborpeakhealth.com>",
    subject: "Your digital member ID card",
    date: "Thu, 01 Oct 2026 10:15:00 -0400",
    text: `Hello SAM,

As requested, your HarborPeak member ID card is attached as a PDF.

Member ID: HPX447109230
Group: 0081724
Plan: HarborPeak Choice PPO 2500
Rx BIN 610144 / PCN HPRX / Rx Group HPK81

Show it at your doctor's office or pharmacy, or add it to your phone's wallet from the HarborPeak app.
${HP_TEXT_FOOT}`,
    html: harborpeak(
      "Your member ID card",
      `<p>Hello SAM,</p>
<p>As requested, your HarborPeak member ID card is attached as a PDF.</p>
<table cellpadding="0" cellspacing="0" style="border:1px solid #004b87;border-radius:8px;width:340px;font-size:12px;"><tr><td style="padding:12px 14px;">
<b style="color:#004b87;">HarborPeak Choice PPO 2500</b><br>SAM READER<br>Member ID HPX447109230<br>Group 0081724<br>Rx BIN 610144 &middot; PCN HPRX &middot; Rx Grp HPK81</td></tr></table>
<p>Show it at your doctor's office or pharmacy, or add it to your phone's wallet from the HarborPeak app.</p>`,
    ),
    attachment: [
      "HarborPeak_ID_Card_HPX447109230.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 243 153] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---- GreenMark Pharmacy (retail chain)
  {
    family: "greenmark-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "refill-ready",
    code: null,
    link: null,
    from: "GreenMark Pharmacy <rx@alerts.greenmarkrx.com>",
    subject: "Your prescription is ready for pickup",
    date: "Sun, 06 Sep 2026 13:26:40 -0700",
    text: `GreenMark Pharmacy

Hi SAM, your prescription is ready.

Rx #2217-0448195  AMOXICILLIN 500MG CAP (qty 30)
Pick up by: 09/16/2026

Store #2217
1550 E Speedway Blvd, Tucson, AZ 85719
Pharmacy phone: (520) 555-0102
Pharmacy hours today: 10 AM - 6 PM (closed 1:30-2 PM)

Amount due at pickup: $4.17

Prescriptions not picked up by the date above will be returned to stock.

Manage prescriptions: https://www.greenmarkrx.com/pharmacy
Text alerts: reply STOP to unsubscribe from texts. Email settings: https://www.greenmarkrx.com/account/notifications
GreenMark Pharmacy, 900 Commerce Way, Deerfield, IL 60015`,
    html: `<html><body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#1a7f37;padding:14px 20px;"><img src="https://img.greenmarkrx.com/e/gm-logo-white.png" alt="GreenMark Pharmacy" width="160"></td></tr>
<tr><td style="padding:22px 20px 6px;font-size:22px;color:#1a7f37;font-weight:bold;">Hi SAM, your prescription is ready.</td></tr>
<tr><td style="padding:8px 20px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #dcdcdc;font-size:14px;">
<tr><td><b>AMOXICILLIN 500MG CAP</b> (qty 30)<br><span style="color:#777;font-size:12px;">Rx #2217-0448195</span></td><td align="right" valign="top">$4.17</td></tr>
<tr><td colspan="2" style="background:#f0f8f2;">Pick up by <b>09/16/2026</b></td></tr></table></td></tr>
<tr><td style="padding:14px 20px;font-size:14px;line-height:20px;"><b>Store #2217</b><br>1550 E Speedway Blvd, Tucson, AZ 85719<br>Pharmacy: <a href="tel:5205550102" style="color:#1a7f37;">(520) 555-0102</a><br>Today: 10 AM&ndash;6 PM (closed 1:30&ndash;2 PM)</td></tr>
<tr><td style="padding:0 20px 20px;"><a href="https://www.greenmarkrx.com/pharmacy?cid=em_rxready_btn" style="background:#1a7f37;color:#fff;padding:11px 20px;text-decoration:none;border-radius:4px;display:inline-block;">Manage prescriptions</a>
&nbsp; <a href="https://www.greenmarkrx.com/store-locator/2217?cid=em_rxready_dir" style="color:#1a7f37;">Get directions</a></td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#888;border-top:1px solid #eee;">Prescriptions not picked up by the date above will be returned to stock.<br>
<a href="https://www.greenmarkrx.com/account/notifications" style="color:#888;">Email settings</a> | <a href="https://www.greenmarkrx.com/privacy" style="color:#888;">Privacy</a><br>GreenMark Pharmacy, 900 Commerce Way, Deerfield, IL 60015</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "greenmark-pharmacy",
    group: "consumer",
    lang: "es",
    kind: "refill-ready",
    code: null,
    link: null,
    from: "Farmacia GreenMark <rx@alerts.greenmarkrx.com>",
    subject: "Su receta está lista para recoger",
    date: "Wed, 23 Sep 2026 11:02:09 -0700",
    text: `Farmacia GreenMark

Hola, SAM: su receta está lista.

Rx n.º 2217-0431876  INSULINA LISPRO 100U/ML PLUMA (5 plumas)
Recoger antes del: 03/10/2026

Tienda n.º 2217
1550 E Speedway Blvd, Tucson, AZ 85719
Teléfono de la farmacia: (520) 555-0102

Total a pagar: $35.00 (tope de copago para insulina)

Recuerde: la insulina debe mantenerse refrigerada hasta el primer uso.

Administrar recetas: https://www.greenmarkrx.com/es/farmacia
Farmacia GreenMark, 900 Commerce Way, Deerfield, IL 60015`,
    html: `<html lang="es"><body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#1a7f37;padding:14px 20px;"><img src="https://img.greenmarkrx.com/e/gm-logo-white-es.png" alt="Farmacia GreenMark" width="160"></td></tr>
<tr><td style="padding:22px 20px 6px;font-size:22px;color:#1a7f37;font-weight:bold;">Hola, SAM: su receta está lista.</td></tr>
<tr><td style="padding:8px 20px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #dcdcdc;font-size:14px;">
<tr><td><b>INSULINA LISPRO 100U/ML PLUMA</b> (5 plumas)<br><span style="color:#777;font-size:12px;">Rx n.º 2217-0431876</span></td><td align="right" valign="top">$35.00</td></tr>
<tr><td colspan="2" style="background:#f0f8f2;">Recoger antes del <b>03/10/2026</b></td></tr></table></td></tr>
<tr><td style="padding:14px 20px;font-size:14px;line-height:20px;">❄ La insulina debe mantenerse refrigerada hasta el primer uso.<br><br><b>Tienda n.º 2217</b><br>1550 E Speedway Blvd, Tucson, AZ 85719<br>Farmacia: (520) 555-0102</td></tr>
<tr><td style="padding:0 20px 20px;"><a href="https://www.greenmarkrx.com/es/farmacia?cid=em_rxready_btn_es" style="background:#1a7f37;color:#fff;padding:11px 20px;text-decoration:none;border-radius:4px;display:inline-block;">Administrar recetas</a></td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#888;border-top:1px solid #eee;">Total a pagar: $35.00 (tope de copago para insulina).<br>
<a href="https://www.greenmarkrx.com/account/notifications" style="color:#888;">Preferencias de correo</a> | <a href="https://www.greenmarkrx.com/es/privacidad" style="color:#888;">Privacidad</a><br>Farmacia GreenMark, 900 Commerce Way, Deerfield, IL 60015</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "greenmark-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "448217",
    link: null,
    from: "GreenMark Pharmacy <rx@alerts.greenmarkrx.com>",
    subject: "Your order is in the 24/7 pickup locker",
    date: "Thu, 08 Oct 2026 20:41:13 -0700",
    text: `Your prescriptions are waiting in the GreenMark 24/7 pickup locker.

Store #2217, 1550 E Speedway Blvd, Tucson (locker is by the drive-thru entrance)

Locker pickup code: 448 217

How to pick up:
1. Tap the locker screen and choose "Pick up".
2. Enter your pickup code and your date of birth (MM/DD/YYYY).
3. Your door opens. Please take all items.

Items: 2 prescriptions (Rx #2217-0431876, #2217-0452210)
Amount charged to Visa ending 4821: $39.26
Available until: 10/11/2026 at 8:00 PM

Questions about your medication? Call the pharmacist at (520) 555-0102.
GreenMark Pharmacy, 900 Commerce Way, Deerfield, IL 60015`,
    html: `<html><body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#1a7f37;padding:14px 20px;"><img src="https://img.greenmarkrx.com/e/gm-logo-white.png" alt="GreenMark Pharmacy" width="160"></td></tr>
<tr><td style="padding:22px 20px 4px;font-size:20px;font-weight:bold;">Your order is in the 24/7 pickup locker</td></tr>
<tr><td style="padding:4px 20px 12px;font-size:14px;color:#444;">Store #2217 &middot; 1550 E Speedway Blvd, Tucson<br>The locker is by the drive-thru entrance.</td></tr>
<tr><td align="center" style="padding:10px 20px;">
<table cellpadding="0" cellspacing="0" style="background:#f0f8f2;border:2px dashed #1a7f37;"><tr><td style="padding:14px 40px;text-align:center;">
<div style="font-size:12px;color:#1a7f37;text-transform:uppercase;letter-spacing:1px;">Locker pickup code</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:3px;">448&nbsp;217</div></td></tr></table></td></tr>
<tr><td style="padding:12px 20px;font-size:14px;line-height:21px;"><ol style="margin:0;padding-left:18px;"><li>Tap the locker screen and choose <b>Pick up</b>.</li><li>Enter your pickup code and your date of birth (MM/DD/YYYY).</li><li>Your door opens. Please take all items.</li></ol></td></tr>
<tr><td style="padding:8px 20px 18px;font-size:13px;color:#444;">2 prescriptions (Rx #2217-0431876, #2217-0452210)<br>Charged to Visa ending 4821: <b>$39.26</b><br>Available until 10/11/2026 at 8:00 PM</td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#888;border-top:1px solid #eee;">Questions about your medication? Call the pharmacist at (520) 555-0102.<br>
<a href="https://www.greenmarkrx.com/help/pickup-lockers" style="color:#888;">Locker help</a> | <a href="https://www.greenmarkrx.com/privacy" style="color:#888;">Privacy</a><br>GreenMark Pharmacy, 900 Commerce Way, Deerfield, IL 60015</td></tr>
</table></body></html>`,
  },
  {
    family: "greenmark-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://click.e.greenmarkrx.com/?qs=8f2c1e0a7b44d9&u=https%3A%2F%2Fwww.greenmarkrx.com%2Faccount%2Freset%3Fkey%3D6QmT2vX9pLr",
    from: "GreenMark <account@e.greenmarkrx.com>",
    subject: "Reset your GreenMark password",
    date: "Mon, 19 Oct 2026 08:15:52 -0700",
    text: `Hi SAM,

We got a request to reset the password for your GreenMark account (Rewards member #7710 3382 9941).

Reset password: https://click.e.greenmarkrx.com/?qs=8f2c1e0a7b44d9&u=https%3A%2F%2Fwww.greenmarkrx.com%2Faccount%2Freset%3Fkey%3D6QmT2vX9pLr

For your security, this link expires in 30 minutes.

Didn't request this? Your account is still secure; you can ignore this email.

GreenMark, 900 Commerce Way, Deerfield, IL 60015 | Privacy: https://www.greenmarkrx.com/privacy`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#222;">
<div style="display:none;">Your reset link expires in 30 minutes.</div>
<table align="center" width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0;border-bottom:4px solid #1a7f37;"><img src="https://img.greenmarkrx.com/e/gm-logo.png" alt="GreenMark" width="140"></td></tr>
<tr><td style="padding:24px 0 8px;font-size:22px;font-weight:bold;">Reset your password</td></tr>
<tr><td style="font-size:14px;line-height:21px;">Hi SAM, we got a request to reset the password for your GreenMark account (Rewards member #7710 3382 9941).</td></tr>
<tr><td style="padding:22px 0;"><a href="https://click.e.greenmarkrx.com/?qs=8f2c1e0a7b44d9&amp;u=https%3A%2F%2Fwww.greenmarkrx.com%2Faccount%2Freset%3Fkey%3D6QmT2vX9pLr" style="background:#1a7f37;color:#fff;padding:12px 26px;text-decoration:none;border-radius:4px;font-weight:bold;display:inline-block;">Reset password</a></td></tr>
<tr><td style="font-size:13px;color:#555;">For your security, this link expires in 30 minutes. Didn't request this? Your account is still secure; you can ignore this email.</td></tr>
<tr><td style="padding:26px 0;font-size:11px;color:#888;">GreenMark, 900 Commerce Way, Deerfield, IL 60015 &middot; <a href="https://click.e.greenmarkrx.com/?qs=8f2c1e0a7b44d9&amp;u=https%3A%2F%2Fwww.greenmarkrx.com%2Fprivacy" style="color:#888;">Privacy</a> &middot; <a href="https://click.e.greenmarkrx.com/?qs=8f2c1e0a7b44d9&amp;u=https%3A%2F%2Fwww.greenmarkrx.com%2Fhelp" style="color:#888;">Help</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  // ---- ScriptHarbor (mail-order pharmacy)
  {
    family: "scriptharbor-rx",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://account.scriptharbor.com/email/confirm/2c9d51f7-0b8e-4a3c-9e61-7d04b2f8a1c5",
    from: "ScriptHarbor <accounts@scriptharbor.com>",
    subject: "Please confirm your email address",
    date: "Wed, 09 Sep 2026 15:37:26 -0500",
    text: `Welcome to ScriptHarbor, Sam.

Your HarborPeak Health Plan pharmacy benefit includes home delivery of 90-day supplies through ScriptHarbor.

Please confirm your email address so we can send order and shipping updates:
https://account.scriptharbor.com/email/confirm/2c9d51f7-0b8e-4a3c-9e61-7d04b2f8a1c5

ScriptHarbor member ID: SH-20931177
Pharmacy: 1-866-555-0191 (24/7)

ScriptHarbor Mail Pharmacy, 4700 Lakeview Pkwy, Memphis, TN 38118`,
    html: `<!DOCTYPE html><html><body style="margin:0;padding:0;background:#e9f1f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:26px 32px 0;"><img src="https://assets.scriptharbor.com/email/sh-logo.png" width="150" alt="ScriptHarbor"></td></tr>
<tr><td style="padding:18px 32px 0;font-size:24px;color:#0c3c60;">Welcome to ScriptHarbor, Sam.</td></tr>
<tr><td style="padding:14px 32px;font-size:15px;line-height:23px;color:#333;">Your HarborPeak Health Plan pharmacy benefit includes home delivery of 90-day supplies through ScriptHarbor. Please confirm your email address so we can send order and shipping updates.</td></tr>
<tr><td style="padding:10px 32px 24px;"><a href="https://account.scriptharbor.com/email/confirm/2c9d51f7-0b8e-4a3c-9e61-7d04b2f8a1c5" style="display:inline-block;background:#0c6fb8;color:#fff;font-weight:bold;padding:13px 30px;border-radius:4px;text-decoration:none;">Confirm email</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#555;">Member ID: SH-20931177 &nbsp;&middot;&nbsp; Pharmacy 1-866-555-0191 (24/7)</td></tr>
<tr><td style="padding:18px 32px;background:#f4f8fb;font-size:11px;color:#7a8791;border-radius:0 0 6px 6px;">ScriptHarbor Mail Pharmacy &middot; 4700 Lakeview Pkwy &middot; Memphis, TN 38118<br><a href="https://www.scriptharbor.com/privacy" style="color:#7a8791;">Privacy</a> &middot; <a href="https://www.scriptharbor.com/terms" style="color:#7a8791;">Terms of use</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "scriptharbor-rx",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "ScriptHarbor <orders@scriptharbor.com>",
    subject: "Your order #SH-7718204 has shipped",
    date: "Fri, 25 Sep 2026 18:12:03 -0500",
    text: `Good news, Sam: your order has shipped.

Order #SH-7718204
Shipped: 09/25/2026 via UPS Next Day Air (cold pack)
Tracking: 1Z9X4E720198364415
Expected delivery: Saturday 09/26/2026 by 10:30 AM

Shipping to:
SAM READER
1287 N Campbell Ave, Apt 4
Tucson, AZ 85719

Items:
- Insulin glargine 100 units/mL pen, 15 mL (Rx 8834021) - 90-day supply
- Pen needles 32G 4 mm, 300 ct (Rx 8834022)

Your cost: $70.00, charged to card ending 4821.

This package contains temperature-sensitive medication. Please bring it inside promptly.

Track: https://www.ups.com/track?tracknum=1Z9X4E720198364415
ScriptHarbor Mail Pharmacy, 4700 Lakeview Pkwy, Memphis, TN 38118 | 1-866-555-0191`,
    html: `<!DOCTYPE html><html><body style="margin:0;padding:0;background:#e9f1f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;font-family:'Helvetica Neue',Arial,sans-serif;color:#333;">
<tr><td style="padding:26px 32px 0;"><img src="https://assets.scriptharbor.com/email/sh-logo.png" width="150" alt="ScriptHarbor"></td></tr>
<tr><td style="padding:18px 32px 4px;font-size:22px;color:#0c3c60;">Your order has shipped</td></tr>
<tr><td style="padding:0 32px 14px;font-size:13px;color:#777;">Order #SH-7718204 &middot; Shipped 09/25/2026</td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="10" cellspacing="0" style="background:#f4f8fb;font-size:14px;"><tr>
<td>UPS Next Day Air (cold pack)<br>Tracking <a href="https://www.ups.com/track?tracknum=1Z9X4E720198364415" style="color:#0c6fb8;">1Z9X4E720198364415</a></td>
<td align="right">Expected<br><b>Sat 09/26 by 10:30 AM</b></td></tr></table></td></tr>
<tr><td style="padding:16px 32px;font-size:14px;line-height:21px;"><b>Items</b><br>Insulin glargine 100 units/mL pen, 15 mL (Rx 8834021), 90-day supply<br>Pen needles 32G 4 mm, 300 ct (Rx 8834022)<br><br><b>Shipping to</b><br>SAM READER<br>1287 N Campbell Ave, Apt 4<br>Tucson, AZ 85719<br><br>Your cost: <b>$70.00</b>, card ending 4821</td></tr>
<tr><td style="padding:0 32px 20px;font-size:13px;color:#a04000;">&#9888; Temperature-sensitive medication. Please bring the package inside promptly.</td></tr>
<tr><td style="padding:18px 32px;background:#f4f8fb;font-size:11px;color:#7a8791;">ScriptHarbor Mail Pharmacy &middot; 4700 Lakeview Pkwy &middot; Memphis, TN 38118 &middot; 1-866-555-0191<br><a href="https://www.scriptharbor.com/privacy" style="color:#7a8791;">Privacy</a> &middot; <a href="https://account.scriptharbor.com/settings/notifications" style="color:#7a8791;">Notification settings</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "scriptharbor-rx",
    group: "consumer",
    lang: "es",
    kind: "order-received",
    code: null,
    link: null,
    from: "ScriptHarbor <pedidos@scriptharbor.com>",
    subject: "Recibimos su pedido de reabastecimiento n.º SH-7741962",
    date: "Tue, 13 Oct 2026 09:48:37 -0500",
    text: `Hola, Sam:

Recibimos su solicitud de reabastecimiento. Nuestro equipo de farmacéuticos la revisará y le avisaremos cuando salga el envío.

Pedido n.º SH-7741962
Fecha: 13/10/2026
Medicamento: sensores para monitor continuo de glucosa, 3 unidades (Rx 8834107)
Costo estimado: $0.00 - $95.00 (depende de la autorización previa de su seguro)
Envío estimado: 2 a 4 días hábiles

No necesita hacer nada por ahora. Si tiene preguntas, llame al 1-866-555-0191 (opción 2 para español).

ScriptHarbor Mail Pharmacy, 4700 Lakeview Pkwy, Memphis, TN 38118`,
    html: null,
    enc: "8bit",
  },
  {
    family: "scriptharbor-rx",
    group: "consumer",
    lang: "en",
    kind: "payment-failed",
    code: null,
    link: null,
    from: "ScriptHarbor <orders@scriptharbor.com>",
    subject: "Action needed: we couldn't charge your card for order #SH-7741962",
    date: "Fri, 16 Oct 2026 11:20:45 -0500",
    text: `Hi Sam,

Your order #SH-7741962 is on hold because the card on file (Mastercard ending 0357, exp. 09/26) was declined.

Amount: $95.00 (CGM sensors, 3 ct, Rx 8834107)

To avoid a delay, update your payment method in your ScriptHarbor account under Payment, or call us at 1-866-555-0191. We'll try again automatically in 48 hours.

ScriptHarbor Mail Pharmacy, 4700 Lakeview Pkwy, Memphis, TN 38118`,
    html: `<!DOCTYPE html><html><body style="margin:0;padding:0;background:#e9f1f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;font-family:'Helvetica Neue',Arial,sans-serif;color:#333;">
<tr><td style="padding:26px 32px 0;"><img src="https://assets.scriptharbor.com/email/sh-logo.png" width="150" alt="ScriptHarbor"></td></tr>
<tr><td style="padding:18px 32px 4px;"><span style="background:#fde8e8;color:#b42318;font-size:12px;font-weight:bold;padding:4px 8px;border-radius:3px;">ORDER ON HOLD</span></td></tr>
<tr><td style="padding:10px 32px;font-size:15px;line-height:23px;">Hi Sam, your order <b>#SH-7741962</b> is on hold because the card on file (Mastercard ending 0357, exp. 09/26) was declined.</td></tr>
<tr><td style="padding:4px 32px 14px;font-size:14px;">Amount: <b>$95.00</b> &middot; CGM sensors, 3 ct (Rx 8834107)</td></tr>
<tr><td style="padding:0 32px 14px;font-size:14px;line-height:21px;">To avoid a delay, update your payment method in your ScriptHarbor account under <b>Payment</b>, or call us at 1-866-555-0191.</td></tr>
<tr><td style="padding:0 32px 22px;font-size:13px;color:#555;">We'll try again automatically in 48 hours. <a href="https://www.scriptharbor.com/help/billing" style="color:#0c6fb8;">Billing help</a></td></tr>
<tr><td style="padding:18px 32px;background:#f4f8fb;font-size:11px;color:#7a8791;">ScriptHarbor Mail Pharmacy &middot; 4700 Lakeview Pkwy &middot; Memphis, TN 38118</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---- Quillon Diagnostics (lab)
  {
    family: "quillon-labs",
    group: "consumer",
    lang: "en",
    kind: "appointment-confirmed",
    code: null,
    link: null,
    from: "Quillon Diagnostics <appointments@quillonlabs.com>",
    subject: "Appointment confirmed: Sat, Sep 12 at 7:45 AM",
    date: "Tue, 08 Sep 2026 21:14:50 -0700",
    text: `Your lab appointment is confirmed.

Confirmation number: QL-K7P2-90318
Saturday, September 12, 2026, 7:45 AM
Quillon Patient Service Center - Tucson Grant Rd
2630 E Grant Rd, Suite 104, Tucson, AZ 85716

Tests ordered by: Carmen Villalobos, MD
Fasting: yes, 10-12 hours before (water is OK). If you use insulin, ask your doctor how to adjust your dose while fasting.

Please bring your photo ID, your insurance card and your lab order if you have a paper copy.

Running late? We hold your slot for 10 minutes. To change the appointment, visit quillonlabs.com/appointments or call 1-888-555-0126.

Quillon Diagnostics, Inc. | 500 Sample Way, Secaucus, NJ 07094`,
    html:
      `<html><head><style>td{font-family:Roboto,Arial,sans-serif}</style></head><body style="margin:0;background:#f7f7fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e6e6ef;"><img src="https://www.quillonlabs.com/static/mail/quillon-logo.png" alt="Quillon Diagnostics" width="140"></td></tr>
<tr><td style="padding:26px 28px 4px;font-size:22px;color:#2b2d6e;">Your appointment is confirmed</td></tr>
<tr><td style="padding:0 28px 14px;font-size:12px;color:#888;">Confirmation number QL-K7P2-90318</td></tr>
<tr><td style="padding:0 28px;"><table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #e6e6ef;font-size:14px;line-height:21px;"><tr>
<td width="50%" valign="top"><b>Saturday, September 12, 2026</b><br>7:45 AM</td>
<td valign="top">Quillon Patient Service Center<br>Tucson Grant Rd<br>2630 E Grant Rd, Suite 104<br>Tucson, AZ 85716</td></tr></table></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;line-height:21px;"><b>Fasting required:</b> 10&ndash;12 hours before (water is OK). If you use insulin, ask your doctor how to adjust your dose while fasting.<br><br>Bring your photo ID, your insurance card and your lab order if you have a paper copy.</td></tr>
<tr><td style="padding:0 28px 24px;font-size:13px;"><a href="https://www.quillonlabs.com/appointments/manage?c=QLK7P290318" style="color:#2b2d6e;">Reschedule or cancel</a> &nbsp;&middot;&nbsp; <a href="https://www.google.com/calendar/render?action=TEMPLATE&amp;text=Quillon+lab+appointment&amp;dates=20260912T144500Z/20260912T151500Z" style="color:#2b2d6e;">Add to calendar</a></td></tr>
<tr><td style="padding:18px 28px;background:#f7f7fb;font-size:11px;color:#888;">Quillon Diagnostics, Inc. &middot; 500 Sample Way, Secaucus, NJ 07094 &middot; 1-888-555-0126<br><a href="https://www.quillonlabs.com/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://www.quillonlabs.com/unsubscribe?e=sam.reader%40inbox.example" style="color:#888;">Unsubscribe from reminders</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "quillon-labs",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "27051846",
    link: null,
    from: "Quillon Diagnostics <no-reply@myquillon.com>",
    subject: "MyQuillon one-time passcode",
    date: "Sat, 12 Sep 2026 15:33:08 -0700",
    text: `MyQuillon

Your one-time passcode is 27051846

Enter it to access your lab results. This passcode expires in 5 minutes.

Quillon will never call or text you to ask for this passcode.

Quillon Diagnostics, Inc., 500 Sample Way, Secaucus, NJ 07094`,
    html: null,
  },
  {
    family: "quillon-labs",
    group: "consumer",
    lang: "en",
    kind: "results-ready",
    code: null,
    link: null,
    from: "Quillon Diagnostics <no-reply@myquillon.com>",
    subject: "Your lab results are ready",
    date: "Sat, 12 Sep 2026 14:02:31 -0700",
    text: `Hi Sam,

Results from your visit on 09/12/2026 are now available in MyQuillon.

Requisition: 8814-3302-71
Tests: Comprehensive Metabolic Panel; Lipid Panel; Microalbumin/Creatinine Ratio, Random Urine; TSH

Your results have also been sent to Carmen Villalobos, MD. Please talk to your doctor about what they mean for you.

Sign in at https://my.quillonlabs.com to view or download them.

Quillon Diagnostics, Inc., 500 Sample Way, Secaucus, NJ 07094
Unsubscribe: https://www.quillonlabs.com/unsubscribe?e=sam.reader%40inbox.example`,
    html: `<html><body style="margin:0;background:#f7f7fb;font-family:Roboto,Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e6e6ef;"><img src="https://www.quillonlabs.com/static/mail/quillon-logo.png" alt="Quillon Diagnostics" width="140"></td></tr>
<tr><td style="padding:26px 28px 10px;font-size:22px;color:#2b2d6e;">Your results are ready</td></tr>
<tr><td style="padding:0 28px 16px;font-size:14px;line-height:21px;">Hi Sam, results from your visit on <b>09/12/2026</b> are now available in MyQuillon.</td></tr>
<tr><td style="padding:0 28px 16px;font-size:13px;line-height:20px;color:#444;">Requisition 8814-3302-71<br>Comprehensive Metabolic Panel &middot; Lipid Panel &middot; Microalbumin/Creatinine Ratio, Random Urine &middot; TSH</td></tr>
<tr><td style="padding:0 28px 16px;font-size:14px;line-height:21px;">Your results have also been sent to Carmen Villalobos, MD. Please talk to your doctor about what they mean for you.</td></tr>
<tr><td style="padding:0 28px 26px;"><a href="https://my.quillonlabs.com/results?src=email" style="background:#2b2d6e;color:#fff;text-decoration:none;padding:12px 24px;border-radius:24px;display:inline-block;">View results</a></td></tr>
<tr><td style="padding:18px 28px;background:#f7f7fb;font-size:11px;color:#888;">Quillon Diagnostics, Inc. &middot; 500 Sample Way, Secaucus, NJ 07094<br><a href="https://www.quillonlabs.com/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://www.quillonlabs.com/unsubscribe?e=sam.reader%40inbox.example" style="color:#888;">Unsubscribe</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "quillon-labs",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Quillon Diagnostics Billing <billing@quillonlabs.com>",
    subject: "Quillon invoice 0093318457 - amount due $27.84",
    date: "Mon, 12 Oct 2026 06:50:19 -0400",
    text: `Quillon Diagnostics - Patient Invoice

Invoice number: 0093318457
Patient: SAM READER
Date of service: 09/12/2026
Insurance: HarborPeak Health Plan (claim 26258L220915)

Charges: $412.00
Insurance adjustments: -$318.16
Insurance paid: -$66.00
Amount due: $27.84
Due date: 11/11/2026

Pay online at quillonlabs.com/billpay with your invoice number and ZIP code, or call 1-888-555-0131 (Mon-Fri 8 AM-8 PM ET).

Your PDF invoice is attached.

Quillon Diagnostics, Inc., P.O. Box 740715, Cincinnati, OH 45274`,
    html: null,
    attachment: [
      "Quillon_Invoice_0093318457.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n% Invoice 0093318457 Amount due 27.84\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---- Glyvia (glucose sensor maker's app)
  {
    family: "glyvia-cgm",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "5183",
    link: null,
    from: "Glyvia <account@glyvia.com>",
    subject: "Verify your email for Glyvia",
    date: "Thu, 03 Sep 2026 19:58:31 -0700",
    text: `Welcome to Glyvia!

To verify your email address, enter this code in the Glyvia app:

5183

The code expires in 30 minutes.

Glyvia Medical, Inc., 7755 Torreyana Rd, San Diego, CA 92121
Technical support: 1-844-555-0117 (24 hours a day, 7 days a week)

Glyvia and the Glyvia logo are trademarks of Glyvia Medical, Inc. (c) 2026`,
    html: `<html><body style="margin:0;background:#fafafa;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="font-family:Avenir,'Helvetica Neue',Arial,sans-serif;background:#ffffff;border:1px solid #ececec;">
<tr><td align="center" style="padding:30px 0 10px;"><img src="https://assets.glyvia.com/email/glyvia-mark.png" width="56" height="56" alt="Glyvia"></td></tr>
<tr><td align="center" style="padding:0 30px 8px;font-size:22px;color:#5b2a86;">Welcome to Glyvia!</td></tr>
<tr><td align="center" style="padding:0 30px 20px;font-size:15px;color:#444;">To verify your email address, enter this code in the Glyvia app:</td></tr>
<tr><td align="center" style="padding:0 30px 20px;">
<table cellpadding="0" cellspacing="8"><tr>
<td style="width:48px;height:58px;background:#f3ecfa;border-radius:8px;font-size:30px;font-weight:bold;color:#5b2a86;text-align:center;">5</td>
<td style="width:48px;height:58px;background:#f3ecfa;border-radius:8px;font-size:30px;font-weight:bold;color:#5b2a86;text-align:center;">1</td>
<td style="width:48px;height:58px;background:#f3ecfa;border-radius:8px;font-size:30px;font-weight:bold;color:#5b2a86;text-align:center;">8</td>
<td style="width:48px;height:58px;background:#f3ecfa;border-radius:8px;font-size:30px;font-weight:bold;color:#5b2a86;text-align:center;">3</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:0 30px 26px;font-size:13px;color:#888;">The code expires in 30 minutes.</td></tr>
<tr><td style="padding:18px 30px;background:#f6f3f9;font-size:11px;line-height:16px;color:#8a8294;text-align:center;">Glyvia Medical, Inc. &middot; 7755 Torreyana Rd &middot; San Diego, CA 92121<br>Technical support 1-844-555-0117 (24/7)<br><a href="https://www.glyvia.com/privacy" style="color:#8a8294;">Privacy Policy</a> &middot; <a href="https://www.glyvia.com/terms" style="color:#8a8294;">Terms of Use</a><br>Glyvia and the Glyvia logo are trademarks of Glyvia Medical, Inc. &copy; 2026</td></tr>
</table></body></html>`,
  },
  {
    family: "glyvia-cgm",
    group: "consumer",
    lang: "en",
    kind: "sensor-reminder",
    code: null,
    link: null,
    from: "Glyvia <hello@glyvia.com>",
    subject: "Your sensor ends in 24 hours",
    date: "Sat, 19 Sep 2026 08:30:00 -0700",
    text: `Hi Sam,

Your current Glyvia G4 sensor (serial ending ...7Q3K) will end on Sunday, September 20 at 8:27 AM.

Have your next sensor ready. You have about 1 sensor left based on your last shipment (09/04/2026).

Tip: warm-up takes 30 minutes, so you can insert the new sensor up to 12 hours before the old one ends.

Running low? Ask your pharmacy for a refill; your prescription is NDC 80042-0041-03.

Glyvia Medical, Inc., 7755 Torreyana Rd, San Diego, CA 92121 | 1-844-555-0117
Email preferences: https://account.glyvia.com/preferences`,
    html: `<html><body style="margin:0;background:#fafafa;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="font-family:Avenir,'Helvetica Neue',Arial,sans-serif;background:#ffffff;">
<tr><td style="padding:24px 30px;"><img src="https://assets.glyvia.com/email/glyvia-wordmark.png" width="110" alt="Glyvia"></td></tr>
<tr><td><img src="https://assets.glyvia.com/email/hero-sensor-change.jpg" width="560" alt="A Glyvia G4 sensor next to its applicator" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px 6px;font-size:24px;color:#5b2a86;">Your sensor ends in 24 hours</td></tr>
<tr><td style="padding:6px 30px;font-size:15px;line-height:23px;color:#333;">Hi Sam, your current Glyvia G4 sensor (serial ending &hellip;7Q3K) will end on <b>Sunday, September 20 at 8:27 AM</b>. Have your next sensor ready. You have about 1 sensor left based on your last shipment (09/04/2026).</td></tr>
<tr><td style="padding:14px 30px;"><table width="100%" cellpadding="14" cellspacing="0" style="background:#f6f3f9;border-radius:8px;"><tr><td style="font-size:14px;line-height:21px;color:#333;"><b>Tip:</b> warm-up takes 30 minutes, so you can insert the new sensor up to 12 hours before the old one ends. <a href="https://www.glyvia.com/support/sensor-change?utm_medium=email&amp;utm_campaign=sensor_end_24h" style="color:#5b2a86;">Watch the how-to video</a></td></tr></table></td></tr>
<tr><td style="padding:10px 30px 24px;font-size:13px;color:#666;">Running low? Ask your pharmacy for a refill; your prescription is NDC 80042-0041-03.</td></tr>
<tr><td style="padding:18px 30px;background:#f6f3f9;font-size:11px;color:#8a8294;">Glyvia Medical, Inc. &middot; 7755 Torreyana Rd &middot; San Diego, CA 92121 &middot; 1-844-555-0117<br><a href="https://account.glyvia.com/preferences" style="color:#8a8294;">Email preferences</a> &middot; <a href="https://www.glyvia.com/privacy" style="color:#8a8294;">Privacy</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "glyvia-cgm",
    group: "consumer",
    lang: "en",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Glyvia Insights <insights@glyvia.com>",
    subject: "Your week: 78% time in range (up 6%)",
    date: "Mon, 05 Oct 2026 07:05:12 -0700",
    text: `Your Glyvia weekly summary
Sep 28 - Oct 4, 2026

Time in range (70-180 mg/dL): 78% (last week 72%)
Time below 70 mg/dL: 2%
Average glucose: 151 mg/dL
Glucose management indicator (GMI): 6.9%
Sensor wear: 97%

Your clinic, Mesa Verde Endocrine & Diabetes Center, can see this report because you share data with them.

This summary is for information only. Don't make treatment changes without talking to your care team.

Glyvia Medical, Inc., 7755 Torreyana Rd, San Diego, CA 92121
Turn off weekly summaries: https://account.glyvia.com/preferences`,
    html: `<html><body style="margin:0;background:#fafafa;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="font-family:Avenir,'Helvetica Neue',Arial,sans-serif;background:#ffffff;">
<tr><td style="padding:24px 30px 4px;"><img src="https://assets.glyvia.com/email/glyvia-wordmark.png" width="110" alt="Glyvia"></td></tr>
<tr><td style="padding:6px 30px;font-size:13px;color:#8a8294;">Sep 28 &ndash; Oct 4, 2026</td></tr>
<tr><td style="padding:10px 30px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" style="padding:14px;background:#5b2a86;color:#fff;border-radius:8px 0 0 8px;"><div style="font-size:12px;">TIME IN RANGE</div><div style="font-size:38px;font-weight:bold;">78%</div><div style="font-size:12px;">&#9650; 6% vs last week</div></td>
<td style="padding:14px;background:#f6f3f9;border-radius:0 8px 8px 0;font-size:13px;line-height:21px;color:#333;">Below 70 mg/dL: <b>2%</b><br>Average: <b>151 mg/dL</b><br>GMI: <b>6.9%</b><br>Sensor wear: <b>97%</b></td></tr></table></td></tr>
<tr><td style="padding:10px 30px;"><img src="https://assets.glyvia.com/reports/agp/u_8f31c2/2026-w40.png" width="500" alt="Glucose profile for the week"></td></tr>
<tr><td style="padding:10px 30px;font-size:13px;line-height:20px;color:#555;">Your clinic, Mesa Verde Endocrine &amp; Diabetes Center, can see this report because you share data with them.<br>This summary is for information only. Don't make treatment changes without talking to your care team.</td></tr>
<tr><td style="padding:10px 30px 24px;"><a href="https://glyvia.app.link/weekly?w=2026-40" style="color:#5b2a86;font-weight:bold;">See full report in the app &rarr;</a></td></tr>
<tr><td style="padding:18px 30px;background:#f6f3f9;font-size:11px;color:#8a8294;">Glyvia Medical, Inc. &middot; 7755 Torreyana Rd &middot; San Diego, CA 92121<br><a href="https://account.glyvia.com/preferences" style="color:#8a8294;">Turn off weekly summaries</a></td></tr>
</table></body></html>`,
  },
  // ---- Evergrain HSA
  {
    family: "evergrain-hsa",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "962174",
    link: null,
    from: "Evergrain HSA <security@evergrainhsa.com>",
    subject: "Evergrain security code",
    date: "Mon, 14 Sep 2026 12:44:03 -0400",
    text: `Evergrain Security Code: 962174

Use this code to complete your sign-in. It is valid for 10 minutes.

Evergrain will never ask you for this code by phone, text or email. If you did not request it, call us right away at 1-855-555-0139.

Evergrain Benefits Bank, N.A., custodian. Member FDIC.
1100 Granary Row, Minneapolis, MN 55401`,
    html: `<html><body style="margin:0;background:#f2efe8;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#2d2a24;">
<tr><td style="padding:20px 28px;background:#2d4a2b;"><img src="https://www.evergrainhsa.com/img/email/evergrain-logo-light.png" alt="Evergrain HSA" width="132"></td></tr>
<tr><td style="padding:26px 28px 10px;font-size:15px;">Use this security code to complete your sign-in:</td></tr>
<tr><td style="padding:0 28px 16px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#2d4a2b;">962174</td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;line-height:20px;color:#555;">It is valid for 10 minutes. Evergrain will never ask you for this code by phone, text or email. If you did not request it, call us right away at 1-855-555-0139.</td></tr>
<tr><td style="padding:16px 28px;background:#f2efe8;font-size:10px;line-height:15px;color:#7a7466;">Evergrain Benefits Bank, N.A., custodian. Member FDIC. 1100 Granary Row, Minneapolis, MN 55401<br><a href="https://www.evergrainhsa.com/privacy" style="color:#7a7466;">Privacy</a> &middot; <a href="https://www.evergrainhsa.com/security" style="color:#7a7466;">Security Center</a></td></tr>
</table></body></html>`,
  },
  {
    family: "evergrain-hsa",
    group: "consumer",
    lang: "en",
    kind: "contribution-received",
    code: null,
    link: null,
    from: "Evergrain HSA <alerts@evergrainhsa.com>",
    subject: "Payroll contribution received",
    date: "Thu, 17 Sep 2026 04:10:27 -0400",
    text: `Hi Sam,

We received a contribution to your Health Savings Account ending in 3390.

Amount: $158.34 (employee) + $41.66 (employer)
Posted: 09/16/2026
Source: payroll, Desert Sky Logistics LLC
2026 contributions to date: $3,050.00 of $4,400.00 (self-only limit)
Available cash balance: $2,614.19

You can pay eligible expenses with your Evergrain debit card or reimburse yourself online.

Evergrain Benefits Bank, N.A., custodian. Member FDIC.
1100 Granary Row, Minneapolis, MN 55401
Manage alerts: https://my.evergrainhsa.com/alerts`,
    html: null,
    enc: "qp",
  },
  {
    family: "evergrain-hsa",
    group: "consumer",
    lang: "en",
    kind: "confirm-email-change",
    code: null,
    link: "https://my.evergrainhsa.com/profile/email/confirm?rid=EC-44081937&sig=b61f0d9e2a7c4f18",
    from: "Evergrain HSA <security@evergrainhsa.com>",
    subject: "Confirm your new email address",
    date: "Wed, 07 Oct 2026 20:22:51 -0400",
    text: `Hi Sam,

You asked to change the email address on your Evergrain HSA account (ending in 3390) to sam.reader@inbox.example.

To finish, confirm this address:
https://my.evergrainhsa.com/profile/email/confirm?rid=EC-44081937&sig=b61f0d9e2a7c4f18

Until you confirm, we'll keep sending account messages to your previous address. The link expires in 72 hours.

Didn't make this change? Call us at 1-855-555-0139.

Evergrain Benefits Bank, N.A., custodian. Member FDIC.
1100 Granary Row, Minneapolis, MN 55401`,
    html: `<html><body style="margin:0;background:#f2efe8;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#2d2a24;">
<tr><td style="padding:20px 28px;background:#2d4a2b;"><img src="https://www.evergrainhsa.com/img/email/evergrain-logo-light.png" alt="Evergrain HSA" width="132"></td></tr>
<tr><td style="padding:26px 28px 10px;font-size:20px;font-weight:bold;">Confirm your new email address</td></tr>
<tr><td style="padding:0 28px 16px;font-size:14px;line-height:21px;">Hi Sam, you asked to change the email address on your Evergrain HSA account (ending in 3390) to <b>sam.reader@inbox.example</b>.</td></tr>
<tr><td style="padding:0 28px 18px;"><a href="https://my.evergrainhsa.com/profile/email/confirm?rid=EC-44081937&amp;sig=b61f0d9e2a7c4f18" style="background:#c8862a;color:#ffffff;padding:12px 26px;text-decoration:none;font-weight:bold;display:inline-block;border-radius:3px;">Confirm email address</a></td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;line-height:20px;color:#555;">Until you confirm, we'll keep sending account messages to your previous address. The link expires in 72 hours. Didn't make this change? Call us at 1-855-555-0139.</td></tr>
<tr><td style="padding:16px 28px;background:#f2efe8;font-size:10px;line-height:15px;color:#7a7466;">Evergrain Benefits Bank, N.A., custodian. Member FDIC. 1100 Granary Row, Minneapolis, MN 55401<br><a href="https://www.evergrainhsa.com/privacy" style="color:#7a7466;">Privacy</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "evergrain-hsa",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Evergrain HSA <statements@evergrainhsa.com>",
    subject: "Your September HSA statement is ready",
    date: "Fri, 02 Oct 2026 05:30:44 -0400",
    text: `Your September 2026 statement for the HSA ending in 3390 is ready to view online.

Beginning balance (09/01): $2,802.47
Contributions: +$400.00
Distributions: -$588.28
Interest: +$0.57
Invested balance: $6,120.88
Ending cash balance (09/30): $2,614.76

Sign in at my.evergrainhsa.com and go to Documents > Statements.

Keep receipts for every distribution. The IRS may ask you to show that expenses were qualified medical expenses.

Evergrain Benefits Bank, N.A., custodian. Member FDIC.
1100 Granary Row, Minneapolis, MN 55401`,
    html: `<html><body style="margin:0;background:#f2efe8;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#2d2a24;">
<tr><td style="padding:20px 28px;background:#2d4a2b;"><img src="https://www.evergrainhsa.com/img/email/evergrain-logo-light.png" alt="Evergrain HSA" width="132"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:18px;">Your September 2026 statement is ready</td></tr>
<tr><td style="padding:0 28px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;">
<tr><td>Beginning balance (09/01)</td><td align="right">$2,802.47</td></tr>
<tr><td>Contributions</td><td align="right">+$400.00</td></tr>
<tr><td>Distributions</td><td align="right">&minus;$588.28</td></tr>
<tr><td>Interest</td><td align="right">+$0.57</td></tr>
<tr style="background:#f7f5ef;"><td><b>Ending cash balance (09/30)</b></td><td align="right"><b>$2,614.76</b></td></tr>
<tr><td>Invested balance</td><td align="right">$6,120.88</td></tr></table></td></tr>
<tr><td style="padding:18px 28px;"><a href="https://my.evergrainhsa.com/documents/statements?utm_source=email" style="color:#2d4a2b;font-weight:bold;">View statement</a></td></tr>
<tr><td style="padding:0 28px 22px;font-size:12px;color:#666;">Keep receipts for every distribution. The IRS may ask you to show that expenses were qualified medical expenses.</td></tr>
<tr><td style="padding:16px 28px;background:#f2efe8;font-size:10px;color:#7a7466;">Evergrain Benefits Bank, N.A., custodian. Member FDIC. 1100 Granary Row, Minneapolis, MN 55401</td></tr>
</table></body></html>`,
  },
  // ---- PaceLoop (fitness tracker)
  {
    family: "paceloop",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://auth.paceloop.io/magic?token=pl_ml_3QwVd8sK1nR0yT6eH4bZ&redirect=%2Fdashboard",
    from: "PaceLoop <signin@paceloop.io>",
    subject: "Your PaceLoop sign-in link",
    date: "Sun, 13 Sep 2026 07:02:38 -0700",
    text: `Sign in to PaceLoop

Tap the link below on this device to sign in. It works once and expires in 15 minutes.

https://auth.paceloop.io/magic?token=pl_ml_3QwVd8sK1nR0yT6eH4bZ&redirect=%2Fdashboard

Requested from: Safari on macOS, near Tucson, AZ, US

If you didn't ask to sign in, you can safely ignore this email.

PaceLoop Labs, 300 Canal St, Boston, MA 02114`,
    html: `<!doctype html><html><body style="margin:0;background:#0f1115;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1115;"><tr><td align="center" style="padding:36px 12px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#1a1d24;border-radius:14px;font-family:Inter,Helvetica,Arial,sans-serif;color:#e8eaf0;">
<tr><td style="padding:30px 32px 6px;"><img src="https://static.paceloop.io/mail/paceloop-ring.png" width="36" height="36" alt="PaceLoop"></td></tr>
<tr><td style="padding:10px 32px 6px;font-size:22px;font-weight:600;">Sign in to PaceLoop</td></tr>
<tr><td style="padding:4px 32px 22px;font-size:15px;line-height:23px;color:#b4b9c6;">Tap the button on this device to sign in. It works once and expires in 15 minutes.</td></tr>
<tr><td style="padding:0 32px 26px;"><a href="https://auth.paceloop.io/magic?token=pl_ml_3QwVd8sK1nR0yT6eH4bZ&amp;redirect=%2Fdashboard" style="display:block;text-align:center;background:#ff5a36;color:#ffffff;text-decoration:none;padding:14px 0;border-radius:10px;font-weight:600;">Sign in</a></td></tr>
<tr><td style="padding:0 32px 26px;font-size:12px;line-height:18px;color:#7d8394;">Requested from Safari on macOS, near Tucson, AZ, US.<br>If you didn't ask to sign in, you can safely ignore this email.</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#5d6270;">PaceLoop Labs &middot; 300 Canal St &middot; Boston, MA 02114 &middot; <a href="https://paceloop.io/privacy" style="color:#5d6270;">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "paceloop",
    group: "consumer",
    lang: "en",
    kind: "weekly-summary",
    code: null,
    link: null,
    from: "PaceLoop <weekly@paceloop.io>",
    subject: "Week 40 recap: 61,204 steps, 3 workouts",
    date: "Mon, 05 Oct 2026 06:00:09 -0700",
    text: `Your week, Sep 28 - Oct 4

Steps: 61,204 (daily avg 8,743)
Workouts: 3 (2 walks, 1 ride), 2 h 47 min
Active calories: 2,918
Resting heart rate: 61 bpm
Sleep: avg 7 h 02 min

Streak: 12 days over 7,000 steps. Keep it going!

Challenge code for the October Step Up with your friends: STEPUP-OCT26 (share it so friends can join)

Open the PaceLoop app for daily detail.

PaceLoop Labs, 300 Canal St, Boston, MA 02114
Unsubscribe from weekly recaps: https://paceloop.io/settings/email?u=8812094&list=weekly`,
    html: `<!doctype html><html><body style="margin:0;background:#0f1115;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1115;"><tr><td align="center" style="padding:30px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:Inter,Helvetica,Arial,sans-serif;color:#e8eaf0;">
<tr><td style="padding:0 0 16px;font-size:13px;color:#7d8394;">YOUR WEEK &middot; SEP 28 &ndash; OCT 4</td></tr>
<tr><td><table width="100%" cellpadding="0" cellspacing="8"><tr>
<td style="background:#1a1d24;border-radius:12px;padding:16px;"><div style="font-size:12px;color:#7d8394;">Steps</div><div style="font-size:26px;font-weight:700;">61,204</div><div style="font-size:12px;color:#7d8394;">avg 8,743/day</div></td>
<td style="background:#1a1d24;border-radius:12px;padding:16px;"><div style="font-size:12px;color:#7d8394;">Workouts</div><div style="font-size:26px;font-weight:700;">3</div><div style="font-size:12px;color:#7d8394;">2 h 47 min</div></td></tr><tr>
<td style="background:#1a1d24;border-radius:12px;padding:16px;"><div style="font-size:12px;color:#7d8394;">Resting HR</div><div style="font-size:26px;font-weight:700;">61 bpm</div></td>
<td style="background:#1a1d24;border-radius:12px;padding:16px;"><div style="font-size:12px;color:#7d8394;">Sleep</div><div style="font-size:26px;font-weight:700;">7h 02m</div></td></tr></table></td></tr>
<tr><td style="padding:14px 8px;font-size:15px;">&#128293; 12-day streak over 7,000 steps. Keep it going!</td></tr>
<tr><td style="padding:6px 8px 18px;font-size:14px;color:#b4b9c6;">October Step Up: share challenge code <b style="color:#ff5a36;">STEPUP-OCT26</b> so friends can join.</td></tr>
<tr><td style="padding:0 8px 24px;"><a href="https://paceloop.app.link/week?w=2026-40" style="color:#ff5a36;font-weight:600;">Open in the app &rarr;</a></td></tr>
<tr><td style="padding:0 8px;font-size:11px;color:#5d6270;">PaceLoop Labs &middot; 300 Canal St &middot; Boston, MA 02114<br><a href="https://paceloop.io/settings/email?u=8812094&amp;list=weekly" style="color:#5d6270;">Unsubscribe from weekly recaps</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "paceloop",
    group: "consumer",
    lang: "en",
    kind: "firmware-update",
    code: null,
    link: null,
    from: "PaceLoop <news@paceloop.io>",
    subject: "New for your Loop 3: glucose app tiles and longer battery",
    date: "Thu, 22 Oct 2026 10:30:00 -0700",
    text: `Firmware 4.12 is rolling out to Loop 3 bands this week.

What's new:
- Glucose tiles: see readings from supported sensor apps (including Glyvia) on your wrist
- Up to 9 days of battery (was 7)
- Smarter workout detection for cycling

Your band updates automatically overnight while charging and near your phone. Nothing to do.

Holiday offer: 20% off bands with code LOOPGIFT20 through 11/30/2026.

PaceLoop Labs, 300 Canal St, Boston, MA 02114
Unsubscribe: https://paceloop.io/settings/email?u=8812094&list=product`,
    html: `<!doctype html><html><body style="margin:0;background:#ffffff;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="font-family:Inter,Helvetica,Arial,sans-serif;color:#15171c;">
<tr><td style="padding:24px 0;"><img src="https://static.paceloop.io/mail/paceloop-logo-dark.png" width="120" alt="PaceLoop"></td></tr>
<tr><td><img src="https://static.paceloop.io/mail/fw412-hero.jpg" width="560" alt="Loop 3 showing a glucose tile" style="display:block;border-radius:12px;"></td></tr>
<tr><td style="padding:22px 0 8px;font-size:24px;font-weight:700;">Firmware 4.12 is here</td></tr>
<tr><td style="font-size:15px;line-height:24px;"><ul style="padding-left:18px;"><li><b>Glucose tiles:</b> see readings from supported sensor apps (including Glyvia) on your wrist</li><li>Up to <b>9 days</b> of battery (was 7)</li><li>Smarter workout detection for cycling</li></ul></td></tr>
<tr><td style="font-size:14px;color:#555;padding-bottom:18px;">Your band updates automatically overnight while charging and near your phone. Nothing to do.</td></tr>
<tr><td style="background:#fff2ee;padding:16px;border-radius:10px;font-size:14px;">Holiday offer: 20% off bands with code <b>LOOPGIFT20</b> through 11/30/2026. <a href="https://paceloop.io/shop?utm_campaign=fw412&amp;promo=LOOPGIFT20" style="color:#ff5a36;">Shop now</a></td></tr>
<tr><td style="padding:24px 0;font-size:11px;color:#888;">PaceLoop Labs &middot; 300 Canal St &middot; Boston, MA 02114<br><a href="https://paceloop.io/settings/email?u=8812094&amp;list=product" style="color:#888;">Unsubscribe</a> &middot; <a href="https://paceloop.io/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://instagram.com/paceloop" style="color:#888;">Instagram</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  // ---- BetaCell Commons (patient community forum)
  {
    family: "betacell-commons",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://community.betacellcommons.org/u/activate-account/9f7c2a18d4e05b63c1a7e2f08b94d516",
    from: "BetaCell Commons <noreply@community.betacellcommons.org>",
    subject: "[BetaCell Commons] Confirm your new account",
    date: "Fri, 04 Sep 2026 23:11:47 -0700",
    text: `Welcome to BetaCell Commons!

Click the following link to confirm and activate your new account:
https://community.betacellcommons.org/u/activate-account/9f7c2a18d4e05b63c1a7e2f08b94d516

If the above link is not clickable, try copying and pasting it into the address bar of your web browser.

BetaCell Commons is a peer community for people living with type 1 diabetes and their families. Posts here are not medical advice.

--
This email was sent to sam.reader@inbox.example by BetaCell Commons, a project of the BetaCell Foundation, 1818 Market St, Suite 3300, Philadelphia, PA 19103.`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#222;max-width:640px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:12px 0;"><img src="https://community.betacellcommons.org/uploads/default/original/1X/bcc-logo-wide.png" alt="BetaCell Commons" height="36"></td></tr></table>
<p>Welcome to BetaCell Commons!</p>
<p>Click the following link to confirm and activate your new account:<br>
<a href="https://community.betacellcommons.org/u/activate-account/9f7c2a18d4e05b63c1a7e2f08b94d516">https://community.betacellcommons.org/u/activate-account/9f7c2a18d4e05b63c1a7e2f08b94d516</a></p>
<p>If the above link is not clickable, try copying and pasting it into the address bar of your web browser.</p>
<p style="color:#666;">BetaCell Commons is a peer community for people living with type 1 diabetes and their families. Posts here are not medical advice.</p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:12px;color:#888;">This email was sent to sam.reader@inbox.example by BetaCell Commons, a project of the BetaCell Foundation, 1818 Market St, Suite 3300, Philadelphia, PA 19103.</p>
</div>`,
  },
  {
    family: "betacell-commons",
    group: "consumer",
    lang: "en",
    kind: "reply-notification",
    code: null,
    link: null,
    from: "Dana_in_Duluth via BetaCell Commons <noreply@community.betacellcommons.org>",
    subject: "[BetaCell Commons] [Insurance & Access] Prior auth for sensors expired, denied claim",
    date: "Thu, 01 Oct 2026 18:27:14 -0700",
    text: `Dana_in_Duluth replied:

Same thing happened to me in March. Call your endo's office and ask them to resubmit the PA with your last A1C and a note that you've used a CGM for 2+ years. Mine was approved in 4 business days and the pharmacy reran the claim, so I got refunded the $95.

Also worth asking the plan for a "continuity of care" exception while the PA is pending.

---
Visit Topic (https://community.betacellcommons.org/t/prior-auth-for-sensors-expired-denied-claim/48213/3) or reply to this email to respond.

To unsubscribe from these emails, click here: https://community.betacellcommons.org/email/unsubscribe/f0a4b8d2c6e1`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#222;max-width:640px;">
<table cellpadding="0" cellspacing="0" style="margin-bottom:10px;"><tr><td><img src="https://community.betacellcommons.org/user_avatar/community.betacellcommons.org/dana_in_duluth/45/912_2.png" width="45" height="45" alt="" style="border-radius:50%;"></td>
<td style="padding-left:10px;"><a href="https://community.betacellcommons.org/u/Dana_in_Duluth" style="color:#0a6b8a;font-weight:bold;text-decoration:none;">Dana_in_Duluth</a><br><span style="font-size:12px;color:#888;">October 1</span></td></tr></table>
<p>Same thing happened to me in March. Call your endo's office and ask them to resubmit the PA with your last A1C and a note that you've used a CGM for 2+ years. Mine was approved in 4 business days and the pharmacy reran the claim, so I got refunded the $95.</p>
<p>Also worth asking the plan for a &ldquo;continuity of care&rdquo; exception while the PA is pending.</p>
<hr style="border:none;border-top:1px solid #ddd;">
<p style="font-size:12px;color:#888;"><a href="https://community.betacellcommons.org/t/prior-auth-for-sensors-expired-denied-claim/48213/3" style="color:#0a6b8a;">Visit Topic</a> or reply to this email to respond.</p>
<p style="font-size:12px;color:#888;">To unsubscribe from these emails, <a href="https://community.betacellcommons.org/email/unsubscribe/f0a4b8d2c6e1" style="color:#888;">click here</a>.</p>
</div>`,
    headers: [["List-Unsubscribe", "<https://community.betacellcommons.org/email/unsubscribe/f0a4b8d2c6e1>"]],
  },
  {
    family: "betacell-commons",
    group: "consumer",
    lang: "en",
    kind: "digest",
    code: null,
    link: null,
    from: "BetaCell Commons <noreply@community.betacellcommons.org>",
    subject: "[BetaCell Commons] Summary",
    date: "Wed, 21 Oct 2026 05:00:31 -0700",
    text: `BetaCell Commons summary, since your last visit on Oct 7

Popular topics:

* Pump site rotation when you're very lean (42 replies)
  https://community.betacellcommons.org/t/pump-site-rotation-when-youre-very-lean/48702

* Halloween candy as low treatment: what counts as 15 g? (27 replies)
  https://community.betacellcommons.org/t/halloween-candy-as-low-treatment/48811

* $35 insulin cap: which pharmacies honor it with HSA plans? (19 replies)
  https://community.betacellcommons.org/t/35-insulin-cap-hsa-plans/48655

New members this week: 118

Join our November virtual meetup (Nov 14, 2026, 7 PM ET). Meeting ID 884 2210 9147, passcode 1914.

--
You're receiving this because you enabled summary emails.
Unsubscribe: https://community.betacellcommons.org/email/unsubscribe/9b1e7c03aa52
BetaCell Foundation, 1818 Market St, Suite 3300, Philadelphia, PA 19103`,
    html: null,
    headers: [["List-Unsubscribe", "<https://community.betacellcommons.org/email/unsubscribe/9b1e7c03aa52>"]],
  },
  // ---- SlotCare (appointment booking site)
  {
    family: "slotcare-md",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "804613",
    link: null,
    from: "SlotCare <verify@slotcare.com>",
    subject: "SlotCare: confirm it's you",
    date: "Tue, 15 Sep 2026 21:36:22 -0700",
    text: `Confirm it's you

Enter this code on SlotCare to verify your email and finish booking:

804 613

This code expires in 10 minutes.

SlotCare, Inc. | 60 Broad St, New York, NY 10004 | help.slotcare.com`,
    html: `<html><body style="margin:0;background:#f6f8fc;">
<table align="center" width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;margin-top:24px;font-family:'Source Sans Pro',Arial,sans-serif;color:#1d2433;">
<tr><td style="padding:26px 30px 0;"><img src="https://cdn.slotcare.com/brand/slotcare-logo-blue.png" width="118" alt="SlotCare"></td></tr>
<tr><td style="padding:20px 30px 6px;font-size:22px;font-weight:700;">Confirm it's you</td></tr>
<tr><td style="padding:0 30px 18px;font-size:15px;line-height:22px;">Enter this code on SlotCare to verify your email and finish booking:</td></tr>
<tr><td style="padding:0 30px 18px;"><span style="display:inline-block;background:#eef3ff;border-radius:6px;padding:12px 20px;font-size:30px;font-weight:700;letter-spacing:3px;color:#2454d6;">804 613</span></td></tr>
<tr><td style="padding:0 30px 26px;font-size:13px;color:#6b7280;">This code expires in 10 minutes.</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eef0f4;font-size:11px;color:#9aa1ad;">SlotCare, Inc. &middot; 60 Broad St, New York, NY 10004 &middot; <a href="https://help.slotcare.com" style="color:#9aa1ad;">Help</a> &middot; <a href="https://www.slotcare.com/privacy" style="color:#9aa1ad;">Privacy</a></td></tr>
</table></body></html>`,
  },
  {
    family: "slotcare-md",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "SlotCare <appointments@slotcare.com>",
    subject: "You're booked with Dr. Naomi Feld, DPM - Wed, Oct 7, 3:15 PM",
    date: "Tue, 15 Sep 2026 21:39:05 -0700",
    text: `You're booked!

Naomi Feld, DPM (Podiatry)
Catalina Foot & Ankle
5501 N Swan Rd, Suite 120, Tucson, AZ 85718
(520) 555-0151

Wednesday, October 7, 2026 at 3:15 PM MST
Reason: diabetic foot exam (new patient)
Insurance: HarborPeak Health Plan
Booking reference: SC-4Q8-72T1

Please arrive 15 minutes early to complete paperwork.

Need to change plans? Reschedule or cancel from your SlotCare account at least 24 hours before the appointment.

SlotCare, Inc. | 60 Broad St, New York, NY 10004`,
    html: `<html><body style="margin:0;background:#f6f8fc;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;margin-top:24px;font-family:'Source Sans Pro',Arial,sans-serif;color:#1d2433;">
<tr><td style="padding:26px 30px 0;"><img src="https://cdn.slotcare.com/brand/slotcare-logo-blue.png" width="118" alt="SlotCare"></td></tr>
<tr><td style="padding:20px 30px 14px;font-size:24px;font-weight:700;">You're booked!</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e3e8f2;border-radius:8px;"><tr>
<td width="72" valign="top" style="padding:14px;"><img src="https://cdn.slotcare.com/providers/1029384/headshot_144.jpg" width="56" height="56" alt="Naomi Feld, DPM" style="border-radius:50%;"></td>
<td style="padding:14px 14px 14px 0;font-size:14px;line-height:21px;"><b>Naomi Feld, DPM</b> &middot; Podiatry<br>Catalina Foot &amp; Ankle<br>5501 N Swan Rd, Suite 120, Tucson, AZ 85718<br>(520) 555-0151</td></tr>
<tr><td colspan="2" style="padding:12px 14px;background:#eef3ff;font-size:15px;"><b>Wed, Oct 7, 2026 &middot; 3:15 PM MST</b></td></tr></table></td></tr>
<tr><td style="padding:16px 30px;font-size:14px;line-height:22px;">Reason: diabetic foot exam (new patient)<br>Insurance: HarborPeak Health Plan<br>Booking reference: SC-4Q8-72T1<br><br>Please arrive 15 minutes early to complete paperwork.</td></tr>
<tr><td style="padding:0 30px 24px;"><a href="https://www.slotcare.com/appointments/SC-4Q8-72T1?utm_source=confirm_email" style="color:#2454d6;font-weight:600;">Reschedule or cancel</a> &nbsp; <a href="https://www.slotcare.com/appointments/SC-4Q8-72T1/calendar.ics" style="color:#2454d6;font-weight:600;">Add to calendar</a></td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eef0f4;font-size:11px;color:#9aa1ad;">SlotCare, Inc. &middot; 60 Broad St, New York, NY 10004 &middot; <a href="https://www.slotcare.com/privacy" style="color:#9aa1ad;">Privacy</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "slotcare-md",
    group: "consumer",
    lang: "es",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "SlotCare <appointments@slotcare.com>",
    subject: "Recordatorio: su cita es mañana a las 3:15 p. m.",
    date: "Tue, 06 Oct 2026 15:15:00 -0700",
    text: `Recordatorio de cita

Mañana, miércoles 7 de octubre de 2026, a las 3:15 p. m. (hora de Arizona)
Naomi Feld, DPM - Podología
Catalina Foot & Ankle, 5501 N Swan Rd, Suite 120, Tucson, AZ 85718
Teléfono del consultorio: (520) 555-0151
Referencia de la reserva: SC-4Q8-72T1

Lleve su identificación y su tarjeta del seguro. Si usa medias de compresión o plantillas, tráigalas.

Para cambiar o cancelar, entre a su cuenta de SlotCare.

SlotCare, Inc. | 60 Broad St, New York, NY 10004`,
    html: `<html lang="es"><body style="margin:0;background:#f6f8fc;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;margin-top:24px;font-family:'Source Sans Pro',Arial,sans-serif;color:#1d2433;">
<tr><td style="padding:26px 30px 0;"><img src="https://cdn.slotcare.com/brand/slotcare-logo-blue.png" width="118" alt="SlotCare"></td></tr>
<tr><td style="padding:20px 30px 10px;font-size:22px;font-weight:700;">Su cita es mañana</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="12" cellspacing="0" style="background:#eef3ff;border-radius:8px;font-size:14px;line-height:22px;"><tr><td>
<b>miércoles 7 de octubre de 2026 &middot; 3:15 p.&nbsp;m.</b> (hora de Arizona)<br>Naomi Feld, DPM &middot; Podología<br>Catalina Foot &amp; Ankle, 5501 N Swan Rd, Suite 120, Tucson, AZ 85718<br>Tel. (520) 555-0151 &middot; Referencia SC-4Q8-72T1</td></tr></table></td></tr>
<tr><td style="padding:16px 30px;font-size:14px;line-height:22px;">Lleve su identificación y su tarjeta del seguro. Si usa medias de compresión o plantillas, tráigalas.</td></tr>
<tr><td style="padding:0 30px 24px;"><a href="https://www.slotcare.com/es/appointments/SC-4Q8-72T1?utm_source=reminder_24h" style="color:#2454d6;font-weight:600;">Cambiar o cancelar</a></td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eef0f4;font-size:11px;color:#9aa1ad;">SlotCare, Inc. &middot; 60 Broad St, New York, NY 10004 &middot; <a href="https://www.slotcare.com/es/privacidad" style="color:#9aa1ad;">Privacidad</a> &middot; <a href="https://www.slotcare.com/settings/notifications" style="color:#9aa1ad;">Notificaciones</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  // ---- Tamarack National Bank
  {
    family: "tamarack-bank",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "31870265",
    link: null,
    from: "Tamarack National Bank <alerts@notify.tamarackbank.com>",
    subject: "Your Tamarack one-time passcode",
    date: "Fri, 18 Sep 2026 13:05:27 -0700",
    text: `Tamarack National Bank

Your one-time passcode is: 31870265

You requested this passcode to sign in to Tamarack Online Banking from a new browser. It expires in 10 minutes.

We will never call, text or email you to ask for this passcode. If someone asks you for it, it's a scam. Hang up and call us at 1-800-555-0170 (number on the back of your card).

Tamarack National Bank. Member FDIC. Equal Housing Lender.
This is an automated message. Please do not reply.`,
    html: `<html><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#ececec"><tr><td align="center" style="padding:18px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,Arial,sans-serif;color:#222;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #7a1f2b;"><img src="https://www.tamarackbank.com/content/dam/email/tnb-logo.gif" width="190" height="38" alt="Tamarack National Bank"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;">
<p style="margin:0 0 14px;">Your one-time passcode is:</p>
<p style="margin:0 0 18px;font-size:28px;font-weight:bold;color:#7a1f2b;font-family:'Courier New',monospace;">31870265</p>
<p style="margin:0 0 14px;">You requested this passcode to sign in to Tamarack Online Banking from a new browser. It expires in 10 minutes.</p>
<table cellpadding="12" cellspacing="0" width="100%" style="background:#fff6e5;border-left:4px solid #e0a100;"><tr><td style="font-size:13px;"><b>We will never call, text or email you to ask for this passcode.</b> If someone asks you for it, it's a scam. Hang up and call us at 1-800-555-0170 (number on the back of your card).</td></tr></table>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f4f4;font-size:10px;line-height:15px;color:#777;">Tamarack National Bank. Member FDIC. <img src="https://www.tamarackbank.com/content/dam/email/ehl.gif" width="14" alt="Equal Housing Lender"> Equal Housing Lender.<br>This is an automated message. Please do not reply. <a href="https://www.tamarackbank.com/security" style="color:#777;">Security Center</a> | <a href="https://www.tamarackbank.com/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "tamarack-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Tamarack National Bank <estatements@notify.tamarackbank.com>",
    subject: "Your eStatement is available",
    date: "Sat, 03 Oct 2026 02:14:09 -0700",
    text: `Dear Sam Reader,

Your eStatement for Everyday Checking ending in 6604 for the period 09/03/2026 through 10/02/2026 is now available in Tamarack Online Banking.

To view it, sign in and select Statements & Documents.

Ending balance: $3,482.15

Tamarack National Bank. Member FDIC.
Please do not reply to this email. For questions call 1-800-555-0170.
Tamarack National Bank, 250 W Congress St, Tucson, AZ 85701`,
    html: null,
  },
  {
    family: "tamarack-bank",
    group: "consumer",
    lang: "en",
    kind: "payee-added",
    code: null,
    link: null,
    from: "Tamarack National Bank <alerts@notify.tamarackbank.com>",
    subject: "Alert: a new bill pay payee was added",
    date: "Tue, 20 Oct 2026 18:48:33 -0700",
    text: `Tamarack Alert

A new payee was added to Bill Pay for your account ending in 6604.

Payee: LARKSPUR HEALTH
Account number: ******8827
Added: 10/20/2026 6:47 PM MST
First payment scheduled: $142.60 on 10/28/2026

If you made this change, no action is needed.

If you didn't, call us immediately at 1-800-555-0170.

Manage alerts in Tamarack Online Banking under Profile > Alerts.
Tamarack National Bank. Member FDIC.`,
    html: `<html><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#ececec"><tr><td align="center" style="padding:18px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,Arial,sans-serif;color:#222;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #7a1f2b;"><img src="https://www.tamarackbank.com/content/dam/email/tnb-logo.gif" width="190" height="38" alt="Tamarack National Bank"></td></tr>
<tr><td style="padding:20px 24px 6px;font-size:17px;font-weight:bold;">A new payee was added to Bill Pay</td></tr>
<tr><td style="padding:6px 24px;"><table cellpadding="6" cellspacing="0" width="100%" style="font-size:13px;border:1px solid #ddd;">
<tr><td width="45%" style="color:#666;">Account</td><td>Everyday Checking ending in 6604</td></tr>
<tr><td style="color:#666;">Payee</td><td>LARKSPUR HEALTH</td></tr>
<tr><td style="color:#666;">Payee account number</td><td>******8827</td></tr>
<tr><td style="color:#666;">Added</td><td>10/20/2026 6:47 PM MST</td></tr>
<tr><td style="color:#666;">First payment scheduled</td><td>$142.60 on 10/28/2026</td></tr></table></td></tr>
<tr><td style="padding:14px 24px;font-size:13px;line-height:20px;">If you made this change, no action is needed. If you didn't, call us immediately at <b>1-800-555-0170</b>.</td></tr>
<tr><td style="padding:14px 24px;background:#f4f4f4;font-size:10px;line-height:15px;color:#777;">Tamarack National Bank. Member FDIC. <a href="https://online.tamarackbank.com/profile/alerts" style="color:#777;">Manage alerts</a> | <a href="https://www.tamarackbank.com/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---- Lodestar credit card
  {
    family: "lodestar-card",
    group: "consumer",
    lang: "en",
    kind: "purchase-code",
    code: "591638",
    link: null,
    from: "Lodestar Card <verify@lodestarcard.com>",
    subject: "Verification code for your purchase at SCRIPTHARBOR",
    date: "Sat, 17 Oct 2026 09:12:56 -0700",
    text: `Lodestar Card

Your verification code is 591638.

Use it to approve a $95.00 purchase at SCRIPTHARBOR MAIL PHARM on your Lodestar Cash Rewards card ending in 2275.

The code expires in 5 minutes. Lodestar will never call to ask for it.

Don't recognize this purchase? Don't enter the code. Call us at 1-888-555-0112.

Lodestar Financial, 77 Meridian Plaza, Wilmington, DE 19801`,
    html: `<html><body style="margin:0;background:#f1f3f6;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#1b2333;margin-top:20px;">
<tr><td style="background:#10213f;padding:16px 24px;"><img src="https://www.lodestarcard.com/assets/email/lodestar-star-white.png" width="120" alt="Lodestar"></td></tr>
<tr><td style="padding:24px 24px 8px;font-size:15px;">Use this code to approve your purchase:</td></tr>
<tr><td style="padding:6px 24px 16px;"><table cellpadding="0" cellspacing="0"><tr><td style="border:2px solid #10213f;padding:10px 22px;font-size:30px;font-weight:bold;letter-spacing:5px;">591638</td></tr></table></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f7f8fa;">
<tr><td>Merchant</td><td align="right">SCRIPTHARBOR MAIL PHARM</td></tr>
<tr><td>Amount</td><td align="right">$95.00</td></tr>
<tr><td>Card</td><td align="right">Cash Rewards &bull;&bull;&bull;&bull; 2275</td></tr></table></td></tr>
<tr><td style="padding:16px 24px 24px;font-size:12px;line-height:18px;color:#555;">The code expires in 5 minutes. Lodestar will never call to ask for it. Don't recognize this purchase? Don't enter the code. Call us at 1-888-555-0112.</td></tr>
<tr><td style="padding:14px 24px;background:#f1f3f6;font-size:10px;color:#7b8494;">Lodestar Financial &middot; 77 Meridian Plaza &middot; Wilmington, DE 19801 &middot; <a href="https://www.lodestarcard.com/privacy" style="color:#7b8494;">Privacy</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "lodestar-card",
    group: "consumer",
    lang: "en",
    kind: "payment-posted",
    code: null,
    link: null,
    from: "Lodestar Card <alerts@lodestarcard.com>",
    subject: "We received your payment",
    date: "Thu, 24 Sep 2026 06:31:40 -0700",
    text: `Hi Sam,

Thanks! We received your payment of $612.48 to your Lodestar Cash Rewards card ending in 2275 on 09/23/2026.

Current balance: $188.09
Available credit: $7,311.91
Next statement closes: 10/08/2026

Payments may take 1-2 business days to show in your available credit.

Lodestar Financial, 77 Meridian Plaza, Wilmington, DE 19801
Manage alerts: https://www.lodestarcard.com/account/alerts`,
    html: `<html><body style="margin:0;background:#f1f3f6;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#1b2333;margin-top:20px;">
<tr><td style="background:#10213f;padding:16px 24px;"><img src="https://www.lodestarcard.com/assets/email/lodestar-star-white.png" width="120" alt="Lodestar"></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:20px;font-weight:bold;">Payment received</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;line-height:21px;">Hi Sam, thanks! We received your payment of <b>$612.48</b> to your card ending in 2275 on 09/23/2026.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-top:1px solid #e3e6eb;">
<tr><td>Current balance</td><td align="right">$188.09</td></tr>
<tr><td>Available credit</td><td align="right">$7,311.91</td></tr>
<tr><td>Next statement closes</td><td align="right">10/08/2026</td></tr></table></td></tr>
<tr><td style="padding:14px 24px 22px;font-size:12px;color:#666;">Payments may take 1&ndash;2 business days to show in your available credit. <a href="https://www.lodestarcard.com/account/activity?src=pmt_alert" style="color:#10213f;">View activity</a></td></tr>
<tr><td style="padding:14px 24px;background:#f1f3f6;font-size:10px;color:#7b8494;">Lodestar Financial &middot; 77 Meridian Plaza &middot; Wilmington, DE 19801 &middot; <a href="https://www.lodestarcard.com/account/alerts" style="color:#7b8494;">Manage alerts</a></td></tr>
</table></body></html>`,
  },
  {
    family: "lodestar-card",
    group: "consumer",
    lang: "es",
    kind: "autopay-enabled",
    code: null,
    link: null,
    from: "Lodestar Card <alertas@lodestarcard.com>",
    subject: "Activó los pagos automáticos",
    date: "Sun, 25 Oct 2026 16:04:18 -0700",
    text: `Hola, Sam:

Confirmamos que activó los pagos automáticos para su tarjeta Lodestar Cash Rewards que termina en 2275.

Monto: saldo del estado de cuenta
Cuenta de pago: Tamarack National Bank, cuenta que termina en 6604
Primer pago: 02/11/2026 (fecha de vencimiento de su próximo estado de cuenta)

Puede cambiar o cancelar los pagos automáticos en cualquier momento en su cuenta en línea o llamando al 1-888-555-0113 (servicio en español).

Si usted no hizo este cambio, llámenos de inmediato.

Lodestar Financial, 77 Meridian Plaza, Wilmington, DE 19801`,
    html: `<html lang="es"><body style="margin:0;background:#f1f3f6;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#1b2333;margin-top:20px;">
<tr><td style="background:#10213f;padding:16px 24px;"><img src="https://www.lodestarcard.com/assets/email/lodestar-star-white.png" width="120" alt="Lodestar"></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:20px;font-weight:bold;">Pagos automáticos activados</td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;line-height:21px;">Hola, Sam: confirmamos que activó los pagos automáticos para su tarjeta Lodestar Cash Rewards que termina en 2275.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-top:1px solid #e3e6eb;">
<tr><td>Monto</td><td align="right">Saldo del estado de cuenta</td></tr>
<tr><td>Cuenta de pago</td><td align="right">Tamarack National Bank &bull;&bull;&bull;&bull; 6604</td></tr>
<tr><td>Primer pago</td><td align="right">02/11/2026</td></tr></table></td></tr>
<tr><td style="padding:14px 24px 22px;font-size:12px;line-height:18px;color:#666;">Puede cambiar o cancelar los pagos automáticos en cualquier momento en su cuenta en línea o llamando al 1-888-555-0113 (servicio en español). Si usted no hizo este cambio, llámenos de inmediato.</td></tr>
<tr><td style="padding:14px 24px;background:#f1f3f6;font-size:10px;color:#7b8494;">Lodestar Financial &middot; 77 Meridian Plaza &middot; Wilmington, DE 19801 &middot; <a href="https://www.lodestarcard.com/es/privacidad" style="color:#7b8494;">Privacidad</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];
