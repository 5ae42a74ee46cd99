/**
 * The inbox of a small bookkeeping office in Spain and Portugal over two autumn months: tax agencies,
 * certificates, social security, e-invoicing, banks, payroll, signing, a client portal, accounting
 * software, a document courier, the telco and a professional association, most of it notices.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2025 (`tz` as printed, e.g. "+0200"). */
function when(month: number, day: number, time: string, tz = "+0200"): string {
  const d = new Date(Date.UTC(2025, month - 1, day));
  return `${DAYS[d.getUTCDay()]}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2025 ${time}:${
    String((day * 7 + month * 13) % 60).padStart(2, "0")
  } ${tz}`;
}

const OFFICE = "Gestoría Ribas & Lousada <despacho@ribaslousada.es>";

const PDF = (title: string) =>
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

// ---------------------------------------------------------------- Hacienda Foral de Arratia (fictional)

function arratia(body: string, pre: string): string {
  return `<!DOCTYPE html><html lang="eu"><head><meta charset="utf-8"><title>Arratiako Foru Ogasuna</title></head>
<body style="margin:0;background:#eef0f2;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="display:none;max-height:0;overflow:hidden">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef0f2"><tr><td align="center" style="padding:18px 8px">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #a3182b">
<tr><td style="padding:16px 24px;border-bottom:1px solid #ddd">
 <table width="100%"><tr><td><img src="https://egoitza.arratiaogasuna.eus/img/armarria.png" alt="Arratiako Foru Aldundia / Diputación Foral de Arratia" width="190" height="44"></td>
 <td align="right" style="font-size:11px;color:#666">Egoitza elektronikoa<br>Sede electrónica</td></tr></table></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.55">${body}</td></tr>
<tr><td style="padding:14px 24px;background:#f6f6f6;font-size:11px;color:#777;line-height:1.5">
 Arratiako Foru Ogasuna · Kale Nagusia 14, 48140 Igorre · 944 010 220<br>
 Mezu hau automatikoki sortu da; ez erantzun. / Este mensaje se ha generado automáticamente; no responda.<br>
 <a href="https://egoitza.arratiaogasuna.eus/eu/pribatutasuna" style="color:#a3182b">Pribatutasuna</a> ·
 <a href="https://egoitza.arratiaogasuna.eus/es/accesibilidad" style="color:#a3182b">Accesibilidad</a> ·
 <a href="https://egoitza.arratiaogasuna.eus/laguntza" style="color:#a3182b">Laguntza / Ayuda</a>
</td></tr></table></td></tr></table></body></html>`;
}

const arratia_mails: Mail[] = [
  {
    family: "ogasun-arratia",
    group: "regional",
    lang: "eu",
    kind: "filing-receipt",
    code: null,
    link: null,
    from: "Arratiako Foru Ogasuna <jakinarazpenak@arratiaogasuna.eus>",
    to: OFFICE,
    subject: "Aurkezpen-agiria / Justificante de presentación - 303 eredua 2025 3T",
    date: when(10, 20, "18:41"),
    text: `ARRATIAKO FORU OGASUNA - AURKEZPEN-AGIRIA
HACIENDA FORAL DE ARRATIA - JUSTIFICANTE DE PRESENTACIÓN

Eredua / Modelo: 303 - BEZ / IVA autoliquidación
Aldia / Periodo: 2025 - 3T
Zergaduna / Obligado: ERREMENTARI TALDEA SL - B95417720
Aurkezlea / Presentador: RIBAS LOUSADA ASESORES SLP - B27640118
Emaitza / Resultado: Ordaintzeko / A ingresar 1.284,37 EUR
Helbideratzea / Domiciliación: ES21 •••• •••• •••• 4821
Sarrera-zenbakia / Nº de entrada: 2025/303/0048817
Data eta ordua / Fecha y hora: 2025-10-20 18:41:07
EBK / CSV: ARR7Q2K99XH4M0TB

Aurkezpena behar bezala erregistratu da. Agiria PDF formatuan erantsita doa.
La presentación se ha registrado correctamente. Se adjunta el justificante en PDF.

Agiriaren egiaztapena / Cotejo del documento:
https://egoitza.arratiaogasuna.eus/egiaztatu?csv=ARR7Q2K99XH4M0TB

Arratiako Foru Ogasuna · Kale Nagusia 14, 48140 Igorre · 944 010 220
`,
    html: arratia(
      `<p style="margin:0 0 6px;font-size:18px;color:#a3182b"><b>Aurkezpen-agiria</b> / <i>Justificante de presentación</i></p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;width:100%;margin:12px 0">
<tr style="background:#faf2f3"><td style="border:1px solid #e5d0d3;width:42%">Eredua / Modelo</td><td style="border:1px solid #e5d0d3"><b>303</b> - BEZ / IVA</td></tr>
<tr><td style="border:1px solid #e5d0d3">Aldia / Periodo</td><td style="border:1px solid #e5d0d3">2025 - 3T</td></tr>
<tr style="background:#faf2f3"><td style="border:1px solid #e5d0d3">Zergaduna / Obligado</td><td style="border:1px solid #e5d0d3">ERREMENTARI TALDEA SL - B95417720</td></tr>
<tr><td style="border:1px solid #e5d0d3">Aurkezlea / Presentador</td><td style="border:1px solid #e5d0d3">RIBAS LOUSADA ASESORES SLP - B27640118</td></tr>
<tr style="background:#faf2f3"><td style="border:1px solid #e5d0d3">Emaitza / Resultado</td><td style="border:1px solid #e5d0d3">Ordaintzeko / A ingresar <b>1.284,37 €</b></td></tr>
<tr><td style="border:1px solid #e5d0d3">Helbideratzea / Domiciliación</td><td style="border:1px solid #e5d0d3">ES21 •••• •••• •••• 4821</td></tr>
<tr style="background:#faf2f3"><td style="border:1px solid #e5d0d3">Sarrera-zenbakia / Nº de entrada</td><td style="border:1px solid #e5d0d3">2025/303/0048817</td></tr>
<tr><td style="border:1px solid #e5d0d3">Data / Fecha</td><td style="border:1px solid #e5d0d3">2025-10-20 18:41:07</td></tr>
<tr style="background:#faf2f3"><td style="border:1px solid #e5d0d3">EBK / CSV</td><td style="border:1px solid #e5d0d3;font-family:Courier New,monospace">ARR7Q2K99XH4M0TB</td></tr>
</table>
<p>Aurkezpena behar bezala erregistratu da. Agiria PDF formatuan erantsita doa.<br><span style="color:#555">La presentación se ha registrado correctamente. Se adjunta el justificante en PDF.</span></p>
<p style="font-size:12px">Agiriaren egiaztapena / Cotejo: <a href="https://egoitza.arratiaogasuna.eus/egiaztatu?csv=ARR7Q2K99XH4M0TB" style="color:#a3182b">egoitza.arratiaogasuna.eus/egiaztatu</a></p>`,
      "303 eredua, 2025 3T: aurkezpena erregistratuta",
    ),
    enc: "qp",
    attachment: ["303_2025_3T_B95417720.pdf", "application/pdf", PDF("Modelo 303 2025 3T")],
  },
  {
    family: "ogasun-arratia",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "839104",
    link: null,
    from: "Hacienda Foral de Arratia <no-responder@arratiaogasuna.eus>",
    to: OFFICE,
    subject: "Código de acceso a la Sede electrónica",
    date: when(10, 6, "09:12"),
    text: `Hacienda Foral de Arratia - Sede electrónica

Ha solicitado acceder a la Sede electrónica con usuario y contraseña (NIF B27640118).
Para completar el acceso introduzca el siguiente código de un solo uso:

    839 104

El código caduca a los 5 minutos. Si no ha sido usted, no lo facilite a nadie y llame al 944 010 220
(lunes a viernes, 8:30-14:00).

Hacienda Foral de Arratia · Kale Nagusia 14, 48140 Igorre
`,
    html: arratia(
      `<p style="margin:0 0 12px">Ha solicitado acceder a la Sede electrónica con usuario y contraseña (NIF B27640118).</p>
<p style="margin:0 0 12px">Para completar el acceso introduzca el siguiente código de un solo uso:</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:18px auto"><tr>
<td style="background:#faf2f3;border:1px solid #e5d0d3;padding:14px 28px;font-size:30px;letter-spacing:8px;font-family:Courier New,monospace;font-weight:bold;color:#a3182b">839 104</td>
</tr></table>
<p style="font-size:13px;color:#555">El código caduca a los 5 minutos. Si no ha sido usted, no lo facilite a nadie y llame al 944 010 220 (lunes a viernes, 8:30-14:00).</p>`,
      "Su código de acceso caduca en 5 minutos",
    ),
  },
  {
    family: "ogasun-arratia",
    group: "regional",
    lang: "eu",
    kind: "deadline-reminder",
    code: null,
    link: null,
    from: "Arratiako Foru Ogasuna <jakinarazpenak@arratiaogasuna.eus>",
    to: OFFICE,
    subject: "Gogorarazpena: urriko aitorpenen epea urriaren 20an amaitzen da",
    date: when(10, 13, "08:02"),
    text: `Kaixo,

Gogorarazten dizugu 2025eko hirugarren hiruhilekoko aitorpenak aurkezteko epea
urriaren 20an, astelehenean, amaitzen dela:

  - 303 eredua (BEZ) - helbideratzearekin: urriaren 15era arte
  - 111 eta 115 ereduak (atxikipenak)
  - 130 eredua (PFEZ zatikako ordainketa)

Zure bezero-zerrendan 12 zergadunek aitorpenen bat dute zain.
Zerrenda Egoitza elektronikoko "Nire aurkezleak" atalean ikus dezakezu.

Egutegi osoa: https://www.arratiaogasuna.eus/eu/zerga-egutegia-2025

Arratiako Foru Ogasuna · 944 010 220
`,
    html: arratia(
      `<p>Kaixo,</p><p>Gogorarazten dizugu 2025eko hirugarren hiruhilekoko aitorpenak aurkezteko epea <b>urriaren 20an, astelehenean</b>, amaitzen dela:</p>
<ul style="padding-left:18px"><li>303 eredua (BEZ) - helbideratzearekin: urriaren 15era arte</li><li>111 eta 115 ereduak (atxikipenak)</li><li>130 eredua (PFEZ zatikako ordainketa)</li></ul>
<p>Zure bezero-zerrendan <b>12 zergadunek</b> aitorpenen bat dute zain. Zerrenda Egoitza elektronikoko «Nire aurkezleak» atalean ikus dezakezu.</p>
<p><a href="https://www.arratiaogasuna.eus/eu/zerga-egutegia-2025" style="color:#a3182b">Zerga-egutegia 2025</a></p>`,
      "303, 111, 115 eta 130 ereduak: urriaren 20a",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Certifica Ibérica (fictional CA)

const certifica_mails: Mail[] = [
  {
    family: "certifica-iberia",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://registro.certificaiberica.es/solicitud/confirmar-correo?sol=RP-2025-118406&t=8c1f0e6b5d9a4e27b3c4",
    from: "Certifica Ibérica <registro@certificaiberica.es>",
    to: OFFICE,
    subject: "Confirme su correo para continuar la solicitud RP-2025-118406",
    date: when(9, 16, "11:27"),
    text: `Certifica Ibérica - Certificados cualificados

Hemos recibido una solicitud de certificado de representante de persona jurídica:

  Solicitud:     RP-2025-118406
  Entidad:       TALLERES IZAGUIRRE SL (B20558813)
  Representante: Marta Lousada Iglesias
  Tarifa:        45,00 € + IVA (validez 2 años)

Antes de acudir a la oficina de registro debe confirmar su dirección de correo electrónico:

https://registro.certificaiberica.es/solicitud/confirmar-correo?sol=RP-2025-118406&t=8c1f0e6b5d9a4e27b3c4

El enlace es válido durante 72 horas. Después, pida cita en cualquiera de nuestras 140 oficinas
de registro con el número de solicitud y su DNI.

Preguntas frecuentes: https://www.certificaiberica.es/ayuda
Certifica Ibérica S.A. · Paseo de la Castellana 201, 28046 Madrid · 910 555 870
`,
    html: `<html><body style="margin:0;padding:0;background:#f3f6f9">
<span style="display:none!important;font-size:1px;color:#f3f6f9">Un paso más para su certificado de representante</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f6f9"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Segoe UI,Arial,sans-serif;font-size:15px;color:#1d2b3a">
<tr><td bgcolor="#0e3b63" style="padding:20px 30px"><img src="https://www.certificaiberica.es/mail/logo-blanco.png" alt="Certifica Ibérica" width="170" height="36" style="display:block"></td></tr>
<tr><td style="padding:30px 30px 10px"><h1 style="margin:0;font-size:22px;font-weight:600">Confirme su dirección de correo</h1></td></tr>
<tr><td style="padding:10px 30px">Hemos recibido una solicitud de certificado de representante de persona jurídica:</td></tr>
<tr><td style="padding:6px 30px"><table cellpadding="4" cellspacing="0" style="font-size:14px;color:#44525f">
<tr><td>Solicitud</td><td><b>RP-2025-118406</b></td></tr><tr><td>Entidad</td><td>TALLERES IZAGUIRRE SL (B20558813)</td></tr>
<tr><td>Representante</td><td>Marta Lousada Iglesias</td></tr><tr><td>Tarifa</td><td>45,00 € + IVA (validez 2 años)</td></tr></table></td></tr>
<tr><td style="padding:10px 30px">Antes de acudir a la oficina de registro debe confirmar su dirección de correo electrónico.</td></tr>
<tr><td align="center" style="padding:20px 30px"><table cellpadding="0" cellspacing="0"><tr><td bgcolor="#1f7a4c" style="border-radius:4px">
<a href="https://registro.certificaiberica.es/solicitud/confirmar-correo?sol=RP-2025-118406&amp;t=8c1f0e6b5d9a4e27b3c4" style="display:inline-block;padding:13px 30px;color:#ffffff;text-decoration:none;font-weight:600">Confirmar correo</a></td></tr></table></td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;color:#5f6b76">El enlace es válido durante 72 horas. Después, pida cita en cualquiera de nuestras 140 oficinas de registro con el número de solicitud y su DNI.</td></tr>
<tr><td bgcolor="#eef2f6" style="padding:18px 30px;font-size:11px;color:#7a8692">
<a href="https://www.certificaiberica.es/ayuda" style="color:#0e3b63">Preguntas frecuentes</a> · <a href="https://www.certificaiberica.es/oficinas" style="color:#0e3b63">Oficinas de registro</a> · <a href="https://www.certificaiberica.es/privacidad" style="color:#0e3b63">Privacidad</a><br>
Certifica Ibérica S.A. · Paseo de la Castellana 201, 28046 Madrid · 910 555 870 · © 2025</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "certifica-iberia",
    group: "regional",
    lang: "pt",
    kind: "certificate-expiry",
    code: null,
    link: null,
    from: "Certifica Ibérica Portugal <avisos@certificaiberica.pt>",
    to: "Ribas & Lousada Porto <porto@ribaslousada.pt>",
    subject: "O seu certificado qualificado expira dentro de 30 dias",
    date: when(10, 27, "07:30", "+0000"),
    text: `Certifica Ibérica Portugal

Caro(a) cliente,

O certificado qualificado de assinatura eletrónica abaixo expira dentro de 30 dias:

  Titular: Rui Manuel Lousada Pereira
  Entidade: Ribas & Lousada - Contabilidade, Lda. (NIPC 514 882 370)
  Número de série: 4F:19:A2:07:6C:3B:88:D1
  Válido até: 26/11/2025 23:59

Para evitar a interrupção da entrega de declarações e da assinatura de documentos, renove-o
a partir da sua área de cliente. A renovação custa 39,90 € + IVA e não requer deslocação enquanto
o certificado atual estiver válido.

Área de cliente: https://cliente.certificaiberica.pt
Apoio: 213 550 640 (dias úteis, 9h-18h)

Certifica Ibérica Portugal, S.A. · Av. da Liberdade 190, 1250-147 Lisboa
`,
    html: `<!doctype html><html lang="pt"><body style="margin:0;background:#ffffff">
<div style="max-width:560px;margin:0 auto;font-family:Helvetica,Arial,sans-serif;color:#23303c;font-size:15px;line-height:22px">
<div style="padding:24px 0;border-bottom:2px solid #0e3b63"><img src="https://www.certificaiberica.pt/img/logo.png" alt="Certifica Ibérica Portugal" width="160"></div>
<p style="margin-top:26px">Caro(a) cliente,</p>
<p>O certificado qualificado de assinatura eletrónica abaixo <b>expira dentro de 30 dias</b>:</p>
<div style="background:#fff7e6;border-left:4px solid #e2a200;padding:12px 16px;font-size:14px">
Titular: Rui Manuel Lousada Pereira<br>Entidade: Ribas &amp; Lousada - Contabilidade, Lda. (NIPC 514 882 370)<br>
Número de série: 4F:19:A2:07:6C:3B:88:D1<br>Válido até: <b>26/11/2025 23:59</b></div>
<p>Para evitar a interrupção da entrega de declarações e da assinatura de documentos, renove-o a partir da sua <a href="https://cliente.certificaiberica.pt" style="color:#0e3b63">área de cliente</a>. A renovação custa 39,90 € + IVA e não requer deslocação enquanto o certificado atual estiver válido.</p>
<p style="font-size:13px;color:#667">Apoio: 213 550 640 (dias úteis, 9h-18h)</p>
<p style="font-size:11px;color:#99a;border-top:1px solid #e3e6ea;padding-top:14px">Certifica Ibérica Portugal, S.A. · Av. da Liberdade 190, 1250-147 Lisboa · <a href="https://www.certificaiberica.pt/privacidade" style="color:#99a">Política de privacidade</a></p>
</div></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- AfiliaRED (fictional social-security portal)

const afiliared_mails: Mail[] = [
  {
    family: "afiliared",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "K7Q-2M9",
    link: null,
    from: "Portal AfiliaRED <noreply@afiliared.seg-social.example.es>",
    to: OFFICE,
    subject: "AfiliaRED: código de verificación",
    date: when(9, 29, "10:03"),
    text: `Portal AfiliaRED - Tesorería de la Seguridad Social

Autorizado RED: 0287411 (RIBAS LOUSADA ASESORES SLP)

Su código de verificación es: K7Q-2M9

Introdúzcalo en la pantalla de acceso. Caduca a las 10:13.
Si no ha intentado acceder, cambie su contraseña y comuníquelo al Centro de Atención
a Autorizados: 901 50 20 50.

No responda a este correo.
`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#000">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#00476b;padding:10px 14px;color:#fff;font-size:15px"><b>Portal AfiliaRED</b> &nbsp;|&nbsp; Tesorería de la Seguridad Social</td></tr>
<tr><td style="padding:18px 14px;border:1px solid #00476b;border-top:0">
<p>Autorizado RED: 0287411 (RIBAS LOUSADA ASESORES SLP)</p>
<p>Su código de verificación es: <span style="font-size:20px;font-weight:bold;font-family:Consolas,monospace;background:#e8f1f6;padding:3px 8px">K7Q-2M9</span></p>
<p>Introdúzcalo en la pantalla de acceso. Caduca a las 10:13.</p>
<p>Si no ha intentado acceder, cambie su contraseña y comuníquelo al Centro de Atención a Autorizados: 901 50 20 50.</p>
<p style="color:#777;font-size:11px">No responda a este correo. <a href="https://afiliared.seg-social.example.es/ayuda">Ayuda</a> · <a href="https://afiliared.seg-social.example.es/aviso-legal">Aviso legal</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "afiliared",
    group: "regional",
    lang: "es",
    kind: "settlement-notice",
    code: null,
    link: null,
    from: "Portal AfiliaRED <noreply@afiliared.seg-social.example.es>",
    to: OFFICE,
    subject: "Liquidación confirmada - CCC 48/1093377/21 - periodo 09/2025",
    date: when(10, 24, "16:55"),
    text: `PORTAL AFILIARED - SISTEMA DE LIQUIDACIÓN DIRECTA

Se ha confirmado la siguiente liquidación de cuotas:

Código Cuenta Cotización : 48/1093377/21
Razón social             : ERREMENTARI TALDEA SL
Periodo de liquidación   : 09/2025 - 09/2025
Tipo de liquidación      : L00 (normal)
Número de trabajadores   : 7
Importe total            : 3.412,08 EUR
Modalidad de pago        : cargo en cuenta ES21 **** **** **** 4821
Fecha de cargo prevista  : 31/10/2025
Identificador            : 250924483301872

El recibo de liquidación de cotizaciones (RLC) y la relación nominal de trabajadores (RNT)
estarán disponibles en el servicio "Consulta de liquidaciones" a partir del día siguiente al cargo.

Este mensaje se ha generado automáticamente. No responda a esta dirección.
`,
    html: null,
    enc: "qp",
  },
  {
    family: "afiliared",
    group: "regional",
    lang: "es",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Portal AfiliaRED <noreply@afiliared.seg-social.example.es>",
    to: OFFICE,
    subject: "Cambio de contraseña del usuario RED",
    date: when(11, 3, "12:20", "+0100"),
    text: `Portal AfiliaRED

Le informamos de que la contraseña del usuario 0287411-02 (Laura Ribas Ferrer) se modificó
el 03/11/2025 a las 12:19 desde la dirección IP 83.44.190.12.

Si ha sido usted, no tiene que hacer nada.
Si no reconoce este cambio, llame de inmediato al 901 50 20 50 o bloquee el usuario desde
https://afiliared.seg-social.example.es/bloqueo

No responda a este correo.
`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#00476b;padding:10px 14px;color:#fff;font-size:15px"><b>Portal AfiliaRED</b></td></tr>
<tr><td style="padding:18px 14px;border:1px solid #00476b;border-top:0">
<p>Le informamos de que la contraseña del usuario <b>0287411-02</b> (Laura Ribas Ferrer) se modificó el 03/11/2025 a las 12:19 desde la dirección IP 83.44.190.12.</p>
<p>Si ha sido usted, no tiene que hacer nada.</p>
<p>Si no reconoce este cambio, llame de inmediato al 901 50 20 50 o <a href="https://afiliared.seg-social.example.es/bloqueo">bloquee el usuario</a>.</p>
<p style="color:#777;font-size:11px">No responda a este correo.</p></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Faturlume (fictional PT e-invoicing)

function faturlume(inner: string, pre: string): string {
  return `<!DOCTYPE html>
<html><head><meta name="viewport" content="width=device-width"><style>
 .btn{background:#ff6a3d;color:#fff;border-radius:24px;padding:12px 26px;text-decoration:none;font-weight:bold;display:inline-block}
 @media (max-width:600px){.wrap{width:100%!important}}
</style></head><body style="margin:0;background:#fdf6f2">
<div style="display:none">${pre}&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</div>
<center><table class="wrap" width="580" cellspacing="0" cellpadding="0" style="font-family:'Trebuchet MS',Arial,sans-serif;color:#2b2b2b">
<tr><td style="padding:26px 0 14px" align="left"><a href="https://faturlume.pt"><img src="https://cdn.faturlume.pt/email/logo@2x.png" width="120" alt="Faturlume"></a></td></tr>
<tr><td style="background:#ffffff;border-radius:10px;padding:30px 34px;font-size:15px;line-height:1.6">${inner}</td></tr>
<tr><td style="padding:20px 8px;font-size:11px;color:#8a7f79;line-height:1.6" align="center">
Faturlume — software de faturação certificado pela AT n.º 3187<br>Faturlume Tecnologia, Lda. · Rua do Almada 512, 4050-034 Porto · 220 998 410<br>
<a href="https://faturlume.pt/ajuda" style="color:#8a7f79">Centro de ajuda</a> | <a href="https://faturlume.pt/termos" style="color:#8a7f79">Termos</a> | <a href="https://faturlume.pt/conta/notificacoes" style="color:#8a7f79">Gerir notificações</a></td></tr>
</table></center></body></html>`;
}

const faturlume_mails: Mail[] = [
  {
    family: "faturlume",
    group: "regional",
    lang: "pt",
    kind: "invoice-received",
    code: null,
    link: null,
    from: "Faturlume <faturas@faturlume.pt>",
    to: "Ribas & Lousada Porto <porto@ribaslousada.pt>",
    subject: "Recebeu a fatura FT 2025A/1187 de Gráfica Bonjardim, Lda.",
    date: when(10, 9, "15:12", "+0100"),
    text: `Olá,

A Gráfica Bonjardim, Lda. (NIF 509 331 827) emitiu uma fatura em nome de Padaria Sete Fontes, Lda.

  Documento:  FT 2025A/1187
  Data:       09/10/2025
  Vencimento: 08/11/2025
  Total:      615,00 € (IVA incluído 115,00 €)
  ATCUD:      JJ4K9TQW-1187

Pode consultar o PDF e o ficheiro XML no separador "Compras" da empresa:
https://app.faturlume.pt/empresas/7731/compras/FT2025A-1187

Esta fatura já foi comunicada à AT pelo emitente.

— Equipa Faturlume
`,
    html: faturlume(
      `<p>Olá,</p><p>A <b>Gráfica Bonjardim, Lda.</b> (NIF 509 331 827) emitiu uma fatura em nome de <b>Padaria Sete Fontes, Lda.</b></p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#fdf6f2;border-radius:8px;font-size:14px;margin:14px 0">
<tr><td>Documento</td><td align="right"><b>FT 2025A/1187</b></td></tr><tr><td>Data</td><td align="right">09/10/2025</td></tr>
<tr><td>Vencimento</td><td align="right">08/11/2025</td></tr><tr><td>Total</td><td align="right"><b>615,00 €</b><br><span style="font-size:12px;color:#888">IVA incluído 115,00 €</span></td></tr>
<tr><td>ATCUD</td><td align="right">JJ4K9TQW-1187</td></tr></table>
<p style="text-align:center"><a class="btn" href="https://app.faturlume.pt/empresas/7731/compras/FT2025A-1187" style="background:#ff6a3d;color:#fff;border-radius:24px;padding:12px 26px;text-decoration:none;font-weight:bold">Ver fatura</a></p>
<p style="font-size:13px;color:#777">Esta fatura já foi comunicada à AT pelo emitente.</p>`,
      "FT 2025A/1187 · 615,00 €",
    ),
    enc: "qp",
  },
  {
    family: "faturlume",
    group: "regional",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: "https://app.faturlume.pt/convites/aceitar/c7e2a1f08b364d5f9a11e0d4",
    from: "Faturlume <nao-responder@faturlume.pt>",
    to: "Ribas & Lousada Porto <porto@ribaslousada.pt>",
    subject: "Inês Carvalho convidou-o para a empresa Padaria Sete Fontes, Lda.",
    date: when(9, 18, "21:47", "+0100"),
    text: `Olá,

Inês Carvalho (ines@padariasetefontes.pt) convidou-o para aceder à empresa
Padaria Sete Fontes, Lda. (NIF 516 204 993) no Faturlume com o perfil "Contabilista".

Com este perfil pode exportar o SAF-T, consultar vendas e compras e lançar documentos.

Aceitar o convite:
https://app.faturlume.pt/convites/aceitar/c7e2a1f08b364d5f9a11e0d4

O convite expira em 7 dias. Se não conhece esta empresa, ignore este email.

— Equipa Faturlume
`,
    html: faturlume(
      `<p style="font-size:20px;font-weight:bold;margin-top:0">Tem um convite à sua espera</p>
<p><b>Inês Carvalho</b> (ines@padariasetefontes.pt) convidou-o para aceder à empresa <b>Padaria Sete Fontes, Lda.</b> (NIF 516 204 993) com o perfil <b>Contabilista</b>.</p>
<p>Com este perfil pode exportar o SAF-T, consultar vendas e compras e lançar documentos.</p>
<p style="text-align:center;margin:26px 0"><a class="btn" href="https://app.faturlume.pt/convites/aceitar/c7e2a1f08b364d5f9a11e0d4" style="background:#ff6a3d;color:#fff;border-radius:24px;padding:12px 26px;text-decoration:none;font-weight:bold">Aceitar convite</a></p>
<p style="font-size:13px;color:#777">O convite expira em 7 dias. Se não conhece esta empresa, ignore este email.</p>`,
      "Padaria Sete Fontes, Lda. quer partilhar a faturação consigo",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Facturaxe (fictional Galician e-invoicing)

const facturaxe_mails: Mail[] = [
  {
    family: "facturaxe",
    group: "regional",
    lang: "gl",
    kind: "verify-code-link",
    code: "614027",
    link: "https://conta.facturaxe.gal/verificar?u=58210&c=614027&sig=Zk3mQ0aP",
    from: "Facturaxe <ola@facturaxe.gal>",
    to: OFFICE,
    subject: "Verifica o teu enderezo en Facturaxe",
    date: when(9, 10, "17:35"),
    text: `Ola, Laura:

Grazas por rexistrar o despacho en Facturaxe. Só falta verificar o teu enderezo de correo.

Introduce este código na pantalla de rexistro:

  614 027

ou preme neste ligazón:
https://conta.facturaxe.gal/verificar?u=58210&c=614027&sig=Zk3mQ0aP

O código é válido durante 30 minutos.

O teu plan: Asesoría 30 (30 empresas) - 29,00 €/mes sen IVE. Os primeiros 14 días son de balde.

Facturaxe S.L. · Rúa do Vilar 41, 15705 Santiago de Compostela · 981 120 344
`,
    html: `<html><body style="background:#eaf4f1;margin:0;padding:24px 0">
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Georgia,serif;color:#1f3b35">
<tr><td style="padding:22px 32px;border-bottom:1px solid #d8e7e2"><img src="https://facturaxe.gal/img/facturaxe-logo.png" alt="Facturaxe" height="30"></td></tr>
<tr><td style="padding:28px 32px 8px;font-size:16px">Ola, Laura:</td></tr>
<tr><td style="padding:0 32px;font-size:16px;line-height:24px">Grazas por rexistrar o despacho en Facturaxe. Só falta verificar o teu enderezo de correo. Introduce este código na pantalla de rexistro:</td></tr>
<tr><td align="center" style="padding:22px 32px"><table cellpadding="0" cellspacing="6"><tr>
<td style="border:1px solid #2f7d6d;border-radius:4px;width:40px;height:50px;text-align:center;font:bold 26px Arial">6</td>
<td style="border:1px solid #2f7d6d;border-radius:4px;width:40px;height:50px;text-align:center;font:bold 26px Arial">1</td>
<td style="border:1px solid #2f7d6d;border-radius:4px;width:40px;height:50px;text-align:center;font:bold 26px Arial">4</td>
<td style="border:1px solid #2f7d6d;border-radius:4px;width:40px;height:50px;text-align:center;font:bold 26px Arial">0</td>
<td style="border:1px solid #2f7d6d;border-radius:4px;width:40px;height:50px;text-align:center;font:bold 26px Arial">2</td>
<td style="border:1px solid #2f7d6d;border-radius:4px;width:40px;height:50px;text-align:center;font:bold 26px Arial">7</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:0 32px 10px;font-size:15px">ou</td></tr>
<tr><td align="center" style="padding:0 32px 24px"><a href="https://conta.facturaxe.gal/verificar?u=58210&amp;c=614027&amp;sig=Zk3mQ0aP" style="background:#2f7d6d;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none;font-family:Arial">Verificar o enderezo</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#5a7069">O código é válido durante 30 minutos.<br>O teu plan: Asesoría 30 (30 empresas) - 29,00 €/mes sen IVE. Os primeiros 14 días son de balde.</td></tr>
<tr><td style="padding:16px 32px;background:#f4f9f7;font-size:11px;color:#7d918b;font-family:Arial">Facturaxe S.L. · Rúa do Vilar 41, 15705 Santiago de Compostela · 981 120 344<br><a href="https://facturaxe.gal/privacidade" style="color:#7d918b">Privacidade</a> · <a href="https://facturaxe.gal/axuda" style="color:#7d918b">Axuda</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "facturaxe",
    group: "regional",
    lang: "gl",
    kind: "invoice-rejected",
    code: null,
    link: null,
    from: "Facturaxe <avisos@facturaxe.gal>",
    to: OFFICE,
    subject: "Factura rexeitada: F-2025-0342 (Conservas Ría de Arousa S.L.)",
    date: when(10, 15, "09:58"),
    text: `Ola,

A factura electrónica F-2025-0342 emitida por Carpintería Xestoso S.L. (B15998201) a
Conservas Ría de Arousa S.L. foi REXEITADA polo receptor o 15/10/2025 ás 09:57.

Importe: 2.178,00 € (IVE 21 % incluído)
Motivo indicado: "Falta o número de pedido PO-77104 no campo de referencia."

Podes emitir unha factura rectificativa desde o panel da empresa. A factura orixinal
queda marcada como rexeitada no libro de rexistro.

Equipo Facturaxe · 981 120 344
`,
    html: `<html><body style="background:#eaf4f1;margin:0;padding:24px 0">
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Georgia,serif;color:#1f3b35">
<tr><td style="padding:22px 32px;border-bottom:1px solid #d8e7e2"><img src="https://facturaxe.gal/img/facturaxe-logo.png" alt="Facturaxe" height="30"></td></tr>
<tr><td style="padding:26px 32px;font-size:15px;line-height:23px">
<p style="margin-top:0">Ola,</p>
<p>A factura electrónica <b>F-2025-0342</b> emitida por Carpintería Xestoso S.L. (B15998201) a Conservas Ría de Arousa S.L. foi <span style="color:#b3261e;font-weight:bold">rexeitada</span> polo receptor o 15/10/2025 ás 09:57.</p>
<p>Importe: 2.178,00 € (IVE 21 % incluído)<br>Motivo indicado: <i>«Falta o número de pedido PO-77104 no campo de referencia.»</i></p>
<p>Podes emitir unha factura rectificativa desde o <a href="https://app.facturaxe.gal/empresas/b15998201/emitidas" style="color:#2f7d6d">panel da empresa</a>. A factura orixinal queda marcada como rexeitada no libro de rexistro.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f4f9f7;font-size:11px;color:#7d918b;font-family:Arial">Facturaxe S.L. · Rúa do Vilar 41, 15705 Santiago de Compostela · 981 120 344</td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Banc Llevantina (fictional Catalan bank)

function llevantina(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#f2f2f2">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f2f2"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fff;font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#333">
<tr><td style="padding:18px 28px;background:#003c3a"><img src="https://www.bancllevantina.cat/comunicacions/logo-llevantina.png" alt="Banc Llevantina Empreses" width="200" height="40"></td></tr>
<tr><td style="padding:28px">${inner}</td></tr>
<tr><td style="padding:18px 28px;background:#e7eeed;font-size:11px;color:#566;line-height:16px">
Banc Llevantina, S.A. · Passeig de Gràcia 88, 08008 Barcelona · Inscrit al Registre de Bancs amb el núm. 0219 · Atenció a empreses: 932 660 400<br>
Mai no et demanarem claus ni codis per correu electrònic ni per telèfon.<br>
<a href="https://www.bancllevantina.cat/ca/seguretat" style="color:#003c3a">Seguretat</a> · <a href="https://www.bancllevantina.cat/ca/privacitat" style="color:#003c3a">Privacitat</a> · <a href="https://empreses.bancllevantina.cat/preferencies" style="color:#003c3a">Preferències de comunicació</a></td></tr>
</table></td></tr></table></body></html>`;
}

const llevantina_mails: Mail[] = [
  {
    family: "banc-llevantina",
    group: "regional",
    lang: "ca",
    kind: "statement-available",
    code: null,
    link: null,
    from: "Banc Llevantina Empreses <comunicacions@bancllevantina.cat>",
    to: OFFICE,
    subject: "Ja tens disponible l'extracte d'octubre",
    date: when(11, 4, "06:15", "+0100"),
    text: `Banc Llevantina Empreses

Hola,

Ja tens disponible a la bústia virtual l'extracte del mes d'octubre de 2025 del compte:

  Titular: RIBAS LOUSADA ASESORES SLP
  Compte: ES76 0219 •••• •••• •••• 3307
  Saldo a 31/10/2025: 48.905,12 €
  Moviments: 63

Pots consultar-lo a Llevantina Empreses, apartat Bústia > Extractes.

Banc Llevantina, S.A. · Passeig de Gràcia 88, 08008 Barcelona · 932 660 400
Mai no et demanarem claus ni codis per correu electrònic ni per telèfon.
`,
    html: llevantina(`<p style="margin-top:0">Hola,</p>
<p>Ja tens disponible a la bústia virtual l'extracte del mes d'<b>octubre de 2025</b> del compte:</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d5dedd;width:100%">
<tr><td style="color:#677">Titular</td><td>RIBAS LOUSADA ASESORES SLP</td></tr>
<tr><td style="color:#677">Compte</td><td>ES76 0219 •••• •••• •••• 3307</td></tr>
<tr><td style="color:#677">Saldo a 31/10/2025</td><td><b>48.905,12 €</b></td></tr>
<tr><td style="color:#677">Moviments</td><td>63</td></tr></table>
<p>Pots consultar-lo a <a href="https://empreses.bancllevantina.cat/bustia/extractes" style="color:#003c3a">Llevantina Empreses</a>, apartat Bústia &gt; Extractes.</p>`),
    enc: "b64",
  },
  {
    family: "banc-llevantina",
    group: "regional",
    lang: "ca",
    kind: "signing-code",
    code: "73029186",
    link: null,
    from: "Banc Llevantina Empreses <signatura@bancllevantina.cat>",
    to: OFFICE,
    subject: "Codi de signatura per a la remesa de transferències",
    date: when(10, 30, "13:44", "+0100"),
    text: `Banc Llevantina Empreses - Signatura d'operacions

Estàs signant l'operació següent:

  Remesa de transferències SEPA núm. 2025-1030-0007
  Ordenant: TALLERES IZAGUIRRE SL - ES76 0219 •••• •••• •••• 9150
  Nombre d'ordres: 14
  Import total: 18.240,55 €
  Data d'execució: 31/10/2025

Codi de signatura: 7302 9186

Comprova que l'import i el nombre d'ordres coincideixen abans d'introduir el codi.
El codi és vàlid 3 minuts i només per a aquesta operació.

Mai no et demanarem aquest codi per telèfon. Si no reconeixes l'operació, truca al 932 660 400.
`,
    html: llevantina(`<p style="margin-top:0;font-size:17px;color:#003c3a"><b>Signatura d'operacions</b></p>
<p>Estàs signant l'operació següent:</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;background:#f6f9f9;width:100%">
<tr><td style="color:#677">Operació</td><td>Remesa de transferències SEPA núm. 2025-1030-0007</td></tr>
<tr><td style="color:#677">Ordenant</td><td>TALLERES IZAGUIRRE SL<br>ES76 0219 •••• •••• •••• 9150</td></tr>
<tr><td style="color:#677">Nombre d'ordres</td><td>14</td></tr>
<tr><td style="color:#677">Import total</td><td><b>18.240,55 €</b></td></tr>
<tr><td style="color:#677">Data d'execució</td><td>31/10/2025</td></tr></table>
<p style="margin:22px 0 6px;color:#677;font-size:12px;text-transform:uppercase">Codi de signatura</p>
<p style="margin:0 0 22px;font-size:32px;font-family:'Courier New',monospace;font-weight:bold;letter-spacing:4px;color:#003c3a">7302&nbsp;9186</p>
<p style="font-size:13px">Comprova que l'import i el nombre d'ordres coincideixen abans d'introduir el codi. El codi és vàlid 3 minuts i només per a aquesta operació.</p>
<p style="font-size:13px;color:#a33">Mai no et demanarem aquest codi per telèfon. Si no reconeixes l'operació, truca al 932 660 400.</p>`),
    enc: "qp",
  },
  {
    family: "banc-llevantina",
    group: "regional",
    lang: "es",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Banc Llevantina <seguridad@bancllevantina.cat>",
    to: OFFICE,
    subject: "Aviso: campaña de correos falsos que suplantan a Banc Llevantina",
    date: when(10, 2, "10:30"),
    text: `Estimado cliente:

Estos días circulan correos y SMS que imitan nuestra imagen y piden "actualizar los datos
de la empresa" o "desbloquear una remesa" a través de un enlace.

Recuerde:
 - Nunca le pediremos claves, códigos de firma ni la tarjeta de coordenadas por correo o teléfono.
 - Acceda siempre escribiendo empresas.bancllevantina.cat en el navegador.
 - Si ha facilitado algún dato, llame al 932 660 400 (24 h) para bloquear el acceso.

Más consejos: https://www.bancllevantina.cat/es/seguridad

Banc Llevantina, S.A. · Passeig de Gràcia 88, 08008 Barcelona
`,
    html: llevantina(`<p style="margin-top:0">Estimado cliente:</p>
<p>Estos días circulan correos y SMS que imitan nuestra imagen y piden «actualizar los datos de la empresa» o «desbloquear una remesa» a través de un enlace.</p>
<table cellpadding="0" cellspacing="0" width="100%"><tr><td style="border-left:4px solid #c8102e;background:#fbeff1;padding:12px 16px;font-size:13px;line-height:20px">
<b>Recuerde:</b><br>• Nunca le pediremos claves, códigos de firma ni la tarjeta de coordenadas por correo o teléfono.<br>
• Acceda siempre escribiendo <b>empresas.bancllevantina.cat</b> en el navegador.<br>
• Si ha facilitado algún dato, llame al 932 660 400 (24 h) para bloquear el acceso.</td></tr></table>
<p><a href="https://www.bancllevantina.cat/es/seguridad" style="color:#003c3a">Más consejos de seguridad</a></p>`),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Banco Montado (fictional PT bank)

const montado_mails: Mail[] = [
  {
    family: "banco-montado",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "208455",
    link: null,
    from: "Banco Montado Empresas <seguranca@bancomontado.pt>",
    to: "Ribas & Lousada Porto <porto@ribaslousada.pt>",
    subject: "Código de autenticação Montado Net Empresas",
    date: when(10, 14, "08:51", "+0100"),
    text: `Banco Montado - Montado Net Empresas

Código de autenticação: 208 455

Utilize este código para concluir a entrada no Montado Net Empresas
(utilizador RLOUSADA, contrato n.º 0041-77120).
Válido durante 4 minutos.

O Banco Montado nunca lhe pede este código por telefone, SMS ou email.
Linha Empresas: 217 990 300 (dias úteis, 8h-22h)
`,
    html: `<!doctype html><html><body style="margin:0;background:#f5f1ea">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e2d9c8;font-family:Arial,sans-serif;color:#3a2f21">
<tr><td style="padding:20px 26px;border-bottom:3px solid #7a5c2e"><img src="https://www.bancomontado.pt/mail/logo-empresas.png" alt="Banco Montado Empresas" width="180"></td></tr>
<tr><td style="padding:26px;font-size:14px">Código de autenticação</td></tr>
<tr><td align="center" style="padding:0 26px 10px"><table cellpadding="0" cellspacing="4"><tr>
<td style="background:#f5f1ea;width:42px;height:52px;font-size:28px;font-weight:bold;text-align:center">2</td>
<td style="background:#f5f1ea;width:42px;height:52px;font-size:28px;font-weight:bold;text-align:center">0</td>
<td style="background:#f5f1ea;width:42px;height:52px;font-size:28px;font-weight:bold;text-align:center">8</td>
<td style="width:14px"></td>
<td style="background:#f5f1ea;width:42px;height:52px;font-size:28px;font-weight:bold;text-align:center">4</td>
<td style="background:#f5f1ea;width:42px;height:52px;font-size:28px;font-weight:bold;text-align:center">5</td>
<td style="background:#f5f1ea;width:42px;height:52px;font-size:28px;font-weight:bold;text-align:center">5</td>
</tr></table></td></tr>
<tr><td style="padding:16px 26px;font-size:14px;line-height:21px">Utilize este código para concluir a entrada no Montado Net Empresas (utilizador RLOUSADA, contrato n.º 0041-77120). Válido durante 4 minutos.</td></tr>
<tr><td style="padding:0 26px 22px;font-size:12px;color:#8b2a1a">O Banco Montado nunca lhe pede este código por telefone, SMS ou email.</td></tr>
<tr><td style="padding:14px 26px;background:#f5f1ea;font-size:11px;color:#7d7263">Linha Empresas: 217 990 300 (dias úteis, 8h-22h) · Banco Montado, S.A. · Rua Augusta 120, 1100-053 Lisboa<br><a href="https://www.bancomontado.pt/seguranca" style="color:#7a5c2e">Segurança online</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "banco-montado",
    group: "regional",
    lang: "pt",
    kind: "statement",
    code: null,
    link: null,
    from: "Banco Montado <extratos@bancomontado.pt>",
    to: "Ribas & Lousada Porto <porto@ribaslousada.pt>",
    subject: "Extrato integrado - setembro 2025",
    date: when(10, 3, "05:40", "+0100"),
    text: `Exmo(a). Cliente,

Segue em anexo o extrato integrado relativo a setembro de 2025.

  Titular: Ribas & Lousada - Contabilidade, Lda.
  Conta à ordem: PT50 0079 •••• •••• •••• 5512 8
  Saldo final: 12.406,90 €

O ficheiro PDF está protegido com os 6 primeiros dígitos do NIPC da empresa.

Com os melhores cumprimentos,
Banco Montado, S.A.
`,
    html: null,
    enc: "8bit",
    attachment: ["Extrato_2025-09_PT50xxxx55128.pdf", "application/pdf", PDF("Extrato integrado setembro 2025")],
  },
];

// ---------------------------------------------------------------- Nominaflux (fictional payroll SaaS)

function nominaflux(inner: string, pre: string, lang: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>a{color:#5b3df5}</style></head><body style="margin:0;padding:0;background:#f7f7fb">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="font-family:Inter,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b1b2f">
<tr><td style="padding-bottom:22px"><img src="https://assets.nominaflux.com/email/wordmark.png" alt="nominaflux" width="128" height="28"></td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:34px 36px;font-size:15px;line-height:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)">${inner}</td></tr>
<tr><td style="padding:24px 6px;font-size:12px;line-height:18px;color:#8a8aa3">
<a href="https://click.nominaflux.com/ls/click?upn=u001.hl2" style="color:#8a8aa3">Help centre</a> &middot; <a href="https://click.nominaflux.com/ls/click?upn=u001.pv8" style="color:#8a8aa3">Privacy</a> &middot; <a href="https://click.nominaflux.com/ls/click?upn=u001.st3" style="color:#8a8aa3">Status</a><br>
Nominaflux Payroll S.L. &middot; Carrer de Pujades 77, 08005 Barcelona &middot; +34 930 181 272<br>&copy; 2025 Nominaflux</td></tr>
</table></td></tr></table></body></html>`;
}

const nominaflux_mails: Mail[] = [
  {
    family: "nominaflux",
    group: "consumer",
    lang: "en",
    kind: "payroll-run",
    code: null,
    link: null,
    from: "Nominaflux <payroll@nominaflux.com>",
    to: OFFICE,
    subject: "October payroll approved for Errementari Taldea SL",
    date: when(10, 28, "19:02", "+0100"),
    text: `October payroll approved

Hi Laura,

Iker Etxeberria approved the October 2025 payroll for Errementari Taldea SL.

  Employees paid:     7
  Gross pay:          €19,884.40
  Employee IRPF:      €2,913.27
  Social security:    €6,310.52 (company) / €1,262.11 (employees)
  Net pay:            €15,709.02
  Pay date:           Thu 30 Oct 2025

Payslips will be published to employees on the pay date. The SEPA file and the
accounting journal (A3 / Contasol / CSV) are ready under Payroll > October > Exports.

View payroll: https://click.nominaflux.com/ls/click?upn=u001.Qk7aP2-2FR0m9

— Nominaflux
`,
    html: nominaflux(
      `<p style="margin:0 0 6px;font-size:12px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#12a150">Approved</p>
<h1 style="margin:0 0 18px;font-size:22px">October payroll approved</h1>
<p>Hi Laura,</p><p>Iker Etxeberria approved the October 2025 payroll for <b>Errementari Taldea SL</b>.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:14px 0 20px">
<tr><td style="padding:7px 0;border-bottom:1px solid #eee">Employees paid</td><td align="right" style="border-bottom:1px solid #eee">7</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eee">Gross pay</td><td align="right" style="border-bottom:1px solid #eee">€19,884.40</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eee">Employee IRPF</td><td align="right" style="border-bottom:1px solid #eee">€2,913.27</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eee">Social security</td><td align="right" style="border-bottom:1px solid #eee">€6,310.52 / €1,262.11</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #eee"><b>Net pay</b></td><td align="right" style="border-bottom:1px solid #eee"><b>€15,709.02</b></td></tr>
<tr><td style="padding:7px 0">Pay date</td><td align="right">Thu 30 Oct 2025</td></tr></table>
<p>Payslips will be published to employees on the pay date. The SEPA file and the accounting journal (A3 / Contasol / CSV) are ready under Payroll &gt; October &gt; Exports.</p>
<p><a href="https://click.nominaflux.com/ls/click?upn=u001.Qk7aP2-2FR0m9" style="display:inline-block;background:#5b3df5;color:#fff;border-radius:8px;padding:11px 20px;text-decoration:none;font-weight:600">View payroll</a></p>`,
      "7 employees · net €15,709.02 · pay date 30 Oct",
      "en",
    ),
    enc: "qp",
  },
  {
    family: "nominaflux",
    group: "consumer",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://click.nominaflux.com/ls/click?upn=u001.inv-2BXy71Lr0Tq-3DtZ9cK4",
    from: "Nominaflux <hola@nominaflux.com>",
    to: OFFICE,
    subject: "Talleres Izaguirre SL te ha invitado a Nominaflux como asesoría",
    date: when(9, 22, "12:14"),
    text: `Hola,

Ane Izaguirre te ha invitado a unirte a Talleres Izaguirre SL en Nominaflux con el rol "Asesoría laboral".

Podrás revisar las nóminas antes de aprobarlas, descargar los ficheros de la Seguridad Social
y exportar los asientos contables. Talleres Izaguirre tiene 23 empleados en el plan Pro.

Aceptar invitación:
https://click.nominaflux.com/ls/click?upn=u001.inv-2BXy71Lr0Tq-3DtZ9cK4

La invitación caduca el 29 de septiembre de 2025. Si ya usas Nominaflux con otro correo,
acéptala igualmente e inicia sesión con tu cuenta.

— El equipo de Nominaflux
`,
    html: nominaflux(
      `<h1 style="margin:0 0 18px;font-size:22px">Te han invitado a Talleres Izaguirre SL</h1>
<p><b>Ane Izaguirre</b> te ha invitado a unirte a <b>Talleres Izaguirre SL</b> en Nominaflux con el rol <b>Asesoría laboral</b>.</p>
<p>Podrás revisar las nóminas antes de aprobarlas, descargar los ficheros de la Seguridad Social y exportar los asientos contables. Talleres Izaguirre tiene 23 empleados en el plan Pro.</p>
<p style="margin:26px 0"><a href="https://click.nominaflux.com/ls/click?upn=u001.inv-2BXy71Lr0Tq-3DtZ9cK4" style="display:inline-block;background:#5b3df5;color:#fff;border-radius:8px;padding:12px 22px;text-decoration:none;font-weight:600">Aceptar invitación</a></p>
<p style="font-size:13px;color:#6b6b85">La invitación caduca el 29 de septiembre de 2025. Si ya usas Nominaflux con otro correo, acéptala igualmente e inicia sesión con tu cuenta.</p>`,
      "Ane Izaguirre quiere que gestiones sus nóminas",
      "es",
    ),
    enc: "b64",
  },
  {
    family: "nominaflux",
    group: "consumer",
    lang: "en",
    kind: "two-step-code",
    code: "NF-602913",
    code_digits: "602913",
    link: null,
    from: "Nominaflux <security@nominaflux.com>",
    to: OFFICE,
    subject: "NF-602913 is your Nominaflux verification code",
    date: when(10, 28, "18:57", "+0100"),
    text: `Your verification code

Enter this code to finish signing in to Nominaflux:

NF-602913

It expires in 10 minutes. Signing in from Firefox on Windows, near Barcelona, Spain.

Didn't try to sign in? Change your password and contact security@nominaflux.com.
`,
    html: nominaflux(
      `<h1 style="margin:0 0 18px;font-size:22px">Your verification code</h1>
<p>Enter this code to finish signing in to Nominaflux:</p>
<p style="margin:22px 0;padding:16px;background:#f1eefe;border-radius:8px;text-align:center;font-size:28px;font-weight:700;letter-spacing:3px;font-family:'SFMono-Regular',Menlo,monospace">NF-602913</p>
<p style="font-size:14px;color:#6b6b85">It expires in 10 minutes. Signing in from Firefox on Windows, near Barcelona, Spain.</p>
<p style="font-size:14px;color:#6b6b85">Didn't try to sign in? Change your password and contact <a href="mailto:security@nominaflux.com">security@nominaflux.com</a>.</p>`,
      "Expires in 10 minutes",
      "en",
    ),
  },
  {
    family: "nominaflux",
    group: "consumer",
    lang: "en",
    kind: "payslips-published",
    code: null,
    link: null,
    from: "Nominaflux <payroll@nominaflux.com>",
    to: OFFICE,
    subject: "Payslips published: Talleres Izaguirre SL, October 2025",
    date: when(10, 31, "07:00", "+0100"),
    text: `Payslips published

23 payslips for October 2025 were published to Talleres Izaguirre SL employees this morning.
2 employees have not activated their Nominaflux account yet and will receive their payslip by
post: Jon Aranburu and Maialen Goikoetxea.

The modelo 111 pre-fill for Q4 will update automatically after the December run.

Open company: https://click.nominaflux.com/ls/click?upn=u001.co-8812

You're receiving this because you are an advisor for Talleres Izaguirre SL.
Notification settings: https://click.nominaflux.com/ls/click?upn=u001.ns-8812
`,
    html: nominaflux(
      `<h1 style="margin:0 0 18px;font-size:22px">Payslips published</h1>
<p>23 payslips for October 2025 were published to <b>Talleres Izaguirre SL</b> employees this morning.</p>
<p>2 employees have not activated their Nominaflux account yet and will receive their payslip by post: Jon Aranburu and Maialen Goikoetxea.</p>
<p>The modelo 111 pre-fill for Q4 will update automatically after the December run.</p>
<p><a href="https://click.nominaflux.com/ls/click?upn=u001.co-8812">Open company</a></p>
<p style="font-size:12px;color:#8a8aa3">You're receiving this because you are an advisor for Talleres Izaguirre SL. <a href="https://click.nominaflux.com/ls/click?upn=u001.ns-8812" style="color:#8a8aa3">Notification settings</a></p>`,
      "23 payslips sent · 2 by post",
      "en",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Signaro (fictional e-signature service)

const signaro_mails: Mail[] = [
  {
    family: "signaro",
    group: "consumer",
    lang: "es",
    kind: "signing-code",
    code: "481552",
    link: null,
    from: "Signaro <firmas@signaro.io>",
    to: OFFICE,
    subject: "Código para firmar «Contrato de arrendamiento local Calle Urbieta 12»",
    date: when(9, 25, "16:20"),
    text: `Signaro

Hola Laura Ribas Ferrer,

Para firmar el documento «Contrato de arrendamiento local Calle Urbieta 12» (8 páginas),
enviado por Notaría Garmendia, introduce este código en la ventana de firma:

481552

El código caduca en 10 minutos. Por tu seguridad, no lo compartas con nadie:
el remitente nunca te lo pedirá.

ID del sobre: 6f2c-91b0-44de-a7e3
Signaro · eIDAS · Firma electrónica avanzada
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Helvetica Neue,Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;border-radius:4px">
<tr><td style="padding:24px 32px 0"><img src="https://static.signaro.io/mail/signaro-ink.png" alt="Signaro" width="96"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:15px;color:#222;line-height:23px">Hola Laura Ribas Ferrer,<br><br>
Para firmar el documento <b>«Contrato de arrendamiento local Calle Urbieta 12»</b> (8 páginas), enviado por <b>Notaría Garmendia</b>, introduce este código en la ventana de firma:</td></tr>
<tr><td align="center" style="padding:26px 32px"><div style="display:inline-block;border:2px dashed #0a7cff;padding:12px 26px;font-size:34px;letter-spacing:10px;font-weight:300;color:#0a7cff">481552</div></td></tr>
<tr><td style="padding:0 32px 28px;font-size:13px;color:#666;line-height:20px">El código caduca en 10 minutos. Por tu seguridad, no lo compartas con nadie: el remitente nunca te lo pedirá.</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eee;font-size:11px;color:#999">ID del sobre: 6f2c-91b0-44de-a7e3 · <a href="https://signaro.io/es/seguridad" style="color:#999">Seguridad</a> · <a href="https://signaro.io/es/legal" style="color:#999">Aviso legal</a><br>Signaro Trust Services S.L. · Gran Vía 32, 28013 Madrid</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "signaro",
    group: "consumer",
    lang: "en",
    kind: "document-completed",
    code: null,
    link: null,
    from: "Signaro <no-reply@signaro.io>",
    to: OFFICE,
    subject: "Completed: Engagement letter 2026 - Brightside Dental Clinic SL",
    date: when(11, 6, "11:09", "+0100"),
    text: `All parties have signed

"Engagement letter 2026 - Brightside Dental Clinic SL" has been completed.

Signers
  Laura Ribas Ferrer (laura@ribaslousada.es) - signed 5 Nov 2025, 17:42 CET
  Dr. Hannah Okafor (hannah@brightsidedental.es) - signed 6 Nov 2025, 11:08 CET

The signed PDF and the audit trail are attached to this email. A copy is stored in your
Signaro account for 10 years.

Envelope ID: 0b7d-33ea-4c10-9f82
Signaro Trust Services S.L., Gran Vía 32, 28013 Madrid
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Helvetica Neue,Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;border-radius:4px">
<tr><td style="padding:24px 32px 0"><img src="https://static.signaro.io/mail/signaro-ink.png" alt="Signaro" width="96"></td></tr>
<tr><td style="padding:24px 32px 0"><img src="https://static.signaro.io/mail/check-green.png" alt="" width="36"><h2 style="font-weight:500;margin:10px 0 0;font-size:21px">All parties have signed</h2></td></tr>
<tr><td style="padding:14px 32px;font-size:15px;color:#333;line-height:23px">“Engagement letter 2026 - Brightside Dental Clinic SL” has been completed.</td></tr>
<tr><td style="padding:0 32px;font-size:13px;color:#444"><table cellpadding="5" cellspacing="0" width="100%" style="background:#f6f9fc">
<tr><td>Laura Ribas Ferrer</td><td align="right">signed 5 Nov 2025, 17:42 CET</td></tr>
<tr><td>Dr. Hannah Okafor</td><td align="right">signed 6 Nov 2025, 11:08 CET</td></tr></table></td></tr>
<tr><td style="padding:18px 32px 26px;font-size:14px;color:#555;line-height:21px">The signed PDF and the audit trail are attached to this email. A copy is stored in your <a href="https://app.signaro.io/documents/0b7d-33ea-4c10-9f82" style="color:#0a7cff">Signaro account</a> for 10 years.</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eee;font-size:11px;color:#999">Envelope ID: 0b7d-33ea-4c10-9f82 · Signaro Trust Services S.L., Gran Vía 32, 28013 Madrid</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
    attachment: [
      "Engagement_letter_2026_signed.pdf",
      "application/pdf",
      PDF("Engagement letter 2026 signed + audit trail"),
    ],
  },
  {
    family: "signaro",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://app.signaro.io/account/verify-email?token=sg_ve_Mx81kPq0w2ZrT7aC&lang=en",
    from: "Signaro <no-reply@signaro.io>",
    to: "Rui Lousada <rui@ribaslousada.pt>",
    subject: "Verify your email to start sending documents",
    date: when(9, 12, "09:31", "+0100"),
    text: `Welcome to Signaro, Rui

Before you can send documents for signature, please verify that this is your email address:

https://app.signaro.io/account/verify-email?token=sg_ve_Mx81kPq0w2ZrT7aC&lang=en

This link expires in 24 hours. Your Team plan trial (5 users, 14 days) has already started.

Questions? Reply to this email or visit https://signaro.io/help
Signaro Trust Services S.L., Gran Vía 32, 28013 Madrid
`,
    html: `<html><body style="margin:0;background:#fafafa;font-family:Helvetica Neue,Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;border-radius:4px">
<tr><td style="padding:24px 32px 0"><img src="https://static.signaro.io/mail/signaro-ink.png" alt="Signaro" width="96"></td></tr>
<tr><td style="padding:22px 32px 0"><h2 style="font-weight:500;margin:0;font-size:21px">Welcome to Signaro, Rui</h2></td></tr>
<tr><td style="padding:14px 32px;font-size:15px;color:#333;line-height:23px">Before you can send documents for signature, please verify that this is your email address.</td></tr>
<tr><td style="padding:10px 32px 22px"><a href="https://app.signaro.io/account/verify-email?token=sg_ve_Mx81kPq0w2ZrT7aC&amp;lang=en" style="background:#0a7cff;color:#fff;text-decoration:none;padding:12px 22px;border-radius:3px;display:inline-block">Verify email address</a></td></tr>
<tr><td style="padding:0 32px 26px;font-size:13px;color:#666">This link expires in 24 hours. Your Team plan trial (5 users, 14 days) has already started.</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eee;font-size:11px;color:#999"><a href="https://signaro.io/help" style="color:#999">Help</a> · <a href="https://signaro.io/privacy" style="color:#999">Privacy</a> · Signaro Trust Services S.L., Gran Vía 32, 28013 Madrid</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Clientvia (fictional client-portal SaaS)

const clientvia_mails: Mail[] = [
  {
    family: "clientvia",
    group: "consumer",
    lang: "en",
    kind: "documents-uploaded",
    code: null,
    link: null,
    from: "Ribas & Lousada via Clientvia <notifications@clientvia.app>",
    to: OFFICE,
    subject: "Brightside Dental Clinic SL uploaded 6 documents",
    date: when(10, 7, "22:16"),
    text: `Clientvia - Ribas & Lousada client portal

Brightside Dental Clinic SL uploaded 6 documents to "Q3 2025 - Expenses":

  factura_dentalmed_0923.pdf            212 KB
  factura_dentalmed_0930.pdf            198 KB
  alquiler_sept.pdf                     84 KB
  ticket_parking_1.jpg                  1.2 MB
  ticket_parking_2.jpg                  1.1 MB
  extracto_visa_4417.pdf                356 KB

Open folder: https://ribaslousada.clientvia.app/c/brightside/folders/q3-2025-expenses

You get this email because you follow this client. Turn off: https://ribaslousada.clientvia.app/settings/notifications
`,
    html:
      `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:14px;color:#24292f;max-width:600px">
<p style="color:#57606a;font-size:12px">Ribas &amp; Lousada client portal</p>
<p><b>Brightside Dental Clinic SL</b> uploaded 6 documents to <b>Q3 2025 - Expenses</b>:</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border-collapse:collapse;width:100%">
<tr style="border-bottom:1px solid #eaeef2"><td>📄 factura_dentalmed_0923.pdf</td><td align="right" style="color:#57606a">212 KB</td></tr>
<tr style="border-bottom:1px solid #eaeef2"><td>📄 factura_dentalmed_0930.pdf</td><td align="right" style="color:#57606a">198 KB</td></tr>
<tr style="border-bottom:1px solid #eaeef2"><td>📄 alquiler_sept.pdf</td><td align="right" style="color:#57606a">84 KB</td></tr>
<tr style="border-bottom:1px solid #eaeef2"><td>🖼 ticket_parking_1.jpg</td><td align="right" style="color:#57606a">1.2 MB</td></tr>
<tr style="border-bottom:1px solid #eaeef2"><td>🖼 ticket_parking_2.jpg</td><td align="right" style="color:#57606a">1.1 MB</td></tr>
<tr><td>📄 extracto_visa_4417.pdf</td><td align="right" style="color:#57606a">356 KB</td></tr></table>
<p><a href="https://ribaslousada.clientvia.app/c/brightside/folders/q3-2025-expenses" style="color:#0969da">Open folder</a></p>
<hr style="border:0;border-top:1px solid #eaeef2">
<p style="font-size:12px;color:#57606a">You get this email because you follow this client. <a href="https://ribaslousada.clientvia.app/settings/notifications" style="color:#57606a">Turn off</a> · Sent by <a href="https://clientvia.app" style="color:#57606a">Clientvia</a></p></div>`,
    enc: "8bit",
  },
  {
    family: "clientvia",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://ribaslousada.clientvia.app/auth/reset/9e1d4b7a-c2f0-4a55-8e3d-71b0c6a2f914",
    from: "Clientvia <no-reply@clientvia.app>",
    to: "Marta Lousada <marta@ribaslousada.es>",
    subject: "Reset your password for Ribas & Lousada client portal",
    date: when(10, 21, "08:05"),
    text: `Hi Marta,

Someone (hopefully you) asked to reset the password for your account on the
Ribas & Lousada client portal (ribaslousada.clientvia.app).

Reset your password:
https://ribaslousada.clientvia.app/auth/reset/9e1d4b7a-c2f0-4a55-8e3d-71b0c6a2f914

The link works once and expires in 60 minutes. If you didn't ask for this, you can ignore this email;
your password stays the same.

Clientvia · Powered by Clientvia Ltd, 20 Wenlock Road, London N1 7GU
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f8fa"><tr><td align="center" style="padding:32px 8px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d0d7de;border-radius:6px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:14px;color:#24292f">
<tr><td style="padding:24px 28px 6px"><img src="https://ribaslousada.clientvia.app/branding/logo.png" alt="Ribas &amp; Lousada" height="34"></td></tr>
<tr><td style="padding:10px 28px;line-height:21px">Hi Marta,<br><br>Someone (hopefully you) asked to reset the password for your account on the Ribas &amp; Lousada client portal.</td></tr>
<tr><td style="padding:14px 28px"><a href="https://ribaslousada.clientvia.app/auth/reset/9e1d4b7a-c2f0-4a55-8e3d-71b0c6a2f914" style="background:#1f883d;color:#fff;border-radius:6px;padding:9px 18px;text-decoration:none;font-weight:600;display:inline-block">Reset password</a></td></tr>
<tr><td style="padding:6px 28px 24px;font-size:12px;color:#57606a;line-height:18px">The link works once and expires in 60 minutes. If you didn't ask for this, you can ignore this email; your password stays the same.</td></tr>
</table>
<p style="font-family:system-ui,sans-serif;font-size:11px;color:#8c959f">Powered by <a href="https://clientvia.app" style="color:#8c959f">Clientvia</a> · Clientvia Ltd, 20 Wenlock Road, London N1 7GU</p>
</td></tr></table>`,
    enc: "qp",
  },
  {
    family: "clientvia",
    group: "consumer",
    lang: "ca",
    kind: "client-message",
    code: null,
    link: null,
    from: "Forn de Pa Cal Jepet via Clientvia <notifications@clientvia.app>",
    to: OFFICE,
    subject: "Nou missatge de Forn de Pa Cal Jepet",
    date: when(11, 12, "20:48", "+0100"),
    text: `Jordi Puigvert (Forn de Pa Cal Jepet) t'ha escrit:

"Bon vespre, Laura. Us he pujat les factures d'octubre de la farina i el lloguer del local.
La del gas (Gas Natural, 387,15 €) encara no l'he rebut, us l'envio quan arribi.
Una pregunta: el 130 d'aquest trimestre surt a pagar? Gràcies!"

Respon al portal: https://ribaslousada.clientvia.app/c/cal-jepet/messages/4471

Reps aquest correu perquè segueixes aquest client. Desactiva: https://ribaslousada.clientvia.app/settings/notifications
`,
    html:
      `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:14px;color:#24292f;max-width:600px">
<p><b>Jordi Puigvert</b> (Forn de Pa Cal Jepet) t'ha escrit:</p>
<blockquote style="margin:0;padding:10px 14px;border-left:3px solid #d0d7de;color:#3d444d">Bon vespre, Laura. Us he pujat les factures d'octubre de la farina i el lloguer del local. La del gas (Gas Natural, 387,15 €) encara no l'he rebut, us l'envio quan arribi.<br>Una pregunta: el 130 d'aquest trimestre surt a pagar? Gràcies!</blockquote>
<p><a href="https://ribaslousada.clientvia.app/c/cal-jepet/messages/4471" style="color:#0969da">Respon al portal</a></p>
<p style="font-size:12px;color:#57606a">Reps aquest correu perquè segueixes aquest client. <a href="https://ribaslousada.clientvia.app/settings/notifications" style="color:#57606a">Desactiva</a></p></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Asentia (fictional accounting software)

function asentia(inner: string, foot = ""): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#eceff1;">
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#eceff1"><tr><td align="center" valign="top" style="padding:28px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600">
<tr><td bgcolor="#0b2540" style="padding:18px 30px;"><img src="https://mail.asentia.io/assets/asentia-logo-white.png" alt="Asentia" width="112" height="26" style="display:block;border:0;" /></td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 30px;font-family:Lato,Arial,sans-serif;font-size:15px;line-height:23px;color:#22313f;">${inner}</td></tr>
<tr><td style="padding:20px 30px;font-family:Lato,Arial,sans-serif;font-size:11px;line-height:17px;color:#78869a;" align="center">
${foot}<a href="https://asentia.io/support" style="color:#78869a;">Support</a> | <a href="https://asentia.io/legal/privacy" style="color:#78869a;">Privacy</a> | <a href="https://asentia.io/legal/terms" style="color:#78869a;">Terms</a><br />
Asentia Software S.L., Avenida de Aragón 30, 46021 València, Spain<br />
<a href="https://apps.apple.com/app/asentia/id1580044312"><img src="https://mail.asentia.io/assets/app-store.png" alt="Download on the App Store" width="110" /></a>
<a href="https://play.google.com/store/apps/details?id=io.asentia.mobile"><img src="https://mail.asentia.io/assets/google-play.png" alt="Get it on Google Play" width="122" /></a>
</td></tr></table></td></tr></table></body></html>`;
}

const asentia_mails: Mail[] = [
  {
    family: "asentia",
    group: "consumer",
    lang: "en",
    kind: "new-device-code",
    code: "718440",
    link: null,
    from: "Asentia <security@asentia.io>",
    to: "Marta Lousada <marta@ribaslousada.es>",
    subject: "New sign-in to Asentia - confirm it's you",
    date: when(9, 15, "08:33"),
    text: `New sign-in to Asentia

We noticed a sign-in to the "Ribas & Lousada" practice from a device we don't recognise:

  Device:   Chrome 129 on macOS
  Location: Vigo, Spain (IP 88.12.201.47)
  Time:     15 Sep 2025, 08:32 CEST

To continue, enter this code on the sign-in screen:

    718 440

The code expires in 15 minutes.

If this wasn't you, don't share the code. Someone may know your password:
reset it from Settings > Security and let your practice admin know.

Asentia Software S.L., Avenida de Aragón 30, 46021 València, Spain
`,
    html: asentia(`<h2 style="margin:0 0 16px;font-size:20px;">New sign-in to Asentia</h2>
<p style="margin:0 0 14px;">We noticed a sign-in to the <strong>Ribas &amp; Lousada</strong> practice from a device we don't recognise:</p>
<table border="0" cellpadding="4" cellspacing="0" style="font-size:14px;color:#4b5b6e;margin:0 0 18px;">
<tr><td width="90">Device</td><td>Chrome 129 on macOS</td></tr><tr><td>Location</td><td>Vigo, Spain (IP 88.12.201.47)</td></tr><tr><td>Time</td><td>15 Sep 2025, 08:32 CEST</td></tr></table>
<p style="margin:0 0 8px;">To continue, enter this code on the sign-in screen:</p>
<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" bgcolor="#f3f6f9" style="padding:18px;font-family:'Courier New',Courier,monospace;font-size:34px;font-weight:bold;letter-spacing:6px;color:#0b2540;">718 440</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#78869a;">The code expires in 15 minutes. If this wasn't you, don't share the code. Someone may know your password: reset it from Settings &gt; Security and let your practice admin know.</p>`),
    enc: "qp",
  },
  {
    family: "asentia",
    group: "consumer",
    lang: "en",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "Asentia Billing <billing@asentia.io>",
    to: OFFICE,
    subject: "Your Asentia receipt [#AS-2025-09-00418]",
    date: when(9, 1, "03:12"),
    text: `Receipt #AS-2025-09-00418

Thanks for your payment.

  Practice plan - 30 client companies     €89.00
  Extra user seat x 2                     €24.00
  Bank feeds add-on                       €15.00
  Subtotal                               €128.00
  VAT 21%                                 €26.88
  Total charged                          €154.88

Paid with Visa •••• 4417 on 1 September 2025.
Billing period: 1 Sep 2025 - 30 Sep 2025.
Tax ID: ESB27640118

Download invoice (PDF): https://app.asentia.io/billing/invoices/AS-2025-09-00418.pdf
`,
    html: asentia(`<p style="margin:0 0 4px;font-size:13px;color:#78869a;">Receipt #AS-2025-09-00418</p>
<h2 style="margin:0 0 18px;font-size:20px;">Thanks for your payment</h2>
<table border="0" cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border-top:1px solid #e3e8ee;">
<tr><td>Practice plan - 30 client companies</td><td align="right">€89.00</td></tr>
<tr><td>Extra user seat × 2</td><td align="right">€24.00</td></tr>
<tr><td>Bank feeds add-on</td><td align="right">€15.00</td></tr>
<tr><td style="border-top:1px solid #e3e8ee;">Subtotal</td><td align="right" style="border-top:1px solid #e3e8ee;">€128.00</td></tr>
<tr><td>VAT 21%</td><td align="right">€26.88</td></tr>
<tr><td style="border-top:2px solid #0b2540;"><strong>Total charged</strong></td><td align="right" style="border-top:2px solid #0b2540;"><strong>€154.88</strong></td></tr></table>
<p style="font-size:13px;color:#4b5b6e;">Paid with Visa •••• 4417 on 1 September 2025. Billing period: 1 Sep 2025 - 30 Sep 2025. Tax ID: ESB27640118</p>
<p><a href="https://app.asentia.io/billing/invoices/AS-2025-09-00418.pdf" style="color:#1167d8;">Download invoice (PDF)</a></p>`),
    enc: "8bit",
  },
  {
    family: "asentia",
    group: "consumer",
    lang: "en",
    kind: "bank-feed-error",
    code: null,
    link: null,
    from: "Asentia <notifications@asentia.io>",
    to: OFFICE,
    subject: "3 bank feeds stopped updating",
    date: when(10, 17, "06:00"),
    text: `3 bank feeds stopped updating

These connections haven't synced since 14 Oct 2025 because the bank's consent (PSD2, 180 days)
has expired. Transactions after that date won't appear in the bank reconciliation until a user
of each company renews the consent in Asentia.

  Errementari Taldea SL      Banc Llevantina   •••• 4821   last sync 14 Oct
  Padaria Sete Fontes, Lda.  Banco Montado     •••• 1209   last sync 14 Oct
  Forn de Pa Cal Jepet SL    Banc Llevantina   •••• 0773   last sync 13 Oct

Bank connections: https://app.asentia.io/practice/bank-connections

You're receiving this as practice admin of Ribas & Lousada.
`,
    html: asentia(
      `<h2 style="margin:0 0 16px;font-size:20px;">3 bank feeds stopped updating</h2>
<p>These connections haven't synced since 14 Oct 2025 because the bank's consent (PSD2, 180 days) has expired. Transactions after that date won't appear in the bank reconciliation until a user of each company renews the consent in Asentia.</p>
<table border="0" cellpadding="6" cellspacing="0" width="100%" style="font-size:13px;">
<tr bgcolor="#f3f6f9"><td><strong>Company</strong></td><td><strong>Bank</strong></td><td><strong>Account</strong></td><td><strong>Last sync</strong></td></tr>
<tr><td>Errementari Taldea SL</td><td>Banc Llevantina</td><td>•••• 4821</td><td>14 Oct</td></tr>
<tr bgcolor="#f9fafb"><td>Padaria Sete Fontes, Lda.</td><td>Banco Montado</td><td>•••• 1209</td><td>14 Oct</td></tr>
<tr><td>Forn de Pa Cal Jepet SL</td><td>Banc Llevantina</td><td>•••• 0773</td><td>13 Oct</td></tr></table>
<p><a href="https://app.asentia.io/practice/bank-connections" style="color:#1167d8;">View bank connections</a></p>`,
      "You're receiving this as practice admin of Ribas &amp; Lousada.<br />",
    ),
    enc: "b64",
  },
  {
    family: "asentia",
    group: "consumer",
    lang: "pt",
    kind: "webinar-newsletter",
    code: null,
    link: null,
    from: "Asentia Portugal <novidades@asentia.io>",
    to: "Ribas & Lousada Porto <porto@ribaslousada.pt>",
    subject: "Novidades de outubro: SAF-T de contabilidade e webinar dia 23",
    date: when(10, 8, "10:00", "+0100"),
    text: `Asentia - Novidades de outubro

1. Exportação do SAF-T (PT) de contabilidade
Já pode gerar o ficheiro SAF-T de contabilidade de 2025 diretamente a partir do balancete.

2. Webinar: fecho do ano em 45 minutos
Quinta-feira, 23 de outubro, 11h00 (Lisboa). Gratuito para clientes.
Inscrição: https://asentia.io/pt/webinars/fecho-do-ano-2025?utm_source=newsletter&utm_medium=email

3. Nova integração com o Faturlume
Importe faturas de compra e de venda automaticamente.

Não quer receber as novidades? https://asentia.io/pt/preferencias?u=porto%40ribaslousada.pt
Asentia Software S.L., Avenida de Aragón 30, 46021 València, Espanha
`,
    html: asentia(
      `<p style="margin:0 0 4px;font-size:12px;color:#78869a;text-transform:uppercase;letter-spacing:1px;">Novidades de outubro</p>
<img src="https://mail.asentia.io/news/2025-10/hero-pt.png" alt="Fecho do ano sem stress" width="540" style="display:block;border:0;margin:10px 0 20px;" />
<h3 style="margin:0 0 6px;">Exportação do SAF-T (PT) de contabilidade</h3><p style="margin:0 0 18px;">Já pode gerar o ficheiro SAF-T de contabilidade de 2025 diretamente a partir do balancete.</p>
<h3 style="margin:0 0 6px;">Webinar: fecho do ano em 45 minutos</h3><p style="margin:0 0 8px;">Quinta-feira, 23 de outubro, 11h00 (Lisboa). Gratuito para clientes.</p>
<p style="margin:0 0 18px;"><a href="https://asentia.io/pt/webinars/fecho-do-ano-2025?utm_source=newsletter&amp;utm_medium=email" style="color:#1167d8;">Inscrever-me</a></p>
<h3 style="margin:0 0 6px;">Nova integração com o Faturlume</h3><p style="margin:0;">Importe faturas de compra e de venda automaticamente.</p>`,
      '<a href="https://asentia.io/pt/preferencias?u=porto%40ribaslousada.pt" style="color:#78869a;">Cancelar subscrição</a> | ',
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Mensaxería Ponte (fictional Galician courier)

const ponte_mails: Mail[] = [
  {
    family: "mensaxeria-ponte",
    group: "regional",
    lang: "gl",
    kind: "pickup-confirmed",
    code: null,
    link: null,
    from: "Mensaxería Ponte <envios@mensaxeriaponte.gal>",
    to: OFFICE,
    subject: "Recollemos o teu envío MP-0931-55820",
    date: when(9, 30, "13:05"),
    text: `Mensaxería Ponte

Ola,

Recollemos hoxe ás 12:58 o teu envío:

  Número de envío: MP-0931-55820
  Orixe: Gestoría Ribas & Lousada, Rúa Urzaiz 64, 36201 Vigo
  Destino: Notaría Garmendia, Calle Urbieta 12, 20006 Donostia
  Contido: 1 sobre de documentación (0,4 kg)
  Servizo: Urxente 24 h - entrega antes das 14:00

Segue o envío en https://www.mensaxeriaponte.gal/seguimento?n=MP093155820

Mensaxería Ponte S.L. · 986 440 112
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#ffffff;color:#222">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #ccc">
<tr><td style="background:#ffd21f;padding:14px 20px;font-weight:bold;font-size:18px;color:#1c1c1c">Mensaxería Ponte <span style="font-weight:normal;font-size:12px">· urxente e con garantía</span></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:21px">Ola,<br><br>Recollemos hoxe ás 12:58 o teu envío:<br><br>
<table cellpadding="3" style="font-size:13px"><tr><td><b>Número de envío</b></td><td>MP-0931-55820</td></tr>
<tr><td><b>Orixe</b></td><td>Gestoría Ribas &amp; Lousada, Rúa Urzaiz 64, 36201 Vigo</td></tr>
<tr><td><b>Destino</b></td><td>Notaría Garmendia, Calle Urbieta 12, 20006 Donostia</td></tr>
<tr><td><b>Contido</b></td><td>1 sobre de documentación (0,4 kg)</td></tr>
<tr><td><b>Servizo</b></td><td>Urxente 24 h - entrega antes das 14:00</td></tr></table><br>
<a href="https://www.mensaxeriaponte.gal/seguimento?n=MP093155820" style="color:#0050a0">Seguir o envío</a></td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#777;border-top:1px solid #ccc">Mensaxería Ponte S.L. · Polígono A Granxa, rúa C 8, 36400 O Porriño · 986 440 112</td></tr>
</table></body></html>`,
  },
  {
    family: "mensaxeria-ponte",
    group: "regional",
    lang: "es",
    kind: "delivery-pin",
    code: "3907",
    link: null,
    from: "Mensaxería Ponte <envios@mensaxeriaponte.gal>",
    to: OFFICE,
    subject: "Hoy entregamos tu envío MP-1014-60217 - PIN de entrega",
    date: when(10, 15, "08:10"),
    text: `Mensaxería Ponte

Hoy entre las 10:00 y las 13:00 entregamos tu envío MP-1014-60217
(remitente: Registro Mercantil de Pontevedra, 1 sobre certificado).

Al tratarse de documentación con entrega en mano, el repartidor te pedirá este PIN:

PIN de entrega: 3907

Dáselo solo cuando tengas el sobre en la mano. Si no vas a estar, llama al 986 440 112
antes de las 9:30 para cambiar la entrega.

Mensaxería Ponte S.L.
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#ffffff;color:#222">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #ccc">
<tr><td style="background:#ffd21f;padding:14px 20px;font-weight:bold;font-size:18px;color:#1c1c1c">Mensaxería Ponte</td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:21px">Hoy entre las <b>10:00 y las 13:00</b> entregamos tu envío <b>MP-1014-60217</b> (remitente: Registro Mercantil de Pontevedra, 1 sobre certificado).<br><br>
Al tratarse de documentación con entrega en mano, el repartidor te pedirá este PIN:</td></tr>
<tr><td align="center" style="padding:0 20px 18px"><table cellpadding="0" cellspacing="0"><tr><td style="border:3px solid #1c1c1c;padding:8px 22px;font-size:12px;text-align:center">PIN DE ENTREGA<br><span style="font-size:36px;font-weight:bold;letter-spacing:6px">3907</span></td></tr></table></td></tr>
<tr><td style="padding:0 20px 20px;font-size:13px;color:#444">Dáselo solo cuando tengas el sobre en la mano. Si no vas a estar, llama al 986 440 112 antes de las 9:30 para cambiar la entrega.</td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#777;border-top:1px solid #ccc">Mensaxería Ponte S.L. · Polígono A Granxa, rúa C 8, 36400 O Porriño · <a href="https://www.mensaxeriaponte.gal/privacidade" style="color:#777">Privacidade</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "mensaxeria-ponte",
    group: "regional",
    lang: "gl",
    kind: "delivered",
    code: null,
    link: null,
    from: "Mensaxería Ponte <envios@mensaxeriaponte.gal>",
    to: OFFICE,
    subject: "Entregado: MP-0931-55820",
    date: when(10, 1, "11:42"),
    text: `O teu envío MP-0931-55820 foi entregado o 01/10/2025 ás 11:40 en Calle Urbieta 12, 20006 Donostia.
Recibiu: A. GARMENDIA (DNI ***4512*)
Comprobante de entrega: https://www.mensaxeriaponte.gal/pod/MP093155820

Grazas por confiar en Mensaxería Ponte · 986 440 112
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Telvora (fictional telco)

const telvora_mails: Mail[] = [
  {
    family: "telvora",
    group: "consumer",
    lang: "es",
    kind: "invoice-available",
    code: null,
    link: null,
    from: "Telvora Empresas <facturas@telvora.es>",
    to: OFFICE,
    subject: "Tu factura de octubre ya está disponible: 118,43 €",
    date: when(11, 2, "09:00", "+0100"),
    text: `Telvora Empresas

Hola, Gestoría Ribas & Lousada:

Tu factura de octubre ya está disponible.

  Nº de factura: TV-E-2025-10-0884213
  Periodo: 01/10/2025 - 31/10/2025
  Importe: 118,43 € (IVA incluido)
  Cargo en cuenta: ES76 •••• 3307, el 08/11/2025

Incluye: Fibra 1 Gb + centralita virtual (5 extensiones) + 3 líneas móviles.
Consumo fuera de tarifa: 4,12 € (llamadas a 902).

Consulta el detalle en Mi Telvora: https://mi.telvora.es/empresas/facturas
Atención a empresas: 1480 (gratis) · empresas@telvora.es
`,
    html: `<html><body style="margin:0;background:#f4f0fa">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Montserrat,Arial,sans-serif;color:#2a1846">
<tr><td style="background:#4b1d8f;padding:22px 30px"><img src="https://img.telvora.es/mail/logo-telvora-empresas.png" alt="Telvora Empresas" width="160"></td></tr>
<tr><td style="padding:30px 30px 10px;font-size:15px">Hola, Gestoría Ribas &amp; Lousada:</td></tr>
<tr><td style="padding:0 30px;font-size:22px;font-weight:bold">Tu factura de octubre ya está disponible</td></tr>
<tr><td style="padding:20px 30px"><table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f0fa;border-radius:10px"><tr>
<td style="padding:18px 20px;font-size:13px;line-height:20px">Nº de factura: TV-E-2025-10-0884213<br>Periodo: 01/10/2025 - 31/10/2025<br>Cargo en cuenta: ES76 •••• 3307, el 08/11/2025</td>
<td align="right" style="padding:18px 20px;font-size:30px;font-weight:bold;color:#4b1d8f">118,43 €<br><span style="font-size:11px;font-weight:normal;color:#6c5b86">IVA incluido</span></td></tr></table></td></tr>
<tr><td style="padding:0 30px 10px;font-size:13px;line-height:20px">Incluye: Fibra 1 Gb + centralita virtual (5 extensiones) + 3 líneas móviles.<br>Consumo fuera de tarifa: 4,12 € (llamadas a 902).</td></tr>
<tr><td style="padding:16px 30px 30px"><a href="https://mi.telvora.es/empresas/facturas" style="background:#ff4f8b;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none;font-weight:bold;font-size:14px">Ver factura</a></td></tr>
<tr><td style="padding:18px 30px;background:#2a1846;color:#cbbfe0;font-size:11px;line-height:17px">Atención a empresas: 1480 (gratis) · empresas@telvora.es<br>Telvora Telecomunicaciones S.A. · Calle Serrano 91, 28006 Madrid · CIF A87712340<br>
<a href="https://www.telvora.es/privacidad" style="color:#cbbfe0">Privacidad</a> · <a href="https://www.facebook.com/telvora" style="color:#cbbfe0">Facebook</a> · <a href="https://x.com/telvora" style="color:#cbbfe0">X</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "telvora",
    group: "consumer",
    lang: "es",
    kind: "email-change-confirm",
    code: null,
    link: "https://mi.telvora.es/cuenta/confirmar-email?id=EMP-552091&k=f4b9a07c2e1d",
    from: "Telvora Empresas <no-reply@telvora.es>",
    to: "Administración Ribas & Lousada <administracion@ribaslousada.es>",
    subject: "Confirma tu nuevo email de contacto en Telvora",
    date: when(9, 19, "17:26"),
    text: `Hola,

Has pedido cambiar el email de contacto de la cuenta de empresa EMP-552091
(Gestoría Ribas & Lousada, CIF B27640118) a administracion@ribaslousada.es.

Para que el cambio se haga efectivo, confírmalo aquí:
https://mi.telvora.es/cuenta/confirmar-email?id=EMP-552091&k=f4b9a07c2e1d

Mientras no lo confirmes, seguiremos enviando las facturas a despacho@ribaslousada.es.
El enlace caduca en 48 horas.

Si no has pedido este cambio, llámanos al 1480.

Telvora Empresas
`,
    html: `<html><body style="margin:0;background:#f4f0fa">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Montserrat,Arial,sans-serif;color:#2a1846">
<tr><td style="background:#4b1d8f;padding:22px 30px"><img src="https://img.telvora.es/mail/logo-telvora-empresas.png" alt="Telvora Empresas" width="160"></td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:23px">Hola,<br><br>Has pedido cambiar el email de contacto de la cuenta de empresa <b>EMP-552091</b> (Gestoría Ribas &amp; Lousada, CIF B27640118) a <b>administracion@ribaslousada.es</b>.<br><br>Para que el cambio se haga efectivo, confírmalo:</td></tr>
<tr><td style="padding:0 30px 24px"><a href="https://mi.telvora.es/cuenta/confirmar-email?id=EMP-552091&amp;k=f4b9a07c2e1d" style="background:#ff4f8b;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none;font-weight:bold;font-size:14px">Confirmar email</a></td></tr>
<tr><td style="padding:0 30px 28px;font-size:13px;color:#6c5b86">Mientras no lo confirmes, seguiremos enviando las facturas a despacho@ribaslousada.es. El enlace caduca en 48 horas. Si no has pedido este cambio, llámanos al 1480.</td></tr>
<tr><td style="padding:18px 30px;background:#2a1846;color:#cbbfe0;font-size:11px">Telvora Telecomunicaciones S.A. · Calle Serrano 91, 28006 Madrid</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "telvora",
    group: "consumer",
    lang: "ca",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Telvora Empreses <avisos@telvora.es>",
    to: OFFICE,
    subject: "Treballs de manteniment a la xarxa la matinada del 22 d'octubre",
    date: when(10, 17, "12:00"),
    text: `Hola,

T'informem que farem treballs de millora a la xarxa de fibra de la teva zona:

  Data: dimecres 22 d'octubre de 2025
  Horari: de 01:00 a 05:00
  Afectació: talls intermitents de la fibra i de la centralita virtual
  Servei afectat: 1 Gb - Carrer de la Diputació 211, 08011 Barcelona

No cal que facis res. Si després de les 05:00 encara no tens connexió, reinicia el router
o truca'ns al 1480.

Disculpa les molèsties.
Telvora Empreses
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Asesorum Formación (fictional professional association)

const asesorum_mails: Mail[] = [
  {
    family: "asesorum-formacion",
    group: "regional",
    lang: "es",
    kind: "subscribe-confirm",
    code: null,
    link: "https://asesorum.es/lists/?p=subscribe&id=3&uid=a81c77f0e2b94d1c&confirm=1",
    from: "Asesorum · Colegio de Asesores Fiscales del Noroeste <boletin@asesorum.es>",
    to: OFFICE,
    subject: "Confirma tu suscripción al Boletín Fiscal Semanal",
    date: when(9, 8, "10:44"),
    text: `Asesorum - Colegio de Asesores Fiscales del Noroeste

Hola,

Alguien (esperamos que tú) ha pedido suscribir despacho@ribaslousada.es a:

  * Boletín Fiscal Semanal (cada lunes)
  * Novedades de formación continua

Para confirmar la suscripción, abre este enlace:
https://asesorum.es/lists/?p=subscribe&id=3&uid=a81c77f0e2b94d1c&confirm=1

Si no lo has pedido, no hagas nada: no te enviaremos ningún correo más.

Asesorum · Rúa Policarpo Sanz 22, 3º, 36202 Vigo · 986 227 510 · colegiados n.º 1.742
`,
    html:
      `<html><body style="font-family:Georgia,'Times New Roman',serif;font-size:15px;color:#2e2e2e;background:#ffffff">
<table width="580" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:18px 0;border-bottom:1px solid #8c1c13"><img src="https://asesorum.es/img/asesorum-sello.png" alt="Asesorum" width="60" style="vertical-align:middle"> <span style="font-size:18px;color:#8c1c13;vertical-align:middle">Colegio de Asesores Fiscales del Noroeste</span></td></tr>
<tr><td style="padding:22px 0;line-height:23px">Hola,<br><br>Alguien (esperamos que tú) ha pedido suscribir <b>despacho@ribaslousada.es</b> a:<ul><li>Boletín Fiscal Semanal (cada lunes)</li><li>Novedades de formación continua</li></ul>
Para confirmar la suscripción, haz clic aquí:<br><br>
<a href="https://asesorum.es/lists/?p=subscribe&amp;id=3&amp;uid=a81c77f0e2b94d1c&amp;confirm=1" style="color:#8c1c13;font-weight:bold">Confirmar mi suscripción</a><br><br>
<span style="font-size:13px;color:#666">Si no lo has pedido, no hagas nada: no te enviaremos ningún correo más.</span></td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #ddd;font-size:11px;color:#888;font-family:Arial,sans-serif">Asesorum · Rúa Policarpo Sanz 22, 3º, 36202 Vigo · 986 227 510</td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "asesorum-formacion",
    group: "regional",
    lang: "gl",
    kind: "course-reminder",
    code: null,
    link: null,
    from: "Asesorum Formación <formacion@asesorum.es>",
    to: OFFICE,
    subject: "Mañá: Curso «Verifactu e facturación electrónica» (3 h)",
    date: when(10, 22, "17:00"),
    text: `Ola, Laura:

Lembrámosche que mañá, xoves 23 de outubro, comeza o curso no que estás inscrita:

  Verifactu e facturación electrónica: que cambia en 2026
  Horario: 16:00 - 19:00 (3 horas de formación continua homologada)
  Relator: Xosé Manuel Bouzas, inspector de Facenda en excedencia
  Modalidade: en liña

  Sala: https://meet.asesorum.es/j/84120339172
  ID da reunión: 841 2033 9172
  Código de acceso: 551904

A documentación (42 páxinas, PDF) xa está no campus, no apartado do curso.
Para obter o certificado de asistencia cómpre estar conectada polo menos 2 h 30 min.

Asesorum · 986 227 510 · formacion@asesorum.es
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2e2e2e">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #e2d6d4">
<tr><td style="background:#8c1c13;color:#fff;padding:14px 22px;font-size:17px">Asesorum Formación</td></tr>
<tr><td style="padding:22px;line-height:21px">Ola, Laura:<br><br>Lembrámosche que <b>mañá, xoves 23 de outubro</b>, comeza o curso no que estás inscrita:
<h3 style="color:#8c1c13;margin:16px 0 8px">Verifactu e facturación electrónica: que cambia en 2026</h3>
<table cellpadding="3" style="font-size:13px"><tr><td>Horario</td><td>16:00 - 19:00 (3 horas de formación continua homologada)</td></tr>
<tr><td>Relator</td><td>Xosé Manuel Bouzas, inspector de Facenda en excedencia</td></tr><tr><td>Modalidade</td><td>en liña</td></tr>
<tr><td>Sala</td><td><a href="https://meet.asesorum.es/j/84120339172">meet.asesorum.es/j/84120339172</a></td></tr>
<tr><td>ID da reunión</td><td>841 2033 9172</td></tr><tr><td>Código de acceso</td><td>551904</td></tr></table><br>
A documentación (42 páxinas, PDF) xa está no <a href="https://campus.asesorum.es/cursos/verifactu-2026">campus</a>, no apartado do curso.<br>
Para obter o certificado de asistencia cómpre estar conectada polo menos 2 h 30 min.</td></tr>
<tr><td style="padding:12px 22px;background:#f7f1f0;font-size:11px;color:#888">Asesorum · Rúa Policarpo Sanz 22, 3º, 36202 Vigo · 986 227 510</td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- e-Fisco Lusitano (fictional PT tax portal)

const fisco_mails: Mail[] = [
  {
    family: "e-fisco-lusitano",
    group: "regional",
    lang: "pt",
    kind: "vat-return-submitted",
    code: null,
    link: null,
    from: "e-Fisco Lusitano <nao-responder@efisco-lusitano.example.pt>",
    to: "Ribas & Lousada Porto <porto@ribaslousada.pt>",
    subject: "Declaração periódica de IVA submetida - período 2025/08",
    date: when(10, 10, "23:12", "+0100"),
    text: `e-FISCO LUSITANO - COMPROVATIVO DE ENTREGA

Declaração: Declaração Periódica de IVA
Período: 2025/08 (mensal)
NIF do sujeito passivo: 516 204 993 - PADARIA SETE FONTES, LDA.
Contabilista certificado: 87.412 - RUI MANUEL LOUSADA PEREIRA
Identificação da declaração: I9824-01177-53
Data de receção: 2025-10-10 23:11:48
Situação: Certa
Imposto a entregar ao Estado: 2.047,36 EUR
Referência para pagamento: 159 338 204 117 502
Data limite de pagamento: 2025-10-15

Este email é enviado automaticamente. Não responda.
`,
    html: null,
    enc: "qp",
  },
  {
    family: "e-fisco-lusitano",
    group: "regional",
    lang: "pt",
    kind: "email-confirm-code",
    code: "9K3P-7Y2M",
    link: null,
    from: "e-Fisco Lusitano <nao-responder@efisco-lusitano.example.pt>",
    to: "Ribas & Lousada Porto <porto@ribaslousada.pt>",
    subject: "Confirmação do endereço de correio eletrónico",
    date: when(9, 23, "14:37", "+0100"),
    text: `Exmo(a). Senhor(a),

Foi pedida a alteração do endereço de correio eletrónico associado ao NIF 514 882 370
(RIBAS & LOUSADA - CONTABILIDADE, LDA.) para porto@ribaslousada.pt.

Para concluir a alteração, aceda ao portal, opção "Dados Cadastrais > Confirmar email",
e introduza o seguinte código de confirmação:

Código de confirmação: 9K3P-7Y2M

O código é válido durante 30 dias. Enquanto não for confirmado, as notificações continuarão
a ser enviadas para o endereço anterior.

Atendimento telefónico: 217 206 707 (dias úteis, 9h-19h)
Este email é enviado automaticamente. Não responda.
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#000">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="border-bottom:3px solid #006633;padding:10px 0"><img src="https://www.efisco-lusitano.example.pt/img/efisco.gif" alt="e-Fisco Lusitano" width="210" height="42"></td></tr>
<tr><td style="padding:16px 0;line-height:19px">Exmo(a). Senhor(a),<br><br>
Foi pedida a alteração do endereço de correio eletrónico associado ao NIF <b>514 882 370</b> (RIBAS &amp; LOUSADA - CONTABILIDADE, LDA.) para <b>porto@ribaslousada.pt</b>.<br><br>
Para concluir a alteração, aceda ao portal, opção «Dados Cadastrais &gt; Confirmar email», e introduza o seguinte código de confirmação:<br><br>
<table cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#006633"><tr><td style="background:#eaf4ee">Código de confirmação</td><td style="font-size:18px;font-weight:bold;font-family:'Courier New',monospace">9K3P-7Y2M</td></tr></table><br>
O código é válido durante 30 dias. Enquanto não for confirmado, as notificações continuarão a ser enviadas para o endereço anterior.</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #ccc;font-size:11px;color:#555">Atendimento telefónico: 217 206 707 (dias úteis, 9h-19h) · Este email é enviado automaticamente. Não responda.</td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Kvittra (fictional receipt-capture app)

const kvittra_mails: Mail[] = [
  {
    family: "kvittra",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.kvittra.com/u/click?_t=7c1e55d04a&_m=9b0f&_e=invite-accept-4f81b2",
    from: "Kvittra <team@kvittra.com>",
    to: OFFICE,
    subject: "Hannah Okafor invited you to Brightside Dental Clinic on Kvittra",
    date: when(9, 26, "19:20"),
    text: `Hannah Okafor invited you to Brightside Dental Clinic on Kvittra

Hannah wants you to join as Accountant. Accountants can review receipts, export them to your
bookkeeping software and close expense periods.

Brightside Dental Clinic has 4 members and 212 receipts waiting for review.

Accept invitation:
https://links.kvittra.com/u/click?_t=7c1e55d04a&_m=9b0f&_e=invite-accept-4f81b2

This invitation was sent to despacho@ribaslousada.es and expires in 14 days.

Kvittra AB, Sveavägen 44, 111 34 Stockholm, Sweden
Get the app: https://links.kvittra.com/u/click?_t=7c1e55d04a&_m=9b0f&_e=app
`,
    html: `<!doctype html><html><body style="margin:0;background:#fffdf8">
<div style="display:none">212 receipts are waiting for your review</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table width="500" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#141414">
<tr><td><img src="https://cdn.kvittra.com/email/kvittra-mark.png" alt="Kvittra" width="44" height="44"></td></tr>
<tr><td style="padding:22px 0 8px;font-size:24px;font-weight:700;line-height:30px">Hannah Okafor invited you to Brightside Dental Clinic</td></tr>
<tr><td style="font-size:16px;line-height:25px;color:#3d3d3d">Hannah wants you to join as <b>Accountant</b>. Accountants can review receipts, export them to your bookkeeping software and close expense periods.<br><br>Brightside Dental Clinic has 4 members and 212 receipts waiting for review.</td></tr>
<tr><td style="padding:28px 0"><a href="https://links.kvittra.com/u/click?_t=7c1e55d04a&amp;_m=9b0f&amp;_e=invite-accept-4f81b2" style="background:#141414;color:#fffdf8;text-decoration:none;font-weight:600;padding:14px 28px;border-radius:999px;display:inline-block">Accept invitation</a></td></tr>
<tr><td style="font-size:13px;color:#7a7a7a">This invitation was sent to despacho@ribaslousada.es and expires in 14 days.</td></tr>
<tr><td style="padding-top:34px;border-bottom:1px solid #ece7dc"></td></tr>
<tr><td style="padding-top:18px;font-size:12px;color:#7a7a7a">
<a href="https://links.kvittra.com/u/click?_t=7c1e55d04a&amp;_m=9b0f&amp;_e=ios"><img src="https://cdn.kvittra.com/email/app-store-badge.png" alt="Download on the App Store" height="36"></a>
<a href="https://links.kvittra.com/u/click?_t=7c1e55d04a&amp;_m=9b0f&amp;_e=android"><img src="https://cdn.kvittra.com/email/google-play-badge.png" alt="Get it on Google Play" height="36"></a><br><br>
Kvittra AB, Sveavägen 44, 111 34 Stockholm, Sweden</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kvittra",
    group: "consumer",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Kvittra <digest@kvittra.com>",
    to: OFFICE,
    subject: "Your week on Kvittra: 38 receipts to review",
    date: when(10, 20, "07:00"),
    text: `Your week on Kvittra (13-19 Oct 2025)

Brightside Dental Clinic
  New receipts:       31
  Waiting for review: 27
  Missing VAT number: 4
  Largest:            Dentalmed Iberia SL - €1,842.60

Forn de Pa Cal Jepet
  New receipts:       11
  Waiting for review: 11

Review receipts: https://app.kvittra.com/inbox?utm_source=digest

Change how often you get this email: https://app.kvittra.com/settings/email
Kvittra AB, Sveavägen 44, 111 34 Stockholm, Sweden
`,
    html: `<!doctype html><html><body style="margin:0;background:#fffdf8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table width="500" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#141414">
<tr><td><img src="https://cdn.kvittra.com/email/kvittra-mark.png" alt="Kvittra" width="44" height="44"></td></tr>
<tr><td style="padding:22px 0 4px;font-size:24px;font-weight:700">Your week on Kvittra</td></tr>
<tr><td style="font-size:14px;color:#7a7a7a;padding-bottom:20px">13-19 Oct 2025</td></tr>
<tr><td style="background:#f6f1e6;border-radius:12px;padding:18px 20px;font-size:15px;line-height:24px"><b>Brightside Dental Clinic</b><br>31 new · <b>27 waiting for review</b> · 4 missing VAT number<br><span style="color:#7a7a7a;font-size:13px">Largest: Dentalmed Iberia SL - €1,842.60</span></td></tr>
<tr><td style="height:12px"></td></tr>
<tr><td style="background:#f6f1e6;border-radius:12px;padding:18px 20px;font-size:15px;line-height:24px"><b>Forn de Pa Cal Jepet</b><br>11 new · <b>11 waiting for review</b></td></tr>
<tr><td style="padding:26px 0"><a href="https://app.kvittra.com/inbox?utm_source=digest" style="background:#141414;color:#fffdf8;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px;display:inline-block">Review receipts</a></td></tr>
<tr><td style="font-size:12px;color:#7a7a7a"><a href="https://app.kvittra.com/settings/email" style="color:#7a7a7a">Change how often you get this email</a><br>Kvittra AB, Sveavägen 44, 111 34 Stockholm, Sweden</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Rechnungsfluss (fictional German e-invoice network)

const rechnungsfluss_mails: Mail[] = [
  {
    family: "rechnungsfluss",
    group: "consumer",
    lang: "de",
    kind: "e-invoice-received",
    code: null,
    link: null,
    from: "Rechnungsfluss <zustellung@rechnungsfluss.de>",
    to: OFFICE,
    subject: "Neue E-Rechnung (XRechnung) von Maschinenbau Kettler GmbH",
    date: when(10, 16, "14:22"),
    text: `Guten Tag,

über Rechnungsfluss wurde Ihnen eine neue E-Rechnung zugestellt.

  Rechnungssteller:  Maschinenbau Kettler GmbH, 33602 Bielefeld
  Empfänger:         Errementari Taldea SL (ESB95417720)
  Rechnungsnummer:   RE-2025-10-4471
  Rechnungsdatum:    15.10.2025
  Format:            XRechnung 3.0 (UBL) + PDF-Sichtkopie
  Betrag:            7.420,00 EUR (innergemeinschaftliche Lieferung, steuerfrei)
  Fällig am:         14.11.2025

Die Rechnung liegt in Ihrem Posteingang unter https://portal.rechnungsfluss.de/eingang bereit.

Mit freundlichen Grüßen
Ihr Rechnungsfluss-Team

Rechnungsfluss GmbH · Speicherstraße 9 · 20457 Hamburg · HRB 158833 · Geschäftsführer: Till Aßmann
`,
    html:
      `<html><body style="margin:0;background:#ffffff;font-family:'Segoe UI',Arial,sans-serif;color:#1a1a1a;font-size:14px">
<table width="600" cellpadding="0" cellspacing="0" style="margin:0 auto">
<tr><td style="padding:20px 0;border-bottom:4px solid #00a19a"><img src="https://portal.rechnungsfluss.de/static/mail/logo.png" alt="Rechnungsfluss" width="150"></td></tr>
<tr><td style="padding:22px 0 6px">Guten Tag,</td></tr>
<tr><td style="padding:6px 0 14px">über Rechnungsfluss wurde Ihnen eine neue E-Rechnung zugestellt.</td></tr>
<tr><td><table width="100%" cellpadding="7" cellspacing="0" style="border:1px solid #d9e4e3;font-size:13px">
<tr><td style="background:#f2f8f8;width:38%">Rechnungssteller</td><td>Maschinenbau Kettler GmbH, 33602 Bielefeld</td></tr>
<tr><td style="background:#f2f8f8">Empfänger</td><td>Errementari Taldea SL (ESB95417720)</td></tr>
<tr><td style="background:#f2f8f8">Rechnungsnummer</td><td>RE-2025-10-4471</td></tr>
<tr><td style="background:#f2f8f8">Rechnungsdatum</td><td>15.10.2025</td></tr>
<tr><td style="background:#f2f8f8">Format</td><td>XRechnung 3.0 (UBL) + PDF-Sichtkopie</td></tr>
<tr><td style="background:#f2f8f8">Betrag</td><td><b>7.420,00 EUR</b> (innergemeinschaftliche Lieferung, steuerfrei)</td></tr>
<tr><td style="background:#f2f8f8">Fällig am</td><td>14.11.2025</td></tr></table></td></tr>
<tr><td style="padding:18px 0"><a href="https://portal.rechnungsfluss.de/eingang" style="color:#00807a">Zum Posteingang</a></td></tr>
<tr><td style="padding:18px 0;border-top:1px solid #e5e5e5;font-size:11px;color:#777">Rechnungsfluss GmbH · Speicherstraße 9 · 20457 Hamburg · HRB 158833 · Geschäftsführer: Till Aßmann<br><a href="https://www.rechnungsfluss.de/impressum" style="color:#777">Impressum</a> · <a href="https://www.rechnungsfluss.de/datenschutz" style="color:#777">Datenschutz</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "rechnungsfluss",
    group: "consumer",
    lang: "de",
    kind: "payment-reminder",
    code: null,
    link: null,
    from: "Rechnungsfluss <zustellung@rechnungsfluss.de>",
    to: OFFICE,
    subject: "Zahlungserinnerung zu RE-2025-10-4471 (Maschinenbau Kettler GmbH)",
    date: when(11, 18, "09:05", "+0100"),
    text: `Guten Tag,

Maschinenbau Kettler GmbH hat über Rechnungsfluss eine Zahlungserinnerung versendet.

Rechnung RE-2025-10-4471 vom 15.10.2025 über 7.420,00 EUR war am 14.11.2025 fällig.
Bis heute ist laut Rechnungssteller kein Zahlungseingang verbucht.

Bankverbindung des Rechnungsstellers:
  Sparkasse Bielefeld · IBAN DE41 4805 0161 0066 3021 77 · BIC SPBIDE3BXXX
  Verwendungszweck: RE-2025-10-4471

Falls Sie bereits gezahlt haben, betrachten Sie diese Nachricht bitte als gegenstandslos.
Rückfragen: buchhaltung@kettler-maschinenbau.de · +49 521 55 80 30

Rechnungsfluss GmbH · Speicherstraße 9 · 20457 Hamburg
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Banque Cerdagne (fictional French bank)

function cerdagne(inner: string): string {
  return `<html><body style="margin:0;background:#eef1f5">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1f5"><tr><td align="center" style="padding:26px 8px">
<table width="580" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1e2a38">
<tr><td style="padding:18px 28px;border-bottom:1px solid #dfe4ea"><img src="https://www.banque-cerdagne.fr/static/mail/bc-pro.png" alt="Banque Cerdagne Pro" width="170" height="38"></td></tr>
<tr><td style="padding:26px 28px;line-height:21px">${inner}</td></tr>
<tr><td style="padding:16px 28px;background:#1e2a38;color:#aab5c2;font-size:11px;line-height:16px">Banque Cerdagne, SA au capital de 48 000 000 € · 12 avenue du Général de Gaulle, 66000 Perpignan · ORIAS 07 031 882<br>
Service clients Pro : 04 68 55 20 20 (appel non surtaxé), du lundi au samedi de 8h à 20h.<br>
<a href="https://www.banque-cerdagne.fr/securite" style="color:#aab5c2">Sécurité</a> · <a href="https://www.banque-cerdagne.fr/donnees-personnelles" style="color:#aab5c2">Données personnelles</a></td></tr>
</table></td></tr></table></body></html>`;
}

const cerdagne_mails: Mail[] = [
  {
    family: "banque-cerdagne",
    group: "regional",
    lang: "fr",
    kind: "beneficiary-code",
    code: "30618274",
    link: null,
    from: "Banque Cerdagne Pro <securite@banque-cerdagne.fr>",
    to: "Laura Ribas (mandataire) <laura@ribaslousada.es>",
    subject: "Votre code de validation pour l'ajout d'un bénéficiaire",
    date: when(10, 9, "10:18"),
    text: `Banque Cerdagne Pro

Bonjour,

Vous avez demandé l'ajout du bénéficiaire suivant sur le compte professionnel de CAMPING ELS PINS SARL :

  Nom : SCI LES AMANDIERS
  IBAN : FR76 1027 **** **** **** 0418
  Pays : France

Votre code de validation : 3061 8274

Saisissez-le dans votre espace Banque Cerdagne Pro pour confirmer l'ajout. Il est valable 5 minutes.
Pour votre sécurité, le premier virement vers ce bénéficiaire sera plafonné à 1 500 € pendant 48 heures.

Ne communiquez jamais ce code, même à un conseiller Banque Cerdagne.
`,
    html: cerdagne(`<p style="margin-top:0">Bonjour,</p>
<p>Vous avez demandé l'ajout du bénéficiaire suivant sur le compte professionnel de <b>CAMPING ELS PINS SARL</b> :</p>
<p style="background:#f5f7fa;padding:10px 14px;font-size:13px">Nom : SCI LES AMANDIERS<br>IBAN : FR76 1027 **** **** **** 0418<br>Pays : France</p>
<p>Votre code de validation :</p>
<table cellpadding="0" cellspacing="0" align="center"><tr><td style="font-size:30px;font-weight:bold;letter-spacing:5px;color:#c0392b;padding:6px 0 14px">3061 8274</td></tr></table>
<p>Saisissez-le dans votre espace Banque Cerdagne Pro pour confirmer l'ajout. Il est valable 5 minutes. Pour votre sécurité, le premier virement vers ce bénéficiaire sera plafonné à 1 500 € pendant 48 heures.</p>
<p style="font-size:12px;color:#c0392b"><b>Ne communiquez jamais ce code, même à un conseiller Banque Cerdagne.</b></p>`),
    enc: "qp",
  },
  {
    family: "banque-cerdagne",
    group: "regional",
    lang: "fr",
    kind: "beneficiary-added",
    code: null,
    link: null,
    from: "Banque Cerdagne Pro <alertes@banque-cerdagne.fr>",
    to: "Laura Ribas (mandataire) <laura@ribaslousada.es>",
    subject: "Alerte : un nouveau bénéficiaire a été ajouté",
    date: when(10, 9, "10:21"),
    text: `Bonjour,

Le bénéficiaire SCI LES AMANDIERS (IBAN se terminant par 0418) a été ajouté le 09/10/2025
à 10:20 sur le compte professionnel n° ****5590.

Si vous êtes à l'origine de cette opération, vous n'avez rien à faire.
Sinon, appelez immédiatement le 04 68 55 20 20 pour faire opposition.

Banque Cerdagne Pro
`,
    html: cerdagne(`<p style="margin-top:0">Bonjour,</p>
<p>Le bénéficiaire <b>SCI LES AMANDIERS</b> (IBAN se terminant par 0418) a été ajouté le 09/10/2025 à 10:20 sur le compte professionnel n° ****5590.</p>
<p>Si vous êtes à l'origine de cette opération, vous n'avez rien à faire.<br>Sinon, appelez immédiatement le <b>04 68 55 20 20</b> pour faire opposition.</p>`),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- FatturaPiana (fictional Italian e-invoicing)

const fatturapiana_mails: Mail[] = [
  {
    family: "fatturapiana",
    group: "consumer",
    lang: "it",
    kind: "delivery-receipt",
    code: null,
    link: null,
    from: "FatturaPiana <notifiche@fatturapiana.it>",
    to: OFFICE,
    subject: "Ricevuta di consegna SdI - fattura n. 58/2025 a Ribas Lousada Asesores SLP",
    date: when(10, 6, "15:47"),
    text: `FatturaPiana - Notifica dal Sistema di Interscambio

Gentile cliente,

la fattura n. 58/2025 del 03/10/2025 emessa da STUDIO GRAFICO LA PIANA DI MARCO ROSSETTI
(P.IVA 03918720164) è stata consegnata al destinatario.

  Destinatario: RIBAS LOUSADA ASESORES SLP (soggetto estero, codice destinatario XXXXXXX)
  Identificativo SdI: 14488320917
  Importo: 1.950,00 € (operazione non soggetta, art. 7-ter DPR 633/72)
  Data consegna: 06/10/2025 15:46

La ricevuta XML è disponibile nell'area "Fatture emesse" del tuo account.

FatturaPiana S.r.l. · Via Broseta 41, 24128 Bergamo · P.IVA 04571230168
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222;background:#f7f7f7">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e1e1">
<tr><td style="padding:16px 24px;background:#0f6e3f;color:#fff;font-size:18px">Fattura<b>Piana</b></td></tr>
<tr><td style="padding:22px 24px;line-height:20px">Gentile cliente,<br><br>la fattura <b>n. 58/2025</b> del 03/10/2025 emessa da STUDIO GRAFICO LA PIANA DI MARCO ROSSETTI (P.IVA 03918720164) è stata <span style="color:#0f6e3f;font-weight:bold">consegnata</span> al destinatario.<br><br>
<table cellpadding="4" style="font-size:12px"><tr><td>Destinatario</td><td>RIBAS LOUSADA ASESORES SLP (soggetto estero, codice destinatario XXXXXXX)</td></tr>
<tr><td>Identificativo SdI</td><td>14488320917</td></tr><tr><td>Importo</td><td>1.950,00 € (operazione non soggetta, art. 7-ter DPR 633/72)</td></tr>
<tr><td>Data consegna</td><td>06/10/2025 15:46</td></tr></table><br>
La ricevuta XML è disponibile nell'area <a href="https://app.fatturapiana.it/emesse" style="color:#0f6e3f">Fatture emesse</a> del tuo account.</td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#888;border-top:1px solid #eee">FatturaPiana S.r.l. · Via Broseta 41, 24128 Bergamo · P.IVA 04571230168 · <a href="https://www.fatturapiana.it/privacy" style="color:#888">Privacy</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "fatturapiana",
    group: "consumer",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://app.fatturapiana.it/password/reimposta/7Hq2c9LmX0vB4nRt?email=commercialista%40ribaslousada.es",
    from: "FatturaPiana <no-reply@fatturapiana.it>",
    to: "Laura Ribas <commercialista@ribaslousada.es>",
    subject: "Reimposta la tua password FatturaPiana",
    date: when(11, 10, "18:33", "+0100"),
    text: `Ciao Laura,

abbiamo ricevuto una richiesta di reimpostazione della password per l'account
commercialista@ribaslousada.es (accesso "Commercialista" a 2 aziende clienti).

Per scegliere una nuova password apri questo link entro 30 minuti:
https://app.fatturapiana.it/password/reimposta/7Hq2c9LmX0vB4nRt?email=commercialista%40ribaslousada.es

Se non hai richiesto tu la reimpostazione, ignora questa email: la password attuale resta valida.

Assistenza: 035 019 2040 · supporto@fatturapiana.it
FatturaPiana S.r.l. · Via Broseta 41, 24128 Bergamo
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222;background:#f7f7f7">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e1e1">
<tr><td style="padding:16px 24px;background:#0f6e3f;color:#fff;font-size:18px">Fattura<b>Piana</b></td></tr>
<tr><td style="padding:22px 24px;line-height:20px">Ciao Laura,<br><br>abbiamo ricevuto una richiesta di reimpostazione della password per l'account <b>commercialista@ribaslousada.es</b> (accesso «Commercialista» a 2 aziende clienti).<br><br>Per scegliere una nuova password clicca sul pulsante entro 30 minuti:</td></tr>
<tr><td style="padding:0 24px 22px"><a href="https://app.fatturapiana.it/password/reimposta/7Hq2c9LmX0vB4nRt?email=commercialista%40ribaslousada.es" style="background:#0f6e3f;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px;display:inline-block">Reimposta password</a></td></tr>
<tr><td style="padding:0 24px 22px;font-size:12px;color:#666">Se non hai richiesto tu la reimpostazione, ignora questa email: la password attuale resta valida.<br>Assistenza: 035 019 2040 · <a href="mailto:supporto@fatturapiana.it" style="color:#0f6e3f">supporto@fatturapiana.it</a></td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#888;border-top:1px solid #eee">FatturaPiana S.r.l. · Via Broseta 41, 24128 Bergamo</td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Winkelwerf (fictional Dutch webshop platform)

const winkelwerf_mails: Mail[] = [
  {
    family: "winkelwerf",
    group: "consumer",
    lang: "nl",
    kind: "payout-report",
    code: null,
    link: null,
    from: "Winkelwerf <uitbetalingen@winkelwerf.nl>",
    to: OFFICE,
    subject: "Uitbetaling van € 3.186,74 is onderweg",
    date: when(10, 13, "06:30"),
    text: `Hoi Sem,

Goed nieuws: we hebben de uitbetaling voor Azulejo Atelier Lisboa verstuurd.

  Periode:         6 - 12 oktober 2025
  Bestellingen:    41
  Omzet:           € 3.402,50
  Transactiekosten: - € 86,21
  Retouren:        - € 129,55
  Uitbetaald:      € 3.186,74
  Naar rekening:   PT50 •••• •••• •••• 2204 1
  Verwacht op je rekening: 14 oktober

Het btw-overzicht per land (OSS) staat klaar in je dashboard onder Financiën > Rapporten.

Groetjes,
Team Winkelwerf
Winkelwerf B.V. · Keizersgracht 520 · 1017 EK Amsterdam · KvK 81724418
`,
    html: `<html><body style="margin:0;background:#f0f7ff;font-family:'Nunito',Arial,sans-serif;color:#12263a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 8px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:26px 32px 0"><img src="https://static.winkelwerf.nl/mail/ww-logo.png" alt="Winkelwerf" width="130"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:22px;font-weight:800">Uitbetaling van € 3.186,74 is onderweg 💸</td></tr>
<tr><td style="padding:14px 32px;font-size:15px;line-height:23px">Hoi Sem, goed nieuws: we hebben de uitbetaling voor <b>Azulejo Atelier Lisboa</b> verstuurd.</td></tr>
<tr><td style="padding:0 32px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px">
<tr><td>Periode</td><td align="right">6 - 12 oktober 2025</td></tr><tr><td>Bestellingen</td><td align="right">41</td></tr>
<tr><td>Omzet</td><td align="right">€ 3.402,50</td></tr><tr><td>Transactiekosten</td><td align="right">- € 86,21</td></tr>
<tr><td>Retouren</td><td align="right">- € 129,55</td></tr>
<tr><td style="border-top:2px solid #12263a"><b>Uitbetaald</b></td><td align="right" style="border-top:2px solid #12263a"><b>€ 3.186,74</b></td></tr>
<tr><td>Naar rekening</td><td align="right">PT50 •••• •••• •••• 2204 1</td></tr></table></td></tr>
<tr><td style="padding:16px 32px 28px;font-size:14px;line-height:21px">Verwacht op je rekening: 14 oktober. Het btw-overzicht per land (OSS) staat klaar in je <a href="https://dashboard.winkelwerf.nl/financien/rapporten" style="color:#1a73e8">dashboard</a>.</td></tr>
</table>
<p style="font-size:11px;color:#6b7c8f">Winkelwerf B.V. · Keizersgracht 520 · 1017 EK Amsterdam · KvK 81724418 · <a href="https://www.winkelwerf.nl/privacy" style="color:#6b7c8f">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "winkelwerf",
    group: "consumer",
    lang: "nl",
    kind: "accountant-invite",
    code: null,
    link: "https://dashboard.winkelwerf.nl/uitnodiging/boekhouder?token=wwinv_5dK20qZr8ePl",
    from: "Winkelwerf <hallo@winkelwerf.nl>",
    to: OFFICE,
    subject: "Sem de Vries heeft je uitgenodigd als boekhouder van Azulejo Atelier Lisboa",
    date: when(9, 11, "20:05"),
    text: `Hallo,

Sem de Vries heeft je uitgenodigd om als boekhouder mee te kijken in de winkel
Azulejo Atelier Lisboa op Winkelwerf.

Als boekhouder kun je uitbetalingen, facturen en btw-rapporten inzien en exporteren.
Je kunt geen bestellingen of producten wijzigen.

Uitnodiging accepteren:
https://dashboard.winkelwerf.nl/uitnodiging/boekhouder?token=wwinv_5dK20qZr8ePl

De uitnodiging is 7 dagen geldig.

Team Winkelwerf
Winkelwerf B.V. · Keizersgracht 520 · 1017 EK Amsterdam
`,
    html: `<html><body style="margin:0;background:#f0f7ff;font-family:'Nunito',Arial,sans-serif;color:#12263a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 8px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:26px 32px 0"><img src="https://static.winkelwerf.nl/mail/ww-logo.png" alt="Winkelwerf" width="130"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:22px;font-weight:800">Je bent uitgenodigd als boekhouder</td></tr>
<tr><td style="padding:14px 32px;font-size:15px;line-height:23px"><b>Sem de Vries</b> heeft je uitgenodigd om als boekhouder mee te kijken in de winkel <b>Azulejo Atelier Lisboa</b>.<br><br>Als boekhouder kun je uitbetalingen, facturen en btw-rapporten inzien en exporteren. Je kunt geen bestellingen of producten wijzigen.</td></tr>
<tr><td style="padding:8px 32px 26px"><a href="https://dashboard.winkelwerf.nl/uitnodiging/boekhouder?token=wwinv_5dK20qZr8ePl" style="background:#1a73e8;color:#fff;text-decoration:none;font-weight:700;padding:13px 26px;border-radius:10px;display:inline-block">Uitnodiging accepteren</a></td></tr>
<tr><td style="padding:0 32px 26px;font-size:13px;color:#6b7c8f">De uitnodiging is 7 dagen geldig.</td></tr>
</table>
<p style="font-size:11px;color:#6b7c8f">Winkelwerf B.V. · Keizersgracht 520 · 1017 EK Amsterdam · <a href="https://www.winkelwerf.nl/help" style="color:#6b7c8f">Help</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Thamesgate Business (fictional UK business bank)

const thamesgate_mails: Mail[] = [
  {
    family: "thamesgate-business",
    group: "consumer",
    lang: "en",
    kind: "new-payee-alert",
    code: null,
    link: null,
    from: "Thamesgate Business <alerts@thamesgate.co.uk>",
    to: "Ribas & Lousada <despacho@ribaslousada.es>",
    subject: "A new payee was added to your business account",
    date: when(10, 2, "16:40", "+0100"),
    text: `Thamesgate Business

Hello,

A new international payee was added to Hartnell Imports Ltd's account ending 6621:

  Payee name:  Ribas Lousada Asesores SLP
  IBAN:        ES76 0219 **** **** **** 3307
  Added by:    Oliver Hartnell, Thamesgate app on iPhone
  Date:        2 October 2025, 16:38 BST

If you made this change, there's nothing more to do.
If you don't recognise it, call us straight away on 0345 600 4120 (24/7), or +44 20 7946 0321 from abroad.

You're receiving this because you have Accountant access to this account.
We'll never ask you to move money to a "safe account".

Thamesgate Bank plc. Registered in England No. 09112468. 1 Gresham Street, London EC2V 7BX.
Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority
and the Prudential Regulation Authority.
`,
    html: `<html><body style="margin:0;background:#f4f4f1">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1d1d1b;font-size:15px">
<tr><td style="background:#0a5c4a;padding:16px 28px"><img src="https://www.thamesgate.co.uk/email/tg-business-white.png" alt="Thamesgate Business" width="180"></td></tr>
<tr><td style="padding:28px 28px 8px;font-size:20px;font-weight:bold">A new payee was added</td></tr>
<tr><td style="padding:8px 28px;line-height:22px">Hello,<br>A new international payee was added to Hartnell Imports Ltd's account ending <b>6621</b>:</td></tr>
<tr><td style="padding:10px 28px"><table width="100%" cellpadding="6" cellspacing="0" style="background:#f4f4f1;font-size:14px">
<tr><td width="34%">Payee name</td><td>Ribas Lousada Asesores SLP</td></tr><tr><td>IBAN</td><td>ES76 0219 **** **** **** 3307</td></tr>
<tr><td>Added by</td><td>Oliver Hartnell, Thamesgate app on iPhone</td></tr><tr><td>Date</td><td>2 October 2025, 16:38 BST</td></tr></table></td></tr>
<tr><td style="padding:14px 28px;line-height:22px">If you made this change, there's nothing more to do.<br>If you don't recognise it, call us straight away on <b>0345 600 4120</b> (24/7), or +44 20 7946 0321 from abroad.</td></tr>
<tr><td style="padding:0 28px 24px;font-size:13px;color:#0a5c4a"><b>We'll never ask you to move money to a “safe account”.</b></td></tr>
<tr><td style="padding:16px 28px;background:#eeeeea;font-size:11px;color:#5c5c57;line-height:16px">Thamesgate Bank plc. Registered in England No. 09112468. 1 Gresham Street, London EC2V 7BX. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.<br>
<a href="https://www.thamesgate.co.uk/security" style="color:#5c5c57">Security centre</a> · <a href="https://www.thamesgate.co.uk/privacy" style="color:#5c5c57">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "thamesgate-business",
    group: "consumer",
    lang: "en",
    kind: "payment-sent",
    code: null,
    link: null,
    from: "Thamesgate Business <payments@thamesgate.co.uk>",
    to: "Ribas & Lousada <despacho@ribaslousada.es>",
    subject: "Your international payment of EUR 1,210.00 has been sent",
    date: when(10, 3, "09:14", "+0100"),
    text: `Hello,

Your international payment has been sent.

  To:          Ribas Lousada Asesores SLP
  Amount:      EUR 1,210.00 (GBP 1,054.83 at 1.1471)
  Fee:         GBP 0.00
  Reference:   HARTNELL Q3 BOOKKEEPING
  From:        Business Current Account ending 6621
  Payment ID:  TGB-INT-25100300418

Payments in euros usually arrive within 1 working day.

You're receiving this because you have Accountant access to this account.

Thamesgate Business
Thamesgate Bank plc, 1 Gresham Street, London EC2V 7BX.
`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Hostwren (fictional domain and web host)

function hostwren(inner: string): string {
  return `<html><body style="margin:0;background:#10151c;padding:0">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#10151c"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:'IBM Plex Sans',Arial,sans-serif;color:#1c2430;font-size:14px;line-height:22px">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e8ecf1"><img src="https://cdn.hostwren.com/mail/hostwren-logo.png" alt="Hostwren" width="118" height="28"></td></tr>
<tr><td style="padding:26px 30px">${inner}</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #e8ecf1;font-size:11px;color:#7b8794;line-height:17px">
Hostwren Ltd · 3rd Floor, 86-90 Paul Street, London EC2A 4NE · VAT GB 318 4402 71<br>
<a href="https://www.hostwren.com/support" style="color:#7b8794">Support</a> · <a href="https://status.hostwren.com" style="color:#7b8794">Status</a> · <a href="https://www.hostwren.com/legal/privacy" style="color:#7b8794">Privacy</a> · <a href="https://x.com/hostwren" style="color:#7b8794">@hostwren</a></td></tr>
</table></td></tr></table></body></html>`;
}

const hostwren_mails: Mail[] = [
  {
    family: "hostwren",
    group: "consumer",
    lang: "en",
    kind: "renewal-receipt",
    code: null,
    link: null,
    from: "Hostwren Billing <billing@hostwren.com>",
    to: "Administración Ribas & Lousada <administracion@ribaslousada.es>",
    subject: "Renewed: ribaslousada.es and ribaslousada.pt (invoice HW-7740213)",
    date: when(9, 4, "02:10"),
    text: `Your services have been renewed

Invoice HW-7740213 - paid 4 September 2025

  ribaslousada.es - domain renewal, 1 year       €11.99
  ribaslousada.pt - domain renewal, 1 year       €17.50
  Business Mail, 8 mailboxes, 1 year            €192.00
  VAT (21%)                                       €45.49
  Total                                          €266.98

Charged to Mastercard •••• 0952. Next renewal: 4 September 2026.

Auto-renew is on for all three services. Manage it in your dashboard:
https://my.hostwren.com/services

Hostwren Ltd · London EC2A 4NE
`,
    html: hostwren(`<h2 style="margin:0 0 12px;font-size:19px">Your services have been renewed</h2>
<p style="margin:0 0 16px;color:#52606d">Invoice HW-7740213 - paid 4 September 2025</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e8ecf1">
<tr><td>ribaslousada.es - domain renewal, 1 year</td><td align="right">€11.99</td></tr>
<tr style="background:#f7f9fb"><td>ribaslousada.pt - domain renewal, 1 year</td><td align="right">€17.50</td></tr>
<tr><td>Business Mail, 8 mailboxes, 1 year</td><td align="right">€192.00</td></tr>
<tr style="background:#f7f9fb"><td>VAT (21%)</td><td align="right">€45.49</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>€266.98</b></td></tr></table>
<p>Charged to Mastercard •••• 0952. Next renewal: 4 September 2026.</p>
<p>Auto-renew is on for all three services. <a href="https://my.hostwren.com/services" style="color:#2563eb">Manage services</a></p>`),
    enc: "8bit",
  },
  {
    family: "hostwren",
    group: "consumer",
    lang: "en",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Hostwren <security@hostwren.com>",
    to: "Administración Ribas & Lousada <administracion@ribaslousada.es>",
    subject: "New login to your Hostwren account",
    date: when(10, 23, "21:03"),
    text: `New login to your Hostwren account

We noticed a new login to account #418806:

  When:     23 Oct 2025 at 21:02 (CEST)
  Where:    Porto, Portugal
  IP:       2001:8a0:6c12:4b00::1d
  Browser:  Safari on iPad

If this was you, you can ignore this message.
If it wasn't, change your password now and turn on two-factor authentication:
https://my.hostwren.com/account/security

Hostwren Security
`,
    html: hostwren(`<h2 style="margin:0 0 12px;font-size:19px">New login to your Hostwren account</h2>
<p>We noticed a new login to account <b>#418806</b>:</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#3e4c59">
<tr><td width="80">When</td><td>23 Oct 2025 at 21:02 (CEST)</td></tr><tr><td>Where</td><td>Porto, Portugal</td></tr>
<tr><td>IP</td><td>2001:8a0:6c12:4b00::1d</td></tr><tr><td>Browser</td><td>Safari on iPad</td></tr></table>
<p>If this was you, you can ignore this message.<br>If it wasn't, <a href="https://my.hostwren.com/account/security" style="color:#2563eb">change your password</a> now and turn on two-factor authentication.</p>`),
    enc: "qp",
  },
  {
    family: "hostwren",
    group: "consumer",
    lang: "en",
    kind: "mailbox-quota",
    code: null,
    link: null,
    from: "Hostwren <noreply@hostwren.com>",
    to: "Administración Ribas & Lousada <administracion@ribaslousada.es>",
    subject: "Mailbox despacho@ribaslousada.es is 92% full",
    date: when(11, 14, "04:45", "+0100"),
    text: `Mailbox almost full

despacho@ribaslousada.es is using 9.2 GB of its 10 GB quota (92%).

When a mailbox is full, new messages are bounced back to the sender. To free space, empty the
Trash and Junk folders or archive older mail. You can also upgrade this mailbox to 50 GB for
€1.50/month in the dashboard.

Largest folders:
  Inbox/Clientes/2024      3.1 GB
  Sent                     2.4 GB
  Inbox/Hacienda           1.0 GB

Hostwren Ltd · London EC2A 4NE
`,
    html: null,
    enc: "7bit",
  },
];

export const mails: Mail[] = [
  ...arratia_mails,
  ...certifica_mails,
  ...afiliared_mails,
  ...faturlume_mails,
  ...facturaxe_mails,
  ...llevantina_mails,
  ...montado_mails,
  ...nominaflux_mails,
  ...signaro_mails,
  ...clientvia_mails,
  ...asentia_mails,
  ...ponte_mails,
  ...telvora_mails,
  ...asesorum_mails,
  ...fisco_mails,
  ...kvittra_mails,
  ...rechnungsfluss_mails,
  ...cerdagne_mails,
  ...fatturapiana_mails,
  ...winkelwerf_mails,
  ...thamesgate_mails,
  ...hostwren_mails,
];
