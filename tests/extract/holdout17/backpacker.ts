/**
 * The inbox of a backpacker two months on the road through South and Central America: hostels and
 * booking sites, buses, domestic airlines, insurance, SIMs, a home bank and travel card, exchange,
 * rides, a language school, tours, volunteering, photo backup and an entry-form portal.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from "2026-09-14 08:12" and a zone like "-0500". */
function when(local: string, zone: string): string {
  const [d, t] = local.split(" ");
  const [y, m, day] = d!.split("-").map(Number);
  const dt = new Date(Date.UTC(y!, m! - 1, day!));
  return `${DAYS[dt.getUTCDay()]}, ${String(day).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${t}:${
    String((day! * 7 + m!) % 60).padStart(2, "0")
  } ${zone}`;
}

/** A plain centred card layout many senders share, with a preheader. */
function card(opts: {
  pre: string;
  logo: string;
  logoAlt: string;
  accent: string;
  body: string;
  footer: string;
  lang?: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${
    opts.lang ?? "en"
  }"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title></title></head>
<body style="margin:0;padding:0;background:#f2f3f5;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${opts.pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f3f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="padding:20px 32px;border-bottom:3px solid ${opts.accent};"><img src="${opts.logo}" alt="${opts.logoAlt}" width="140" style="display:block;border:0;"></td></tr>
<tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#2b2f33;">
${opts.body}
</td></tr>
<tr><td style="padding:18px 32px;background:#fafafa;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#7a7f85;">
${opts.footer}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr><td bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td></tr></table>`;
}

function digits(code: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:18px 0;"><tr>${
    [...code].map((c) =>
      `<td width="40" height="48" align="center" style="border:1px solid #d4d7db;border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};">${c}</td>`
    ).join("")
  }</tr></table>`;
}

// ---------------------------------------------------------------- Casa Colibrí hostels

const colibriFooter = (lang: "es" | "en") =>
  `Casa Colibrí Hostels &middot; Calle Tecsecocha 264, Cusco 08002, Perú &middot; +51 84 241 770<br>
<a href="https://casacolibri.pe/${lang}/ayuda" style="color:#7a7f85;">${lang === "es" ? "Ayuda" : "Help"}</a> &middot;
<a href="https://casacolibri.pe/${lang}/privacidad" style="color:#7a7f85;">${
    lang === "es" ? "Privacidad" : "Privacy"
  }</a> &middot;
<a href="https://instagram.com/casacolibrihostels" style="color:#7a7f85;">Instagram</a><br>&copy; 2026 Casa Colibrí S.A.C.`;

const colibri: Mail[] = [
  {
    family: "casa-colibri-hostels",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Casa Colibrí Cusco <reservas@casacolibri.pe>",
    subject: "You're booked! Casa Colibrí Cusco, 14–18 Sep (ref CC-58214)",
    date: when("2026-09-02 21:40", "-0500"),
    text: `Hi Sam,

Thanks for booking with Casa Colibrí Cusco. Here is everything you need.

Booking reference: CC-58214
Check-in: Mon 14 Sep 2026, from 14:00
Check-out: Fri 18 Sep 2026, until 10:00
Room: 8-bed mixed dorm with lockers (1 bed)
Nights: 4 x USD 13.50 = USD 54.00
Paid now (deposit): USD 8.10
Due at the property: USD 45.90 (cash in soles or card, 5% card fee)

Free breakfast 07:00-10:00. Altitude tip: take the first day slowly, coca tea is free at the bar.

Getting here from the airport: a taxi costs about S/ 25-30 and takes 20 minutes. Ask the driver for Calle Tecsecocha, two blocks from Plaza de Armas.

Need to change dates? Reply to this mail or write to us on WhatsApp +51 984 112 650.

See you soon!
The Colibrí team

Casa Colibrí Hostels - Calle Tecsecocha 264, Cusco 08002, Perú`,
    html: card({
      pre: "Booking CC-58214 - 4 nights from Mon 14 Sep",
      logo: "https://casacolibri.pe/img/mail/logo-colibri.png",
      logoAlt: "Casa Colibrí Hostels",
      accent: "#1e9e7a",
      body: `<h1 style="font-size:22px;margin:0 0 12px;">You're booked, Sam!</h1>
<p>Thanks for booking with Casa Colibrí Cusco. Here is everything you need.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e3e6e8;font-size:14px;">
<tr><td style="color:#7a7f85;">Booking reference</td><td style="font-weight:bold;">CC-58214</td></tr>
<tr><td style="color:#7a7f85;">Check-in</td><td>Mon 14 Sep 2026, from 14:00</td></tr>
<tr><td style="color:#7a7f85;">Check-out</td><td>Fri 18 Sep 2026, until 10:00</td></tr>
<tr><td style="color:#7a7f85;">Room</td><td>8-bed mixed dorm with lockers (1 bed)</td></tr>
<tr><td style="color:#7a7f85;">4 nights &times; USD 13.50</td><td>USD 54.00</td></tr>
<tr><td style="color:#7a7f85;">Paid now (deposit)</td><td>USD 8.10</td></tr>
<tr><td style="color:#7a7f85;">Due at the property</td><td><b>USD 45.90</b> (cash in soles or card, 5% card fee)</td></tr>
</table>
<p>Free breakfast 07:00&ndash;10:00. Altitude tip: take the first day slowly, coca tea is free at the bar.</p>
<p><b>From the airport:</b> a taxi costs about S/ 25&ndash;30 and takes 20 minutes. Ask for Calle Tecsecocha, two blocks from Plaza de Armas.
<a href="https://maps.app.goo.gl/7hQx2CoLibRi9" style="color:#1e9e7a;">Open in Maps</a></p>
<p>Need to change dates? Reply to this mail or message us on WhatsApp <a href="https://wa.me/51984112650" style="color:#1e9e7a;">+51 984 112 650</a>.</p>
<p>See you soon!<br>The Colibrí team</p>`,
      footer: colibriFooter("en"),
    }),
    enc: "qp",
  },
  {
    family: "casa-colibri-hostels",
    group: "consumer",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://casacolibri.pe/es/cuenta/verificar?t=Zq81mWcP0aR3vLxN6yTe&u=40917",
    from: "Casa Colibrí Hostels <hola@casacolibri.pe>",
    subject: "Confirma tu correo para activar tu cuenta Colibrí",
    date: when("2026-09-02 21:31", "-0500"),
    text: `¡Hola Sam!

Creaste una cuenta en casacolibri.pe. Para activarla y ver tus reservas, confirma tu dirección de correo:

https://casacolibri.pe/es/cuenta/verificar?t=Zq81mWcP0aR3vLxN6yTe&u=40917

El enlace vence en 48 horas. Si no fuiste tú, ignora este mensaje.

Con tu cuenta juntas sellos: a la quinta noche en cualquiera de nuestras casas (Cusco, Arequipa, Huaraz) te regalamos un tour a pie.

Casa Colibrí Hostels - Calle Tecsecocha 264, Cusco 08002, Perú`,
    html: card({
      lang: "es",
      pre: "Un clic y tu cuenta queda lista",
      logo: "https://casacolibri.pe/img/mail/logo-colibri.png",
      logoAlt: "Casa Colibrí Hostels",
      accent: "#1e9e7a",
      body: `<p style="font-size:18px;margin:0 0 10px;">¡Hola Sam!</p>
<p>Creaste una cuenta en casacolibri.pe. Para activarla y ver tus reservas, confirma tu dirección de correo.</p>
${
        button(
          "https://casacolibri.pe/es/cuenta/verificar?t=Zq81mWcP0aR3vLxN6yTe&amp;u=40917",
          "Confirmar mi correo",
          "#1e9e7a",
        )
      }
<p style="font-size:13px;color:#7a7f85;">El enlace vence en 48 horas. Si no fuiste tú, ignora este mensaje.</p>
<p>Con tu cuenta juntas sellos: a la quinta noche en cualquiera de nuestras casas (Cusco, Arequipa, Huaraz) te regalamos un tour a pie.</p>`,
      footer: colibriFooter("es"),
    }),
    enc: "8bit",
  },
  {
    family: "casa-colibri-hostels",
    group: "consumer",
    lang: "es",
    kind: "review-request",
    code: null,
    link: null,
    from: "Casa Colibrí Cusco <hola@casacolibri.pe>",
    subject: "¿Qué tal tu estadía en Cusco? 🌄",
    date: when("2026-09-18 16:05", "-0500"),
    text: `Hola Sam,

Esperamos que hayas llegado bien a tu próximo destino. ¿Nos cuentas cómo fue tu estadía del 14 al 18 de septiembre (reserva CC-58214)?

Califica tu estadía (1 minuto): https://casacolibri.pe/es/opinion?r=CC-58214&src=mail

Y si vuelves a pasar por Perú, usa el cupón VUELVE10 para un 10 % de descuento en Arequipa o Huaraz hasta el 31/12/2026.

¡Buen viaje!
Casa Colibrí`,
    html: card({
      lang: "es",
      pre: "Tu opinión nos ayuda a mejorar",
      logo: "https://casacolibri.pe/img/mail/logo-colibri.png",
      logoAlt: "Casa Colibrí Hostels",
      accent: "#1e9e7a",
      body: `<p>Hola Sam,</p>
<p>Esperamos que hayas llegado bien a tu próximo destino. ¿Nos cuentas cómo fue tu estadía del 14 al 18 de septiembre (reserva CC-58214)?</p>
<table role="presentation" cellpadding="0" cellspacing="4"><tr>${
        [1, 2, 3, 4, 5].map((n) =>
          `<td><a href="https://casacolibri.pe/es/opinion?r=CC-58214&amp;src=mail&amp;stars=${n}" style="font-size:28px;text-decoration:none;color:#f2b01e;">&#9733;</a></td>`
        ).join("")
      }</tr></table>
<p>Y si vuelves a pasar por Perú, usa el cupón <b>VUELVE10</b> para un 10&nbsp;% de descuento en Arequipa o Huaraz hasta el 31/12/2026.</p>
<p>¡Buen viaje!<br>Casa Colibrí</p>`,
      footer: colibriFooter("es") +
        `<br><a href="https://casacolibri.pe/es/baja?u=40917" style="color:#7a7f85;">Darme de baja</a>`,
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Mochilabed (booking site)

const mbTrack = (id: string, to: string) =>
  `https://click.mochilabed.com/ls/click?upn=${id}&dest=${encodeURIComponent(to)}`;

const mochilabed: Mail[] = [
  {
    family: "mochilabed",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "730518",
    link: null,
    from: "Mochilabed <no-reply@account.mochilabed.com>",
    subject: "730518 is your Mochilabed sign-in code",
    date: when("2026-09-21 07:12", "+0100"),
    text: `Your sign-in code

Use this code to finish signing in to Mochilabed:

730518

It expires in 10 minutes. We asked for it because you signed in from a new device (Android, Arequipa, Peru).

If this wasn't you, change your password: https://www.mochilabed.com/account/security

Mochilabed Ltd, 3 Quay Street, Galway H91 X2C4, Ireland`,
    html: card({
      pre: "Your code expires in 10 minutes",
      logo: "https://static.mochilabed.com/mail/logo@2x.png",
      logoAlt: "Mochilabed",
      accent: "#ff6a3d",
      body: `<h2 style="margin:0 0 10px;font-size:20px;">Your sign-in code</h2>
<p>Use this code to finish signing in to Mochilabed:</p>
<p style="font-size:34px;letter-spacing:8px;font-weight:bold;font-family:Menlo,Consolas,monospace;margin:18px 0;color:#1c1c1c;">730518</p>
<p style="font-size:13px;color:#7a7f85;">It expires in 10 minutes. We asked for it because you signed in from a new device (Android, Arequipa, Peru).</p>
<p style="font-size:13px;color:#7a7f85;">If this wasn't you, <a href="https://www.mochilabed.com/account/security" style="color:#ff6a3d;">change your password</a>.</p>`,
      footer:
        `Mochilabed Ltd, 3 Quay Street, Galway H91 X2C4, Ireland<br><a href="https://www.mochilabed.com/help" style="color:#7a7f85;">Help centre</a> &middot; <a href="https://www.mochilabed.com/privacy" style="color:#7a7f85;">Privacy</a>`,
    }),
  },
  {
    family: "mochilabed",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Mochilabed <bookings@mochilabed.com>",
    subject: "Booking confirmed: La Tortuga Loca, Cartagena - 3 nights",
    date: when("2026-10-09 19:48", "+0100"),
    text: `Booking confirmed

Hi Sam, your bed is booked.

La Tortuga Loca Hostel
Calle del Guerrero 29-18, Getsemaní, Cartagena, Colombia
+57 605 660 4418

Booking number: 771-204-3390
PIN for changes: 4417
Check-in: Thu 15 Oct 2026 (from 15:00)
Check-out: Sun 18 Oct 2026 (by 11:00)
Guests: 1
Bed in 6-bed female-friendly dorm, air conditioning

Total: COP 186,000 (about EUR 41.20)
Paid online: COP 27,900 (15% deposit, non-refundable)
Pay at the hostel: COP 158,100

Manage your booking: ${mbTrack("a9Fk2", "https://www.mochilabed.com/trips/7712043390")}

Cancellation: free until 13 Oct 2026 23:59 (local time). After that the deposit is kept.

Happy travels,
Mochilabed`,
    html: card({
      pre: "Booking number 771-204-3390 - check-in Thu 15 Oct",
      logo: "https://static.mochilabed.com/mail/logo@2x.png",
      logoAlt: "Mochilabed",
      accent: "#ff6a3d",
      body: `<h1 style="margin:0 0 6px;font-size:24px;">Booking confirmed</h1>
<p style="margin:0 0 18px;">Hi Sam, your bed is booked.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="160" valign="top"><img src="https://img.mochilabed.com/prop/88213/cover_320.jpg" alt="La Tortuga Loca Hostel" width="150" style="border-radius:4px;display:block;"></td>
<td valign="top" style="padding-left:14px;"><b style="font-size:17px;">La Tortuga Loca Hostel</b><br>Calle del Guerrero 29-18, Getsemaní, Cartagena, Colombia<br>+57 605 660 4418</td></tr></table>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="margin-top:16px;font-size:14px;border-top:1px solid #eee;">
<tr><td>Booking number</td><td align="right"><b>771-204-3390</b></td></tr>
<tr><td>PIN for changes</td><td align="right">4417</td></tr>
<tr><td>Check-in</td><td align="right">Thu 15 Oct 2026 (from 15:00)</td></tr>
<tr><td>Check-out</td><td align="right">Sun 18 Oct 2026 (by 11:00)</td></tr>
<tr><td>Room</td><td align="right">Bed in 6-bed female-friendly dorm, A/C</td></tr>
<tr><td>Total</td><td align="right">COP 186,000 (≈ EUR 41.20)</td></tr>
<tr><td>Paid online (15% deposit)</td><td align="right">COP 27,900</td></tr>
<tr><td><b>Pay at the hostel</b></td><td align="right"><b>COP 158,100</b></td></tr>
</table>
${
        button(
          mbTrack("a9Fk2", "https://www.mochilabed.com/trips/7712043390").replaceAll("&", "&amp;"),
          "Manage booking",
          "#ff6a3d",
        )
      }
<p style="font-size:13px;color:#7a7f85;">Cancellation: free until 13 Oct 2026 23:59 (local time). After that the deposit is kept.</p>`,
      footer:
        `Mochilabed Ltd, 3 Quay Street, Galway H91 X2C4, Ireland<br><a href="https://www.mochilabed.com/help" style="color:#7a7f85;">Help centre</a> &middot; <a href="https://www.mochilabed.com/privacy" style="color:#7a7f85;">Privacy</a><br>
<a href="https://apps.apple.com/app/mochilabed/id1480093321"><img src="https://static.mochilabed.com/mail/appstore.png" alt="Download on the App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=com.mochilabed.app"><img src="https://static.mochilabed.com/mail/googleplay.png" alt="Get it on Google Play" height="32"></a>`,
    }),
    enc: "qp",
  },
  {
    family: "mochilabed",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: mbTrack("r7Tq0", "https://www.mochilabed.com/account/reset?token=e3b91f0c7d2a4a58b6"),
    from: "Mochilabed <no-reply@account.mochilabed.com>",
    subject: "Reset your Mochilabed password",
    date: when("2026-10-09 19:31", "+0100"),
    text: `Hi Sam,

We got a request to reset the password for the Mochilabed account linked to sam.reader@inbox.example.

Choose a new password:
${mbTrack("r7Tq0", "https://www.mochilabed.com/account/reset?token=e3b91f0c7d2a4a58b6")}

This link works once and expires in 1 hour. If you didn't ask for a reset, you can ignore this email; your password stays the same.

Mochilabed Ltd, 3 Quay Street, Galway H91 X2C4, Ireland`,
    html: card({
      pre: "This link expires in 1 hour",
      logo: "https://static.mochilabed.com/mail/logo@2x.png",
      logoAlt: "Mochilabed",
      accent: "#ff6a3d",
      body: `<p>Hi Sam,</p>
<p>We got a request to reset the password for the Mochilabed account linked to <b>sam.reader@inbox.example</b>.</p>
${
        button(
          mbTrack("r7Tq0", "https://www.mochilabed.com/account/reset?token=e3b91f0c7d2a4a58b6").replaceAll(
            "&",
            "&amp;",
          ),
          "Choose a new password",
          "#ff6a3d",
        )
      }
<p style="font-size:13px;color:#7a7f85;">This link works once and expires in 1 hour. If you didn't ask for a reset, you can ignore this email; your password stays the same.</p>`,
      footer:
        `Mochilabed Ltd, 3 Quay Street, Galway H91 X2C4, Ireland<br><a href="https://www.mochilabed.com/help" style="color:#7a7f85;">Help centre</a> &middot; <a href="https://www.mochilabed.com/privacy" style="color:#7a7f85;">Privacy</a>`,
    }),
  },
  {
    family: "mochilabed",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Mochilabed Deals <hello@news.mochilabed.com>",
    subject: "Carnival is coming: 20% off beds in Rio, Salvador & Olinda",
    date: when("2026-11-03 10:00", "+0000"),
    text: `Carnival 2027 is closer than you think.

Beds in Rio de Janeiro, Salvador and Olinda sell out months ahead. Book before 30 Nov and get 20% off selected hostels with code SAMBA20.

- Rio: dorm beds from BRL 89/night
- Salvador: from BRL 64/night
- Olinda: from BRL 58/night

Browse Carnival stays: ${mbTrack("n1Cv9", "https://www.mochilabed.com/deals/carnaval-2027")}

You get this because you subscribed to Mochilabed Deals. Unsubscribe: https://www.mochilabed.com/unsubscribe?u=ab77f1
Mochilabed Ltd, 3 Quay Street, Galway H91 X2C4, Ireland`,
    html: `<html><body style="margin:0;background:#fff4ee;">
<div style="display:none;">Book before 30 Nov - code SAMBA20</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;">
<tr><td><a href="${
      mbTrack("n1Cv9", "https://www.mochilabed.com/deals/carnaval-2027").replaceAll("&", "&amp;")
    }"><img src="https://static.mochilabed.com/news/2026-11/hero-carnaval.jpg" alt="Carnival 2027: 20% off beds" width="600" style="display:block;"></a></td></tr>
<tr><td style="padding:24px;font-size:16px;color:#222;">Beds in Rio de Janeiro, Salvador and Olinda sell out months ahead. Book before 30 Nov and get <b>20% off</b> selected hostels with code <b>SAMBA20</b>.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="8"><tr>
<td align="center" style="background:#fff;"><b>Rio</b><br>from BRL 89</td><td align="center" style="background:#fff;"><b>Salvador</b><br>from BRL 64</td><td align="center" style="background:#fff;"><b>Olinda</b><br>from BRL 58</td></tr></table></td></tr>
<tr><td align="center" style="padding:24px;"><a href="${
      mbTrack("n1Cv9", "https://www.mochilabed.com/deals/carnaval-2027").replaceAll("&", "&amp;")
    }" style="background:#ff6a3d;color:#fff;padding:12px 28px;text-decoration:none;border-radius:22px;font-weight:bold;">See Carnival stays</a></td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;">You get this because you subscribed to Mochilabed Deals. <a href="https://www.mochilabed.com/unsubscribe?u=ab77f1" style="color:#888;">Unsubscribe</a><br>Mochilabed Ltd, 3 Quay Street, Galway H91 X2C4, Ireland</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Expreso Altiplano (bus, PE/BO)

const altiplano: Mail[] = [
  {
    family: "expreso-altiplano",
    group: "regional",
    lang: "es",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Expreso Altiplano <boletos@expresoaltiplano.com.pe>",
    subject: "Tu boleto electrónico Cusco → Puno · Asiento 14",
    date: when("2026-09-17 11:22", "-0500"),
    text: `EXPRESO ALTIPLANO - BOLETO ELECTRÓNICO

Pasajero: SAM READER
Documento: Pasaporte X4410927
Ruta: Cusco (Terminal Terrestre) → Puno (Terminal Terrestre)
Fecha de salida: viernes 18/09/2026 - 22:30
Llegada estimada: sábado 19/09/2026 - 05:45
Servicio: Bus Cama 160°
Piso 2 - Asiento 14
N.° de boleto: B021-00488731
Código de reserva: ALT7QX

Importe: S/ 75.00 (incluye IGV)
Tasa de embarque terminal: S/ 2.00 (se paga en el terminal)

Preséntate 45 minutos antes con tu documento y este boleto (impreso o en el celular). Equipaje: 1 maleta de hasta 20 kg en bodega y 1 mochila de mano.

Adjuntamos tu boleto en PDF.

Central de reservas: (01) 613-8200 / WhatsApp 955 301 448
Expreso Altiplano S.A.C. - RUC 20481137756 - Av. Velasco Astete 1120, Wanchaq, Cusco`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#eceff1;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#8c1d18;padding:14px 22px;"><img src="https://expresoaltiplano.com.pe/mail/logo-blanco.png" alt="Expreso Altiplano" height="36"></td></tr>
<tr><td style="padding:22px;">
<h2 style="margin:0;color:#8c1d18;">Boleto electrónico</h2>
<p>Hola <b>SAM READER</b>, tu viaje está confirmado.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px dashed #8c1d18;font-size:14px;">
<tr><td><small>ORIGEN</small><br><b style="font-size:20px;">CUSCO</b><br>Terminal Terrestre</td><td align="center" style="font-size:24px;">&#8594;</td><td align="right"><small>DESTINO</small><br><b style="font-size:20px;">PUNO</b><br>Terminal Terrestre</td></tr>
<tr><td>Salida<br><b>vie 18/09/2026 22:30</b></td><td></td><td align="right">Llegada estimada<br><b>sáb 19/09/2026 05:45</b></td></tr>
<tr><td>Servicio<br>Bus Cama 160°</td><td align="center">Piso 2<br><b style="font-size:22px;">14</b></td><td align="right">N.° de boleto<br>B021-00488731</td></tr>
<tr><td colspan="3">Código de reserva: <b>ALT7QX</b> &middot; Documento: Pasaporte X4410927</td></tr>
</table>
<p style="font-size:14px;">Importe: <b>S/ 75.00</b> (incluye IGV). Tasa de embarque: S/ 2.00 (se paga en el terminal).</p>
<p style="font-size:13px;color:#555;">Preséntate 45 minutos antes con tu documento y este boleto. Equipaje: 1 maleta hasta 20&nbsp;kg y 1 mochila de mano.</p>
</td></tr>
<tr><td style="background:#f5f5f5;padding:14px 22px;font-size:11px;color:#777;">Central de reservas: (01) 613-8200 &middot; WhatsApp 955 301 448<br>Expreso Altiplano S.A.C. &middot; RUC 20481137756 &middot; Av. Velasco Astete 1120, Wanchaq, Cusco<br>
<a href="https://expresoaltiplano.com.pe/libro-de-reclamaciones" style="color:#777;">Libro de reclamaciones</a> &middot; <a href="https://expresoaltiplano.com.pe/terminos" style="color:#777;">Términos del servicio</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Boleto_B021-00488731.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 595]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "expreso-altiplano",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "4083",
    link: null,
    from: "Expreso Altiplano <no-responder@expresoaltiplano.com.pe>",
    subject: "Código de verificación Expreso Altiplano",
    date: when("2026-09-17 11:09", "-0500"),
    text: `Hola,

Tu código de verificación para registrarte en Expreso Altiplano es: 4083

Ingrésalo en la página de registro. Vence en 15 minutos.

No compartas este código con nadie. Expreso Altiplano nunca te lo pedirá por teléfono.

Expreso Altiplano S.A.C. - Central de reservas (01) 613-8200`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Viação Serra Azul (bus, BR)

const serraAzul: Mail[] = [
  {
    family: "viacao-serra-azul",
    group: "regional",
    lang: "pt",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Viação Serra Azul <bilhetes@serraazul.com.br>",
    subject: "Sua passagem: Florianópolis → Foz do Iguaçu em 27/10",
    date: when("2026-10-24 14:37", "-0300"),
    text: `Olá, Sam!

Sua compra foi aprovada. Confira os dados da viagem:

Pedido: 2026-SA-0931774
Trecho: Florianópolis (Rodoviária Rita Maria) → Foz do Iguaçu (Rodoviária Internacional)
Embarque: terça-feira, 27/10/2026, às 19:15 - Plataforma 12
Chegada prevista: quarta-feira, 28/10/2026, às 11:40
Classe: Leito Total - Poltrona 07
Valor da passagem: R$ 289,90
Taxa de embarque: R$ 6,45
Total pago (cartão •••• 4821): R$ 296,35

O bilhete de embarque (BPe) está no app Serra Azul e no site, em Minhas viagens. Apresente um documento com foto no embarque.

Dúvidas: 0800 941 2200 (24h)

Viação Serra Azul Ltda. - CNPJ 82.114.530/0001-07 - Rua Padre Roma, 480, Centro, Florianópolis/SC, 88010-090`,
    html: card({
      lang: "pt",
      pre: "Pedido 2026-SA-0931774 - embarque 27/10 às 19:15",
      logo: "https://www.serraazul.com.br/email/logo.png",
      logoAlt: "Viação Serra Azul",
      accent: "#0b4fa3",
      body: `<p style="font-size:18px;">Olá, Sam!</p>
<p>Sua compra foi aprovada. Confira os dados da viagem:</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="background:#f1f6fc;border-radius:6px;font-size:14px;">
<tr><td colspan="2"><b>Florianópolis</b> (Rodoviária Rita Maria) &rarr; <b>Foz do Iguaçu</b> (Rodoviária Internacional)</td></tr>
<tr><td>Embarque</td><td><b>ter, 27/10/2026 às 19:15</b> &middot; Plataforma 12</td></tr>
<tr><td>Chegada prevista</td><td>qua, 28/10/2026 às 11:40</td></tr>
<tr><td>Classe</td><td>Leito Total &middot; Poltrona <b>07</b></td></tr>
<tr><td>Pedido</td><td>2026-SA-0931774</td></tr>
<tr><td>Passagem + taxa de embarque</td><td>R$ 289,90 + R$ 6,45</td></tr>
<tr><td>Total pago (cartão •••• 4821)</td><td><b>R$ 296,35</b></td></tr>
</table>
<p>O bilhete de embarque (BPe) está no app Serra Azul e no site, em <a href="https://www.serraazul.com.br/minhas-viagens" style="color:#0b4fa3;">Minhas viagens</a>. Apresente um documento com foto no embarque.</p>`,
      footer:
        `Dúvidas: 0800 941 2200 (24h)<br>Viação Serra Azul Ltda. &middot; CNPJ 82.114.530/0001-07<br>Rua Padre Roma, 480, Centro, Florianópolis/SC, 88010-090`,
    }),
    enc: "8bit",
  },
  {
    family: "viacao-serra-azul",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: "https://www.serraazul.com.br/conta/confirmar-email/8d1e6a40-3f2c-4b9e-a7d1-52c0e9f7b311",
    from: "Viação Serra Azul <nao-responda@serraazul.com.br>",
    subject: "Confirme seu e-mail e finalize seu cadastro",
    date: when("2026-10-24 14:20", "-0300"),
    text: `Olá, Sam!

Falta pouco para concluir seu cadastro na Viação Serra Azul. Confirme seu e-mail pelo link abaixo:

https://www.serraazul.com.br/conta/confirmar-email/8d1e6a40-3f2c-4b9e-a7d1-52c0e9f7b311

O link é válido por 24 horas.

Com o cadastro confirmado você acompanha suas viagens, remarca passagens até 3 horas antes do embarque e acumula pontos no Clube Serra Azul.

Se você não criou uma conta, desconsidere esta mensagem.

Viação Serra Azul - 0800 941 2200`,
    html: card({
      lang: "pt",
      pre: "Falta pouco para concluir seu cadastro",
      logo: "https://www.serraazul.com.br/email/logo.png",
      logoAlt: "Viação Serra Azul",
      accent: "#0b4fa3",
      body: `<p style="font-size:18px;">Olá, Sam!</p>
<p>Falta pouco para concluir seu cadastro na Viação Serra Azul. Confirme seu e-mail clicando no botão:</p>
${
        button(
          "https://www.serraazul.com.br/conta/confirmar-email/8d1e6a40-3f2c-4b9e-a7d1-52c0e9f7b311",
          "Confirmar e-mail",
          "#0b4fa3",
        )
      }
<p style="font-size:13px;color:#666;">O link é válido por 24 horas. Se o botão não funcionar, copie e cole no navegador:<br>
<a href="https://www.serraazul.com.br/conta/confirmar-email/8d1e6a40-3f2c-4b9e-a7d1-52c0e9f7b311" style="color:#0b4fa3;word-break:break-all;">https://www.serraazul.com.br/conta/confirmar-email/8d1e6a40-3f2c-4b9e-a7d1-52c0e9f7b311</a></p>
<p>Com o cadastro confirmado você acompanha suas viagens, remarca passagens até 3 horas antes do embarque e acumula pontos no Clube Serra Azul.</p>
<p style="font-size:13px;color:#666;">Se você não criou uma conta, desconsidere esta mensagem.</p>`,
      footer:
        `Viação Serra Azul Ltda. &middot; 0800 941 2200<br><a href="https://www.serraazul.com.br/privacidade" style="color:#7a7f85;">Política de privacidade</a>`,
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Andesur (domestic airline)

const andesurFooter =
  `Andesur Líneas Aéreas S.A. &middot; Av. José Pardo 513, Miraflores, Lima 15074, Perú &middot; Call center +51 1 705 2400<br>
<a href="https://www.andesur.aero/es/condiciones" style="color:#7a7f85;">Condiciones de transporte</a> &middot; <a href="https://www.andesur.aero/es/privacidad" style="color:#7a7f85;">Privacidad</a> &middot; <a href="https://www.andesur.aero/es/equipaje" style="color:#7a7f85;">Equipaje</a>`;

const andesur: Mail[] = [
  {
    family: "andesur-air",
    group: "consumer",
    lang: "es",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Andesur <reservas@andesur.aero>",
    subject: "Confirmación de compra - Código de reserva KQ4ZTM",
    date: when("2026-09-08 23:15", "-0500"),
    text: `¡Gracias por volar con Andesur!

Código de reserva (PNR): KQ4ZTM
Pasajero: READER/SAM MR
N.° de ticket: 850-2104471926

Vuelo AS 2231 - Lima (LIM) 06:10 → Cusco (CUZ) 07:35
Domingo 13 de septiembre de 2026
Tarifa: Light (solo mochila de 10 kg debajo del asiento)

Tarifa base: USD 48.00
Impuestos y cargos: USD 21.63
Total cobrado (VISA •••• 4821): USD 69.63

El check-in online abre 48 horas antes del vuelo en andesur.aero o en la app.
Cierre de embarque: 20 minutos antes de la salida.

Andesur Líneas Aéreas S.A. - Call center +51 1 705 2400`,
    html: card({
      lang: "es",
      pre: "KQ4ZTM · LIM → CUZ · dom 13 sep 06:10",
      logo: "https://www.andesur.aero/assets/mail/andesur-logo.png",
      logoAlt: "Andesur",
      accent: "#5a2d82",
      body: `<h2 style="margin:0 0 8px;color:#5a2d82;">¡Gracias por volar con Andesur!</h2>
<table role="presentation" width="100%" cellpadding="6" style="font-size:14px;">
<tr><td>Código de reserva</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px;">KQ4ZTM</td></tr>
<tr><td>Pasajero</td><td>READER/SAM MR</td></tr>
<tr><td>N.° de ticket</td><td>850-2104471926</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="10" style="margin-top:12px;background:#f5f0fa;border-radius:6px;">
<tr><td><b style="font-size:26px;">LIM</b><br>06:10</td><td align="center">AS 2231<br>&#9992;<br>dom 13 sep 2026</td><td align="right"><b style="font-size:26px;">CUZ</b><br>07:35</td></tr></table>
<p style="font-size:14px;">Tarifa <b>Light</b>: solo mochila de 10&nbsp;kg debajo del asiento.</p>
<table role="presentation" width="100%" cellpadding="4" style="font-size:14px;border-top:1px solid #ddd;">
<tr><td>Tarifa base</td><td align="right">USD 48.00</td></tr>
<tr><td>Impuestos y cargos</td><td align="right">USD 21.63</td></tr>
<tr><td><b>Total (VISA •••• 4821)</b></td><td align="right"><b>USD 69.63</b></td></tr></table>
<p style="font-size:13px;color:#666;">El check-in online abre 48 horas antes del vuelo. Cierre de embarque: 20 minutos antes de la salida.</p>`,
      footer: andesurFooter,
    }),
    enc: "qp",
  },
  {
    family: "andesur-air",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Andesur <notifications@andesur.aero>",
    subject: "Schedule change for your flight AS 2480 (booking RV8NLP)",
    date: when("2026-09-25 04:52", "-0500"),
    text: `Dear Sam Reader,

We have had to change the time of your flight. We're sorry for the inconvenience.

Booking code: RV8NLP

ORIGINAL: AS 2480 Arequipa (AQP) 12:40 -> Lima (LIM) 14:05, Wed 30 Sep 2026
NEW:      AS 2484 Arequipa (AQP) 15:55 -> Lima (LIM) 17:20, Wed 30 Sep 2026

Your seat (12C) and baggage stay the same. You don't need to do anything if the new time suits you.

If it doesn't, you can move to another flight on the same route within 3 days of the original date at no cost, or ask for a refund, at https://www.andesur.aero/en/my-trips or on +51 1 705 2400.

Andesur Customer Care`,
    html: null,
  },
  {
    family: "andesur-air",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "915260",
    link: "https://www.andesur.aero/en/club/verify?c=915260&m=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl",
    from: "Andesur Club <club@andesur.aero>",
    subject: "Welcome to Andesur Club - verify your email",
    date: when("2026-09-08 22:58", "-0500"),
    text: `Welcome to Andesur Club, Sam!

To activate your membership, enter this code on the sign-up page:

915 260

Or verify with one click:
https://www.andesur.aero/en/club/verify?c=915260&m=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl

Your member number is 3300 718 442. You'll start earning Andes Miles on flights booked from today.

The code expires in 30 minutes.

Andesur Lineas Aereas S.A. - Av. Jose Pardo 513, Miraflores, Lima 15074, Peru`,
    html: card({
      pre: "Enter 915 260 or click the button",
      logo: "https://www.andesur.aero/assets/mail/andesur-club.png",
      logoAlt: "Andesur Club",
      accent: "#5a2d82",
      body: `<h2 style="margin:0 0 8px;color:#5a2d82;">Welcome to Andesur Club, Sam!</h2>
<p>To activate your membership, enter this code on the sign-up page:</p>
<div style="font-size:32px;font-weight:bold;letter-spacing:6px;background:#f5f0fa;padding:14px;text-align:center;border-radius:6px;">915 260</div>
<p style="text-align:center;">or</p>
${
        button(
          "https://www.andesur.aero/en/club/verify?c=915260&amp;m=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl",
          "Verify my email",
          "#5a2d82",
        )
      }
<p style="font-size:14px;">Your member number is <b>3300 718 442</b>. You'll start earning Andes Miles on flights booked from today.</p>
<p style="font-size:13px;color:#666;">The code expires in 30 minutes.</p>`,
      footer: andesurFooter,
    }),
  },
];

// ---------------------------------------------------------------- Voa Gralha (airline, BR)

const gralha: Mail[] = [
  {
    family: "voa-gralha",
    group: "regional",
    lang: "pt",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "Gralha Linhas Aéreas <checkin@voagralha.com.br>",
    subject: "Check-in feito! Seu cartão de embarque FOZ → GRU",
    date: when("2026-10-30 08:03", "-0300"),
    text: `Check-in realizado com sucesso

Olá, SAM READER. Seu cartão de embarque está pronto.

Voo G3 1187 | Foz do Iguaçu (IGU) → São Paulo/Guarulhos (GRU)
Sábado, 31/10/2026
Partida 13:25 | Chegada 15:05
Portão: será informado no aeroporto | Embarque a partir de 12:45
Assento: 23A | Grupo de embarque: 4
Localizador: PWQ8DX
E-ticket: 127-2318840056

Bagagem: 1 item pessoal + 1 mala de mão até 10 kg.

O cartão de embarque segue em anexo (PDF) e também está no app Gralha.

Central de Atendimento: 0300 115 2020 | SAC: 0800 727 0440
Gralha Linhas Aéreas S.A. - Av. Cândido de Abreu, 776, Curitiba/PR`,
    html: `<html><body style="margin:0;background:#fff8e6;font-family:Verdana,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td style="background:#ffb400;padding:16px 24px;"><img src="https://static.voagralha.com.br/mkt/logo-gralha.png" alt="Gralha" height="30"></td></tr>
<tr><td style="padding:24px;">
<h2 style="margin:0 0 6px;">Check-in realizado com sucesso</h2>
<p>Olá, SAM READER. Seu cartão de embarque está pronto.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #eee;border-radius:8px;">
<tr><td><span style="font-size:30px;font-weight:bold;">IGU</span><br>13:25</td><td align="center">G3 1187<br>sáb, 31/10</td><td align="right"><span style="font-size:30px;font-weight:bold;">GRU</span><br>15:05</td></tr>
<tr><td>Assento<br><b>23A</b></td><td align="center">Grupo<br><b>4</b></td><td align="right">Embarque<br><b>12:45</b></td></tr>
<tr><td colspan="2">Localizador <b>PWQ8DX</b></td><td align="right">E-ticket 127-2318840056</td></tr>
</table>
<p style="text-align:center;"><img src="https://checkin.voagralha.com.br/bp/qr/PWQ8DX-23A.png" alt="QR code do cartão de embarque" width="160"></p>
<p style="font-size:13px;">Bagagem: 1 item pessoal + 1 mala de mão até 10&nbsp;kg. O cartão de embarque segue em anexo e também está no app.</p>
<p><a href="https://apps.apple.com/br/app/gralha/id992300117"><img src="https://static.voagralha.com.br/mkt/app-store-pt.png" alt="Baixar na App Store" height="34"></a>
<a href="https://play.google.com/store/apps/details?id=br.com.voagralha"><img src="https://static.voagralha.com.br/mkt/google-play-pt.png" alt="Disponível no Google Play" height="34"></a></p>
</td></tr>
<tr><td style="background:#333;color:#bbb;padding:14px 24px;font-size:11px;">Central de Atendimento 0300 115 2020 &middot; SAC 0800 727 0440<br>Gralha Linhas Aéreas S.A. &middot; Av. Cândido de Abreu, 776, Curitiba/PR</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
    attachment: [
      "cartao-embarque-PWQ8DX.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 298 420]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "voa-gralha",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "58102947",
    link: null,
    from: "Gralha Linhas Aéreas <seguranca@voagralha.com.br>",
    subject: "Seu código de acesso Gralha",
    date: when("2026-10-30 07:58", "-0300"),
    text: `Olá, Sam

Recebemos uma solicitação de acesso à sua conta Gralha Fidelidade.

Código de acesso: 58102947

Digite o código no app ou no site em até 5 minutos. Não compartilhe esse código: a Gralha nunca pede códigos por telefone, WhatsApp ou redes sociais.

Não foi você? Ligue para 0300 115 2020.

Gralha Linhas Aéreas S.A.`,
    html: `<html><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;font-size:14px;color:#333;">
<tr><td style="background:#ffb400;padding:14px 24px;"><img src="https://static.voagralha.com.br/mkt/logo-gralha.png" alt="Gralha" height="28"></td></tr>
<tr><td style="padding:24px;">
<p>Olá, Sam</p>
<p>Recebemos uma solicitação de acesso à sua conta <b>Gralha Fidelidade</b>.</p>
<p style="margin:0;color:#777;font-size:12px;text-transform:uppercase;">Código de acesso</p>
<p style="margin:4px 0 18px;font-size:30px;font-weight:bold;letter-spacing:4px;">58102947</p>
<p>Digite o código no app ou no site em até 5 minutos. Não compartilhe esse código: a Gralha nunca pede códigos por telefone, WhatsApp ou redes sociais.</p>
<p style="font-size:12px;color:#777;">Não foi você? Ligue para 0300 115 2020.</p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- WanderSchutz (travel insurance, DE)

const wsFooter =
  `WanderSchutz Reiseversicherung AG &middot; Theresienhöhe 28, 80339 München &middot; Schadenhotline +49 89 2154 8800 (24/7)<br>
Vorstand: Dr. Ulrike Brenner, Matthias Oehl &middot; Amtsgericht München HRB 231907<br>
<a href="https://www.wanderschutz.de/datenschutz" style="color:#7a7f85;">Datenschutz</a> &middot; <a href="https://www.wanderschutz.de/impressum" style="color:#7a7f85;">Impressum</a>`;

const wanderschutz: Mail[] = [
  {
    family: "wanderschutz",
    group: "consumer",
    lang: "de",
    kind: "claim-received",
    code: null,
    link: null,
    from: "WanderSchutz Schadenservice <schaden@wanderschutz.de>",
    subject: "Eingangsbestätigung Ihrer Schadenmeldung S-2026-0418873",
    date: when("2026-10-05 09:14", "+0200"),
    text: `Guten Tag Sam Reader,

vielen Dank für Ihre Schadenmeldung. Wir haben sie erhalten und bearbeiten sie so schnell wie möglich.

Schadennummer: S-2026-0418873
Versicherungsnummer: RK-7731-0092-DE
Tarif: Langzeit-Reisekrankenversicherung Welt (ohne USA/Kanada)
Schadentag: 29.09.2026
Art: Ambulante Behandlung (Clínica San Juan de Dios, Arequipa, Peru)
Eingereichter Betrag: 412,00 PEN

Eingereichte Unterlagen:
- Rechnung_Clinica_SJD.pdf
- Rezept_Apotheke.jpg

Die Bearbeitung dauert in der Regel 5 bis 10 Werktage. Bitte geben Sie bei Rückfragen immer die Schadennummer an.

Mit freundlichen Grüßen
Ihr WanderSchutz Schadenservice

WanderSchutz Reiseversicherung AG - Theresienhöhe 28, 80339 München - Schadenhotline +49 89 2154 8800 (24/7)`,
    html: card({
      lang: "de",
      pre: "Schadennummer S-2026-0418873",
      logo: "https://www.wanderschutz.de/static/mail/logo-ws.png",
      logoAlt: "WanderSchutz",
      accent: "#00756b",
      body: `<p>Guten Tag Sam Reader,</p>
<p>vielen Dank für Ihre Schadenmeldung. Wir haben sie erhalten und bearbeiten sie so schnell wie möglich.</p>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;border:1px solid #dfe5e4;">
<tr><td style="width:45%;color:#666;">Schadennummer</td><td><b>S-2026-0418873</b></td></tr>
<tr><td style="color:#666;">Versicherungsnummer</td><td>RK-7731-0092-DE</td></tr>
<tr><td style="color:#666;">Tarif</td><td>Langzeit-Reisekrankenversicherung Welt (ohne USA/Kanada)</td></tr>
<tr><td style="color:#666;">Schadentag</td><td>29.09.2026</td></tr>
<tr><td style="color:#666;">Art</td><td>Ambulante Behandlung (Clínica San Juan de Dios, Arequipa, Peru)</td></tr>
<tr><td style="color:#666;">Eingereichter Betrag</td><td>412,00 PEN</td></tr>
</table>
<p style="font-size:14px;">Eingereichte Unterlagen: Rechnung_Clinica_SJD.pdf, Rezept_Apotheke.jpg</p>
<p>Die Bearbeitung dauert in der Regel 5 bis 10 Werktage. Bitte geben Sie bei Rückfragen immer die Schadennummer an.</p>
<p>Mit freundlichen Grüßen<br>Ihr WanderSchutz Schadenservice</p>`,
      footer: wsFooter,
    }),
    enc: "qp",
  },
  {
    family: "wanderschutz",
    group: "consumer",
    lang: "de",
    kind: "login-code",
    code: "WS-662091",
    code_digits: "662091",
    link: null,
    from: "WanderSchutz Kundenportal <portal@wanderschutz.de>",
    subject: "Ihr Anmeldecode für Mein WanderSchutz",
    date: when("2026-10-05 08:51", "+0200"),
    text: `Guten Tag Sam Reader,

Sie melden sich gerade im Kundenportal "Mein WanderSchutz" an. Bitte geben Sie folgenden Sicherheitscode ein:

WS-662091

Der Code ist 10 Minuten gültig. Geben Sie im Eingabefeld nur die sechs Ziffern ein.

Sie haben keine Anmeldung versucht? Dann ändern Sie bitte Ihr Passwort und informieren Sie uns unter +49 89 2154 8800.

Ihr WanderSchutz Team`,
    html: card({
      lang: "de",
      pre: "Ihr Sicherheitscode ist 10 Minuten gültig",
      logo: "https://www.wanderschutz.de/static/mail/logo-ws.png",
      logoAlt: "WanderSchutz",
      accent: "#00756b",
      body: `<p>Guten Tag Sam Reader,</p>
<p>Sie melden sich gerade im Kundenportal „Mein WanderSchutz“ an. Bitte geben Sie folgenden Sicherheitscode ein:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:18px 0;"><tr>
<td style="padding:12px 18px;background:#e8f3f1;font-size:14px;color:#00756b;font-weight:bold;">WS-</td>
<td style="padding:12px 18px;background:#e8f3f1;font-size:28px;letter-spacing:6px;font-weight:bold;">662091</td></tr></table>
<p style="font-size:13px;color:#666;">Der Code ist 10 Minuten gültig. Geben Sie im Eingabefeld nur die sechs Ziffern ein.</p>
<p style="font-size:13px;color:#666;">Sie haben keine Anmeldung versucht? Dann ändern Sie bitte Ihr Passwort und informieren Sie uns unter +49 89 2154 8800.</p>`,
      footer: wsFooter,
    }),
    enc: "8bit",
  },
  {
    family: "wanderschutz",
    group: "consumer",
    lang: "de",
    kind: "claim-settled",
    code: null,
    link: null,
    from: "WanderSchutz Schadenservice <schaden@wanderschutz.de>",
    subject: "Ihre Erstattung zu Schaden S-2026-0418873",
    date: when("2026-10-13 15:40", "+0200"),
    text: `Guten Tag Sam Reader,

wir haben Ihre Schadenmeldung S-2026-0418873 geprüft und erstatten Ihnen die Kosten.

Eingereicht: 412,00 PEN
Umgerechnet (Kurs vom 29.09.2026, 1 EUR = 4,0850 PEN): 100,86 EUR
Selbstbeteiligung: 0,00 EUR
Erstattungsbetrag: 100,86 EUR

Die Überweisung auf Ihr Konto NL•• •••• •••• 0619 erfolgt innerhalb von 3 Bankarbeitstagen.

Die Abrechnung finden Sie im Anhang und in Ihrem Postfach unter https://www.wanderschutz.de/mein-wanderschutz/postfach

Gute Besserung und weiterhin eine schöne Reise!
Ihr WanderSchutz Schadenservice`,
    html: null,
    enc: "8bit",
    attachment: [
      "Abrechnung_S-2026-0418873.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Roamlyte (eSIM)

const roamFooter = `Roamlyte Pte. Ltd. · 71 Robinson Road #14-01, Singapore 068895<br>
<a href="https://roamlyte.com/help" style="color:#8a8f98;">Help</a> · <a href="https://roamlyte.com/legal/privacy" style="color:#8a8f98;">Privacy</a> · <a href="https://roamlyte.com/legal/terms" style="color:#8a8f98;">Terms</a><br>
<a href="https://x.com/roamlyte"><img src="https://cdn.roamlyte.com/email/x.png" alt="X" width="20"></a> <a href="https://instagram.com/roamlyte"><img src="https://cdn.roamlyte.com/email/ig.png" alt="Instagram" width="20"></a>`;

const roamlyte: Mail[] = [
  {
    family: "roamlyte",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "2841",
    link: null,
    from: "Roamlyte <hello@roamlyte.com>",
    subject: "Your Roamlyte verification code",
    date: when("2026-09-10 13:02", "+0800"),
    text: `Verify your email

Enter this code in the Roamlyte app to finish creating your account:

2841

This code expires in 15 minutes.

Didn't request this? You can ignore this email.

Roamlyte Pte. Ltd. - 71 Robinson Road #14-01, Singapore 068895`,
    html: card({
      pre: "Enter the 4-digit code in the app",
      logo: "https://cdn.roamlyte.com/email/logo-dark.png",
      logoAlt: "Roamlyte",
      accent: "#6c47ff",
      body: `<h2 style="margin:0 0 10px;font-size:22px;">Verify your email</h2>
<p>Enter this code in the Roamlyte app to finish creating your account:</p>
${digits("2841", "#6c47ff")}
<p style="font-size:13px;color:#8a8f98;">This code expires in 15 minutes.<br>Didn't request this? You can ignore this email.</p>`,
      footer: roamFooter,
    }),
  },
  {
    family: "roamlyte",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Roamlyte <orders@roamlyte.com>",
    subject: "Receipt for your Latin America 20 GB eSIM (order RL-30581779)",
    date: when("2026-09-10 13:09", "+0800"),
    text: `Thanks for your order, Sam!

Order: RL-30581779
Date: 10 Sep 2026
Plan: Latin America 20 GB / 30 days
Coverage: Argentina, Bolivia, Brazil, Chile, Colombia, Costa Rica, Ecuador, Guatemala, Mexico, Panama, Peru, Uruguay (18 countries)
ICCID: 8965 0123 4409 7721 118

Subtotal: USD 39.00
Discount (WELCOME5): -USD 1.95
Total charged (Mastercard •••• 0619): USD 37.05

Your eSIM is ready in the app: open Roamlyte > My eSIMs > Install. The 30 days start when the eSIM first connects in a covered country.

Questions? Chat with us 24/7 in the app or at https://roamlyte.com/help

Roamlyte Pte. Ltd. - 71 Robinson Road #14-01, Singapore 068895 - GST Reg. 201933721K`,
    html: card({
      pre: "Order RL-30581779 - USD 37.05",
      logo: "https://cdn.roamlyte.com/email/logo-dark.png",
      logoAlt: "Roamlyte",
      accent: "#6c47ff",
      body: `<h2 style="margin:0 0 10px;">Thanks for your order, Sam!</h2>
<table role="presentation" width="100%" cellpadding="6" style="font-size:14px;">
<tr><td>Order</td><td align="right">RL-30581779</td></tr>
<tr><td>Plan</td><td align="right"><b>Latin America 20 GB / 30 days</b></td></tr>
<tr><td>Coverage</td><td align="right">18 countries</td></tr>
<tr><td>ICCID</td><td align="right">8965 0123 4409 7721 118</td></tr>
<tr><td>Subtotal</td><td align="right">USD 39.00</td></tr>
<tr><td>Discount (WELCOME5)</td><td align="right">&minus;USD 1.95</td></tr>
<tr><td><b>Total (Mastercard •••• 0619)</b></td><td align="right"><b>USD 37.05</b></td></tr></table>
<p>Your eSIM is ready in the app: open <b>Roamlyte &gt; My eSIMs &gt; Install</b>. The 30 days start when the eSIM first connects in a covered country.</p>
<p style="font-size:13px;color:#8a8f98;">Questions? Chat with us 24/7 in the app or at <a href="https://roamlyte.com/help" style="color:#6c47ff;">roamlyte.com/help</a>.</p>`,
      footer: roamFooter + "<br>GST Reg. 201933721K",
    }),
    enc: "qp",
  },
  {
    family: "roamlyte",
    group: "consumer",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Roamlyte <alerts@roamlyte.com>",
    subject: "You've used 80% of your data",
    date: when("2026-10-02 18:44", "+0800"),
    text: `Heads up, Sam: your Latin America 20 GB plan has 4.0 GB left.

Plan expires: 11 Oct 2026, 21:16 (GMT-5)

Top up 5 GB for USD 11 or 10 GB for USD 19 in the app: https://roamlyte.com/app/topup?esim=RL-30581779

Manage notifications: https://roamlyte.com/account/notifications`,
    html: null,
  },
];

// ---------------------------------------------------------------- Chaska Móvil (local SIM, PE)

const chaska: Mail[] = [
  {
    family: "chaska-movil",
    group: "regional",
    lang: "es",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Chaska Móvil <recargas@chaskamovil.pe>",
    subject: "Recarga exitosa S/ 30.00 - 987 445 120",
    date: when("2026-09-15 10:27", "-0500"),
    text: `¡Tu recarga fue exitosa!

Número: 987 445 120
Monto: S/ 30.00
Paquete activado: Chaska Full 30 (12 GB + WhatsApp ilimitado + 100 min)
Vigencia: hasta el 15/10/2026 23:59
Medio de pago: Yape
N.° de operación: 0084412297
Fecha: 15/09/2026 10:27

Consulta tu saldo marcando *123# o en la app Mi Chaska.

Chaska Móvil S.A. - RUC 20603381154 - Av. Javier Prado Este 2601, San Borja, Lima`,
    html: `<html><body style="margin:0;background:#fff;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" style="border:1px solid #eee;">
<tr><td style="background:#e4007c;padding:18px;text-align:center;"><img src="https://www.chaskamovil.pe/mailing/logo_blanco.png" alt="Chaska Móvil" height="32"></td></tr>
<tr><td style="padding:24px;text-align:center;"><img src="https://www.chaskamovil.pe/mailing/check.png" alt="" width="48"><h2 style="margin:10px 0;">¡Tu recarga fue exitosa!</h2></td></tr>
<tr><td style="padding:0 24px 24px;"><table width="100%" cellpadding="6" style="font-size:14px;">
<tr><td style="color:#888;">Número</td><td align="right">987 445 120</td></tr>
<tr><td style="color:#888;">Monto</td><td align="right"><b>S/ 30.00</b></td></tr>
<tr><td style="color:#888;">Paquete</td><td align="right">Chaska Full 30 (12 GB + WhatsApp ilimitado + 100 min)</td></tr>
<tr><td style="color:#888;">Vigencia</td><td align="right">hasta el 15/10/2026 23:59</td></tr>
<tr><td style="color:#888;">Medio de pago</td><td align="right">Yape</td></tr>
<tr><td style="color:#888;">N.° de operación</td><td align="right">0084412297</td></tr></table></td></tr>
<tr><td style="background:#f6f6f6;padding:14px;font-size:11px;color:#999;text-align:center;">Consulta tu saldo marcando *123# o en la app Mi Chaska.<br>Chaska Móvil S.A. · RUC 20603381154 · Av. Javier Prado Este 2601, San Borja, Lima</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "chaska-movil",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://mi.chaskamovil.pe/registro/validar-correo?key=Kx0T7p2QmN9cVw4s&linea=51987445120",
    from: "Mi Chaska <no-reply@chaskamovil.pe>",
    subject: "Valida tu correo en Mi Chaska",
    date: when("2026-09-14 19:50", "-0500"),
    text: `Hola,

Registraste este correo en Mi Chaska para la línea 987 445 120. Valida tu correo para recibir tus boletas electrónicas y alertas de consumo:

https://mi.chaskamovil.pe/registro/validar-correo?key=Kx0T7p2QmN9cVw4s&linea=51987445120

Si no hiciste este registro, escríbenos al 0800-1-2427 (gratis desde cualquier fijo).

Chaska Móvil`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Groenhart Bank (home bank, NL)

const groenhartFooter = `Groenhart Bank N.V. · Postbus 2210, 3500 GE Utrecht · KvK 30112877<br>
Vragen? Bel 030 760 44 00 (vanuit het buitenland +31 30 760 44 00), ma–vr 8.00–20.00 uur.<br>
Groenhart Bank vraagt u nooit per e-mail om uw pincode, inlogcodes of beveiligingscodes.<br>
<a href="https://www.groenhartbank.nl/privacy" style="color:#7a7f85;">Privacy</a> · <a href="https://www.groenhartbank.nl/veilig-bankieren" style="color:#7a7f85;">Veilig bankieren</a>`;

const groenhart: Mail[] = [
  {
    family: "groenhart-bank",
    group: "regional",
    lang: "nl",
    kind: "travel-notice",
    code: null,
    link: null,
    from: "Groenhart Bank <service@mail.groenhartbank.nl>",
    subject: "Uw reismelding is ingesteld",
    date: when("2026-09-01 20:12", "+0200"),
    text: `Beste Sam Reader,

U heeft een reismelding doorgegeven voor uw betaalpas. Zo weten wij dat betalingen in deze landen van u zijn.

Pas: Groenhart Debit •••• 0619
Landen: Peru, Bolivia, Chili, Argentinië, Brazilië, Colombia, Panama, Costa Rica, Guatemala
Periode: 10 september 2026 t/m 15 november 2026
Geldgebied pas: Wereld (tot 15 november 2026)

Let op: opnemen bij een geldautomaat buiten Europa kost € 2,25 per opname plus 1,2% koersopslag.

Wilt u de melding aanpassen? Dat kan in de app onder Pas > Reismelding.

Met vriendelijke groet,
Groenhart Bank`,
    html: card({
      lang: "nl",
      pre: "Betalingen in 9 landen tot 15 november 2026",
      logo: "https://www.groenhartbank.nl/mail/logo.png",
      logoAlt: "Groenhart Bank",
      accent: "#2f7d32",
      body: `<p>Beste Sam Reader,</p>
<p>U heeft een reismelding doorgegeven voor uw betaalpas. Zo weten wij dat betalingen in deze landen van u zijn.</p>
<table role="presentation" width="100%" cellpadding="6" style="font-size:14px;background:#f3f8f3;">
<tr><td width="35%">Pas</td><td>Groenhart Debit •••• 0619</td></tr>
<tr><td>Landen</td><td>Peru, Bolivia, Chili, Argentinië, Brazilië, Colombia, Panama, Costa Rica, Guatemala</td></tr>
<tr><td>Periode</td><td>10 september 2026 t/m 15 november 2026</td></tr>
<tr><td>Geldgebied pas</td><td>Wereld (tot 15 november 2026)</td></tr></table>
<p style="font-size:13px;">Let op: opnemen bij een geldautomaat buiten Europa kost € 2,25 per opname plus 1,2% koersopslag.</p>
<p>Wilt u de melding aanpassen? Dat kan in de app onder <b>Pas &gt; Reismelding</b>.</p>
<p>Met vriendelijke groet,<br>Groenhart Bank</p>`,
      footer: groenhartFooter,
    }),
    enc: "qp",
  },
  {
    family: "groenhart-bank",
    group: "regional",
    lang: "nl",
    kind: "device-code",
    code: "814739",
    link: null,
    from: "Groenhart Bank <beveiliging@mail.groenhartbank.nl>",
    subject: "Activeringscode voor uw nieuwe apparaat",
    date: when("2026-10-20 03:41", "+0200"),
    text: `Beste Sam Reader,

U activeert de Groenhart app op een nieuw apparaat (iPhone 13). Vul deze activeringscode in de app in:

81 47 39

De code is 20 minuten geldig. Daarna moet u opnieuw beginnen.

Activeert u geen nieuw apparaat? Vul de code dan nergens in en bel ons direct: +31 30 760 44 00 (24 uur per dag bij fraude).

Met vriendelijke groet,
Groenhart Bank`,
    html: card({
      lang: "nl",
      pre: "Vul de code in de app in - 20 minuten geldig",
      logo: "https://www.groenhartbank.nl/mail/logo.png",
      logoAlt: "Groenhart Bank",
      accent: "#2f7d32",
      body: `<p>Beste Sam Reader,</p>
<p>U activeert de Groenhart app op een nieuw apparaat (<b>iPhone 13</b>). Vul deze activeringscode in de app in:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#2f7d32;margin:16px 0;">81 47 39</p>
<p>De code is 20 minuten geldig. Daarna moet u opnieuw beginnen.</p>
<p style="background:#fff4e5;padding:10px;font-size:13px;"><b>Activeert u geen nieuw apparaat?</b> Vul de code dan nergens in en bel ons direct: +31 30 760 44 00 (24 uur per dag bij fraude).</p>`,
      footer: groenhartFooter,
    }),
    enc: "b64",
  },
  {
    family: "groenhart-bank",
    group: "regional",
    lang: "nl",
    kind: "card-blocked",
    code: null,
    link: null,
    from: "Groenhart Bank <service@mail.groenhartbank.nl>",
    subject: "Betaling met uw pas tegengehouden",
    date: when("2026-10-26 22:08", "+0100"),
    text: `Beste Sam Reader,

Wij hebben vandaag een betaling met uw betaalpas •••• 0619 tegengehouden, omdat deze afwijkt van uw normale gebruik:

Datum/tijd: 26-10-2026 17:02 (lokale tijd)
Bedrag: BRL 1.450,00 (ca. € 243,80)
Bij: MERCADO ONLINE PGTO*XR77, SAO PAULO BR

Was dit uw betaling? Bevestig het in de app onder Meldingen, of bel +31 30 760 44 00. Daarna kunt u het opnieuw proberen.
Herkent u de betaling niet? Blokkeer uw pas in de app of bel ons direct.

Met vriendelijke groet,
Groenhart Bank`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Kontoflug (travel card, DE)

const kontoflug: Mail[] = [
  {
    family: "kontoflug",
    group: "consumer",
    lang: "de",
    kind: "card-payment",
    code: null,
    link: null,
    from: "Kontoflug <karte@kontoflug.de>",
    subject: "Kartenzahlung: 38.500 ARS bei PARRILLA DON JULIAN",
    date: when("2026-10-17 02:33", "+0200"),
    text: `Hallo Sam,

mit deiner Kontoflug Reisekarte (•••• 7306) wurde gerade bezahlt:

Händler: PARRILLA DON JULIAN, Mendoza AR
Betrag: 38.500,00 ARS
Belastet: 31,14 EUR (Kurs 1 EUR = 1.236,35 ARS, ohne Aufschlag)
Zeit: 16.10.2026, 21:33 Ortszeit
Verfügbar: 612,48 EUR

Keine Fremdwährungsgebühr, wie immer. Kostenlose Abhebungen diesen Monat: noch 2 von 4.

Nicht du? Sperre die Karte sofort in der App oder ruf uns an: +49 30 5683 9910.

Dein Kontoflug Team
Kontoflug GmbH · Schlesische Str. 26 · 10997 Berlin`,
    html: `<!doctype html><html lang="de"><body style="margin:0;background:#101820;">
<div style="display:none;">31,14 EUR – PARRILLA DON JULIAN, Mendoza</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:-apple-system,Segoe UI,Roboto,sans-serif;">
<tr><td style="padding:22px 26px 4px;"><img src="https://kontoflug.de/m/kf-logo.png" alt="Kontoflug" height="24"></td></tr>
<tr><td style="padding:10px 26px;"><p style="margin:0;color:#6b7280;font-size:13px;">Kartenzahlung · •••• 7306</p>
<p style="margin:4px 0;font-size:34px;font-weight:700;">−31,14 €</p>
<p style="margin:0;font-size:15px;">38.500,00 ARS bei <b>PARRILLA DON JULIAN</b>, Mendoza AR</p></td></tr>
<tr><td style="padding:14px 26px;"><table width="100%" cellpadding="5" style="font-size:13px;color:#374151;border-top:1px solid #eee;">
<tr><td>Kurs</td><td align="right">1 EUR = 1.236,35 ARS, ohne Aufschlag</td></tr>
<tr><td>Zeit</td><td align="right">16.10.2026, 21:33 Ortszeit</td></tr>
<tr><td>Verfügbar</td><td align="right">612,48 €</td></tr>
<tr><td>Kostenlose Abhebungen</td><td align="right">noch 2 von 4</td></tr></table></td></tr>
<tr><td style="padding:6px 26px 22px;font-size:13px;color:#6b7280;">Nicht du? Sperre die Karte sofort in der App oder ruf uns an: +49 30 5683 9910.</td></tr>
<tr><td style="padding:14px 26px;background:#f3f4f6;border-radius:0 0 14px 14px;font-size:11px;color:#9ca3af;">Kontoflug GmbH · Schlesische Str. 26 · 10997 Berlin · E-Geld-Institut unter Aufsicht der BaFin<br><a href="https://kontoflug.de/benachrichtigungen" style="color:#9ca3af;">Benachrichtigungen verwalten</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kontoflug",
    group: "consumer",
    lang: "de",
    kind: "email-change-link",
    code: null,
    link: "https://app.kontoflug.de/email/bestaetigen?token=kf_9c2e71b04a5d83f6e1&lang=de",
    from: "Kontoflug <service@kontoflug.de>",
    subject: "Bitte bestätige deine neue E-Mail-Adresse",
    date: when("2026-09-28 04:19", "+0200"),
    text: `Hallo Sam,

du möchtest deine E-Mail-Adresse bei Kontoflug auf sam.reader@inbox.example ändern. Bestätige die Änderung mit diesem Link:

https://app.kontoflug.de/email/bestaetigen?token=kf_9c2e71b04a5d83f6e1&lang=de

Der Link ist 24 Stunden gültig. Bis zur Bestätigung schicken wir alles weiter an deine alte Adresse (s.r•••@posteo.example).

Du hast das nicht beantragt? Dann ignoriere diese Mail und melde dich bei uns: hilfe@kontoflug.de

Dein Kontoflug Team
Kontoflug GmbH · Schlesische Str. 26 · 10997 Berlin`,
    html: `<!doctype html><html lang="de"><body style="margin:0;background:#f3f4f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;color:#111827;">
<tr><td style="padding:22px 26px 4px;"><img src="https://kontoflug.de/m/kf-logo.png" alt="Kontoflug" height="24"></td></tr>
<tr><td style="padding:14px 26px;">
<p>Hallo Sam,</p>
<p>du möchtest deine E-Mail-Adresse bei Kontoflug auf <b>sam.reader@inbox.example</b> ändern. Bestätige die Änderung:</p>
<p style="margin:22px 0;"><a href="https://app.kontoflug.de/email/bestaetigen?token=kf_9c2e71b04a5d83f6e1&amp;lang=de" style="background:#111827;color:#fff;padding:12px 22px;border-radius:24px;text-decoration:none;font-weight:600;">Neue Adresse bestätigen</a></p>
<p style="font-size:13px;color:#6b7280;">Der Link ist 24 Stunden gültig. Bis zur Bestätigung schicken wir alles weiter an deine alte Adresse (s.r•••@posteo.example).</p>
<p style="font-size:13px;color:#6b7280;">Du hast das nicht beantragt? Dann ignoriere diese Mail und melde dich bei uns: <a href="mailto:hilfe@kontoflug.de" style="color:#6b7280;">hilfe@kontoflug.de</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f9fafb;border-radius:0 0 14px 14px;font-size:11px;color:#9ca3af;">Kontoflug GmbH · Schlesische Str. 26 · 10997 Berlin · <a href="https://kontoflug.de/impressum" style="color:#9ca3af;">Impressum</a> · <a href="https://kontoflug.de/datenschutz" style="color:#9ca3af;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Kambio FX (currency exchange)

const kambioFooter =
  `Kambio FX Ltd is authorised by the Financial Conduct Authority (FRN 930418). 20 Eastbourne Terrace, London W2 6LG, UK.<br>
<a href="https://kambiofx.com/help" style="color:#8a8f98;">Help</a> · <a href="https://kambiofx.com/legal/privacy" style="color:#8a8f98;">Privacy</a>`;

const kambio: Mail[] = [
  {
    family: "kambio-fx",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604113",
    link: null,
    from: "Kambio FX <security@kambiofx.com>",
    subject: "Kambio FX: your security code",
    date: when("2026-09-19 14:56", "+0100"),
    text: `Your Kambio FX security code is 604 113

Enter it to log in on Chrome on Windows (La Paz, Bolivia). It's valid for 5 minutes.

Kambio FX will never call you to ask for this code. If someone does, hang up.

Not you? Lock your account: https://kambiofx.com/security/lock`,
    html: null,
  },
  {
    family: "kambio-fx",
    group: "consumer",
    lang: "en",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "Kambio FX <transfers@kambiofx.com>",
    subject: "Your transfer is on its way: 150.00 EUR → 866.25 BOB",
    date: when("2026-09-19 15:20", "+0100"),
    text: `Your money is on its way

You sent: 150.00 EUR
Fee: 1.74 EUR
Converted: 148.26 EUR at 1 EUR = 5.8427 BOB
Recipient gets: 866.25 BOB
To: HOSTAL LAS OLAS LTDA, Banco Union •••• 3381
Reference: Deposito Salar 3D2N
Transfer ID: #KFX-221908734

Should arrive by: 21 Sep 2026

Track it in the app or at https://kambiofx.com/activity/221908734

Kambio FX Ltd - 20 Eastbourne Terrace, London W2 6LG, UK`,
    html: card({
      pre: "Should arrive by 21 Sep 2026",
      logo: "https://kambiofx.com/static/email/logo.png",
      logoAlt: "Kambio FX",
      accent: "#00b386",
      body: `<h2 style="margin:0 0 12px;">Your money is on its way</h2>
<table role="presentation" width="100%" cellpadding="6" style="font-size:14px;">
<tr><td>You sent</td><td align="right"><b>150.00 EUR</b></td></tr>
<tr><td>Fee</td><td align="right">1.74 EUR</td></tr>
<tr><td>Converted</td><td align="right">148.26 EUR</td></tr>
<tr><td>Rate</td><td align="right">1 EUR = 5.8427 BOB</td></tr>
<tr><td>Recipient gets</td><td align="right"><b>866.25 BOB</b></td></tr>
<tr><td>To</td><td align="right">HOSTAL LAS OLAS LTDA, Banco Union •••• 3381</td></tr>
<tr><td>Reference</td><td align="right">Deposito Salar 3D2N</td></tr>
<tr><td>Transfer ID</td><td align="right">#KFX-221908734</td></tr>
<tr><td>Should arrive by</td><td align="right">21 Sep 2026</td></tr></table>
${button("https://kambiofx.com/activity/221908734", "Track transfer", "#00b386")}`,
      footer: kambioFooter,
    }),
    enc: "qp",
  },
  {
    family: "kambio-fx",
    group: "consumer",
    lang: "en",
    kind: "rate-alert",
    code: null,
    link: null,
    from: "Kambio FX <alerts@kambiofx.com>",
    subject: "EUR/BRL just hit your target of 6.10",
    date: when("2026-10-21 09:02", "+0100"),
    text: `Good news: EUR/BRL is now 6.1034, above your target of 6.10.

1,000 EUR -> 6,103.40 BRL (fee from 4.10 EUR)

Rates move fast. Convert now in the app: https://kambiofx.com/convert?from=EUR&to=BRL

You set this alert on 30 Sep 2026. Manage alerts: https://kambiofx.com/alerts`,
    html: card({
      pre: "1 EUR = 6.1034 BRL",
      logo: "https://kambiofx.com/static/email/logo.png",
      logoAlt: "Kambio FX",
      accent: "#00b386",
      body: `<p style="font-size:13px;color:#8a8f98;margin:0;">Rate alert</p>
<p style="font-size:30px;font-weight:bold;margin:6px 0;">1 EUR = 6.1034 BRL</p>
<p>EUR/BRL is now above your target of <b>6.10</b>. 1,000 EUR gets you 6,103.40 BRL (fee from 4.10 EUR).</p>
${button("https://kambiofx.com/convert?from=EUR&amp;to=BRL", "Convert now", "#00b386")}
<p style="font-size:12px;color:#8a8f98;">You set this alert on 30 Sep 2026. <a href="https://kambiofx.com/alerts" style="color:#8a8f98;">Manage alerts</a></p>`,
      footer: kambioFooter,
    }),
  },
];

// ---------------------------------------------------------------- Ruedo (ride-hailing)

const ruedo: Mail[] = [
  {
    family: "ruedo",
    group: "consumer",
    lang: "es",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Ruedo <recibos@ruedo.app>",
    subject: "Tu viaje del viernes por la noche con Ruedo",
    date: when("2026-10-09 23:58", "-0500"),
    text: `Gracias por viajar con Ruedo, Sam

Total: COP 18.400

Tarifa base          COP 4.900
Distancia (7,3 km)   COP 9.490
Tiempo (21 min)      COP 3.010
Cuota de servicio    COP 1.000

Recogida 23:21 - Cra. 11 #93-40, Bogotá
Llegada 23:42 - Calle 12B #2-86, La Candelaria, Bogotá

Conductor: Wilson · Chevrolet Spark · JKT 418
Pagado con Visa •••• 4821

¿Olvidaste algo? Escríbenos desde la app en Ayuda > Objetos perdidos.

Ruedo Colombia S.A.S. · NIT 901.448.271-3`,
    html: `<html><body style="margin:0;background:#f5f5f5;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 24px;background:#111;"><img src="https://cdn.ruedo.app/mail/ruedo-white.png" alt="Ruedo" height="26"></td></tr>
<tr><td style="padding:24px;"><p style="font-size:13px;color:#777;margin:0;">9 de octubre de 2026</p>
<h1 style="font-size:26px;margin:6px 0 2px;">Gracias por viajar, Sam</h1>
<p style="font-size:34px;font-weight:bold;margin:12px 0;">COP 18.400</p>
<table width="100%" cellpadding="4" style="font-size:14px;border-top:1px solid #eee;">
<tr><td>Tarifa base</td><td align="right">COP 4.900</td></tr>
<tr><td>Distancia (7,3 km)</td><td align="right">COP 9.490</td></tr>
<tr><td>Tiempo (21 min)</td><td align="right">COP 3.010</td></tr>
<tr><td>Cuota de servicio</td><td align="right">COP 1.000</td></tr>
<tr><td>Visa •••• 4821</td><td align="right"><b>COP 18.400</b></td></tr></table>
<img src="https://maps.ruedo.app/static/trip/2NQ8-55A1.png" alt="Mapa del recorrido" width="512" style="margin:16px 0;display:block;">
<p style="font-size:14px;">&#9679; 23:21 &nbsp;Cra. 11 #93-40, Bogotá<br>&#9632; 23:42 &nbsp;Calle 12B #2-86, La Candelaria, Bogotá</p>
<p style="font-size:14px;">Conductor: <b>Wilson</b> · Chevrolet Spark · JKT 418</p>
<p style="font-size:13px;color:#777;">¿Olvidaste algo? Escríbenos desde la app en Ayuda &gt; Objetos perdidos. <a href="https://ruedo.app/ayuda" style="color:#777;">Centro de ayuda</a></p></td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa;">Ruedo Colombia S.A.S. · NIT 901.448.271-3 · <a href="https://ruedo.app/privacidad" style="color:#999;">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "ruedo",
    group: "consumer",
    lang: "pt",
    kind: "login-code",
    code: "3391",
    link: null,
    from: "Ruedo <conta@ruedo.app>",
    subject: "3391 é seu código Ruedo",
    date: when("2026-10-25 06:14", "-0300"),
    text: `Seu código Ruedo é 3391.

Use-o para entrar no app neste celular. O código vale por 10 minutos.

Não compartilhe este código com ninguém, nem com motoristas.

Ruedo`,
    html: `<html><body style="margin:0;background:#fff;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="420" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:18px;"><img src="https://cdn.ruedo.app/mail/ruedo-black.png" alt="Ruedo" height="26"></td></tr>
<tr><td style="font-size:16px;color:#111;">Seu código Ruedo é</td></tr>
<tr><td style="font-size:44px;font-weight:bold;letter-spacing:10px;padding:10px 0 16px;">3391</td></tr>
<tr><td style="font-size:14px;color:#555;">Use-o para entrar no app neste celular. O código vale por 10 minutos.<br><br>Não compartilhe este código com ninguém, nem com motoristas.</td></tr>
<tr><td style="padding-top:26px;font-size:11px;color:#aaa;">Ruedo Tecnologia Ltda. · Av. Paulista, 1842, São Paulo/SP, 01310-200 · <a href="https://ruedo.app/pt/ajuda" style="color:#aaa;">Ajuda</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Ixcanul Spanish School (GT)

const ixcanul: Mail[] = [
  {
    family: "ixcanul-spanish-school",
    group: "regional",
    lang: "en",
    kind: "enrolment-confirmed",
    code: null,
    link: null,
    from: "Ixcanul Spanish School <inscripciones@ixcanul.edu.gt>",
    subject: "Enrolment confirmed: 2 weeks one-to-one + homestay from 2 Nov",
    date: when("2026-10-12 16:30", "-0600"),
    text: `Dear Sam,

¡Bienvenido! Your place at Ixcanul Spanish School in Quetzaltenango (Xela) is confirmed.

Student number: IX-26-1147
Course: One-to-one Spanish, 5 hours a day, Monday to Friday
Dates: Mon 2 Nov - Fri 13 Nov 2026 (2 weeks)
Level (self-assessed): A2
Homestay: Familia Cux Ajanel, Zona 1 (private room, 3 meals a day, 7 days)

Tuition 2 weeks: USD 290.00
Homestay 13 nights: USD 195.00
Registration fee: USD 40.00
Total: USD 525.00
Deposit paid: USD 100.00 (receipt 0003-1189)
Balance due on the first day (cash USD/GTQ or card +5%): USD 425.00

First day: come to the school at 07:45 for the placement interview. Address: 7a Calle 15-20, Zona 1, Quetzaltenango. Phone/WhatsApp +502 7765 2209.

The afternoon activity programme (volcano hikes, cooking class, salsa) is in the attached PDF.

Nos vemos pronto,
Marisol Tzoc
Coordinación académica`,
    html: null,
    enc: "8bit",
    attachment: [
      "Ixcanul_bienvenida_IX-26-1147.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "ixcanul-spanish-school",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://aula.ixcanul.edu.gt/login/invitacion.php?id=IX-26-1147&clave=f4a9e0c2b71d",
    from: "Aula Virtual Ixcanul <aula@ixcanul.edu.gt>",
    subject: "Invitación al Aula Virtual de Ixcanul",
    date: when("2026-10-28 10:05", "-0600"),
    text: `Hola Sam:

Tu profesora, Ana Lucía Xicará, te invitó al Aula Virtual de Ixcanul, donde vas a encontrar tus tareas, audios y el vocabulario de cada clase.

Para aceptar la invitación y crear tu contraseña, abre este enlace:
https://aula.ixcanul.edu.gt/login/invitacion.php?id=IX-26-1147&clave=f4a9e0c2b71d

La invitación vale 7 días. Tu usuario será: sam.reader

Cualquier duda, pasa por la recepción o escribe a aula@ixcanul.edu.gt.

--
Aula Virtual Ixcanul
7a Calle 15-20, Zona 1, Quetzaltenango, Guatemala`,
    html: `<html><body style="font-family:Georgia,serif;background:#faf7f0;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #c0392b;">
<tr><td style="padding:20px 26px;"><img src="https://aula.ixcanul.edu.gt/theme/ixcanul/pix/logo.png" alt="Ixcanul Spanish School" height="44"></td></tr>
<tr><td style="padding:0 26px 20px;font-size:15px;line-height:1.5;color:#333;">
<p>Hola Sam:</p>
<p>Tu profesora, <b>Ana Lucía Xicará</b>, te invitó al Aula Virtual de Ixcanul, donde vas a encontrar tus tareas, audios y el vocabulario de cada clase.</p>
<p><a href="https://aula.ixcanul.edu.gt/login/invitacion.php?id=IX-26-1147&amp;clave=f4a9e0c2b71d" style="background:#c0392b;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px;font-family:Arial,sans-serif;">Aceptar invitación</a></p>
<p style="font-size:13px;color:#777;">La invitación vale 7 días. Tu usuario será: <b>sam.reader</b></p>
<p style="font-size:13px;color:#777;">Cualquier duda, pasa por la recepción o escribe a <a href="mailto:aula@ixcanul.edu.gt">aula@ixcanul.edu.gt</a>.</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#f2eee4;font-size:11px;color:#888;">Ixcanul Spanish School · 7a Calle 15-20, Zona 1, Quetzaltenango, Guatemala · +502 7765 2209</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Salar Expediciones (tours, BO)

const salar: Mail[] = [
  {
    family: "salar-expediciones",
    group: "regional",
    lang: "es",
    kind: "tour-confirmed",
    code: null,
    link: null,
    from: "Salar Expediciones <reservas@salarexpediciones.com.bo>",
    subject: "Reserva confirmada: Salar de Uyuni 3D/2N - salida 22/09",
    date: when("2026-09-19 18:44", "-0400"),
    text: `Hola Sam,

Gracias por reservar con Salar Expediciones. Tu tour está confirmado.

Reserva N.° SE-4471
Tour: Salar de Uyuni y Lagunas de Colores, 3 días / 2 noches (compartido, 6 pasajeros por vehículo)
Salida: martes 22/09/2026, 10:30, desde nuestra oficina (Av. Ferroviaria 48, Uyuni)
Final: jueves 24/09/2026, ~17:00 en Uyuni (o traslado a San Pedro de Atacama, Chile, a las 09:00 del día 3)
Guía: español / inglés
Incluye: transporte 4x4, alojamiento (hostal de sal y refugio), comidas, agua
No incluye: entrada Reserva Eduardo Avaroa (Bs 150), baños termales (Bs 6), bolsa de dormir (alquiler Bs 50)

Precio: Bs 1.150
Adelanto recibido: Bs 866 (transferencia Kambio FX, 19/09)
Saldo a pagar antes de la salida: Bs 284

Lleva: ropa de abrigo (hasta -15 °C de noche), bloqueador, lentes de sol, efectivo, pasaporte.

WhatsApp: +591 7241 8832
Salar Expediciones · Av. Ferroviaria 48, Uyuni, Potosí, Bolivia`,
    html: card({
      lang: "es",
      pre: "Reserva SE-4471 · salida martes 22/09 10:30",
      logo: "https://salarexpediciones.com.bo/img/logo-mail.png",
      logoAlt: "Salar Expediciones",
      accent: "#2c6ea6",
      body: `<p>Hola Sam,</p>
<p>Gracias por reservar con Salar Expediciones. <b>Tu tour está confirmado.</b></p>
<img src="https://salarexpediciones.com.bo/img/tours/uyuni-3d-600.jpg" alt="Salar de Uyuni al amanecer" width="536" style="display:block;border-radius:4px;">
<table role="presentation" width="100%" cellpadding="5" style="font-size:14px;margin-top:10px;">
<tr><td width="34%" style="color:#777;">Reserva N.°</td><td><b>SE-4471</b></td></tr>
<tr><td style="color:#777;">Tour</td><td>Salar de Uyuni y Lagunas de Colores, 3D/2N (compartido, 6 pax por vehículo)</td></tr>
<tr><td style="color:#777;">Salida</td><td>martes 22/09/2026, 10:30 · Av. Ferroviaria 48, Uyuni</td></tr>
<tr><td style="color:#777;">Final</td><td>jueves 24/09/2026, ~17:00 en Uyuni (o traslado a San Pedro de Atacama el día 3, 09:00)</td></tr>
<tr><td style="color:#777;">Incluye</td><td>4x4, alojamiento, comidas, agua, guía español/inglés</td></tr>
<tr><td style="color:#777;">No incluye</td><td>entrada Reserva Eduardo Avaroa (Bs 150), termas (Bs 6), bolsa de dormir (Bs 50)</td></tr>
<tr><td style="color:#777;">Precio</td><td>Bs 1.150</td></tr>
<tr><td style="color:#777;">Adelanto recibido</td><td>Bs 866 (19/09)</td></tr>
<tr><td style="color:#777;">Saldo antes de la salida</td><td><b>Bs 284</b></td></tr></table>
<p style="font-size:14px;">Lleva ropa de abrigo (hasta &minus;15&nbsp;°C de noche), bloqueador, lentes de sol, efectivo y pasaporte.</p>`,
      footer:
        `Salar Expediciones · Av. Ferroviaria 48, Uyuni, Potosí, Bolivia · WhatsApp <a href="https://wa.me/59172418832" style="color:#7a7f85;">+591 7241 8832</a><br><a href="https://www.tripadvisor.com/Attraction_Review-g317145-d11873302" style="color:#7a7f85;">Opiniones</a> · <a href="https://facebook.com/salarexpediciones" style="color:#7a7f85;">Facebook</a>`,
    }),
    enc: "8bit",
  },
  {
    family: "salar-expediciones",
    group: "regional",
    lang: "en",
    kind: "pre-departure",
    code: null,
    link: null,
    from: "Salar Expediciones <reservas@salarexpediciones.com.bo>",
    subject: "Tomorrow: your Uyuni tour (SE-4471) - what to bring",
    date: when("2026-09-21 17:10", "-0400"),
    text: `Hi Sam,

A quick reminder for tomorrow.

Meet at 10:00 at our office, Av. Ferroviaria 48 (opposite the train cemetery road). The jeep leaves at 10:30.
Your driver-guide is Don Efraín; your group: 5 other travellers (Argentina, France, Germany, Korea).

Please bring the balance of Bs 284 in cash (no cards in Uyuni offices, there's an ATM at Plaza Arce).
Buy water and snacks tonight: 4-6 litres per person is a good idea.
The last night at the refugio has no heating and no shower. Altitude on day 2 reaches 4,900 m.

If you feel unwell, tell the guide; we carry oxygen.

See you tomorrow!
Salar Expediciones - WhatsApp +591 7241 8832`,
    html: null,
  },
];

// ---------------------------------------------------------------- Volunterra (volunteering platform)

const volFooter = `Volunterra · Keizersgracht 241, 1016 EA Amsterdam, NL<br>
<a href="https://volunterra.org/help" style="color:#8a8f98;">Help</a> · <a href="https://volunterra.org/safety" style="color:#8a8f98;">Safety</a> · <a href="https://volunterra.org/privacy" style="color:#8a8f98;">Privacy</a> · <a href="https://volunterra.org/settings/emails" style="color:#8a8f98;">Email settings</a>`;

const volunterra: Mail[] = [
  {
    family: "volunterra",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://volunterra.org/u/confirm/3f6b0a?sig=9d27c15e8b4f0a1e&utm_source=email&utm_medium=transactional",
    from: "Volunterra <welcome@volunterra.org>",
    subject: "One more step: confirm your email",
    date: when("2026-10-01 12:40", "+0200"),
    text: `Hi Sam,

Thanks for joining Volunterra! Before you can message hosts, please confirm your email address:

https://volunterra.org/u/confirm/3f6b0a?sig=9d27c15e8b4f0a1e&utm_source=email&utm_medium=transactional

Your membership (EUR 49 / year, paid with PayPal) starts once your email is confirmed, so your year isn't counting down yet.

While you wait: there are 212 hosts in Costa Rica and 97 in Guatemala looking for help right now.

The Volunterra team`,
    html: card({
      pre: "Confirm your email to start messaging hosts",
      logo: "https://volunterra.org/static/mail/logo-v3.png",
      logoAlt: "Volunterra",
      accent: "#f39c12",
      body: `<p>Hi Sam,</p>
<p>Thanks for joining Volunterra! Before you can message hosts, please confirm your email address.</p>
${
        button(
          "https://volunterra.org/u/confirm/3f6b0a?sig=9d27c15e8b4f0a1e&amp;utm_source=email&amp;utm_medium=transactional",
          "Confirm my email",
          "#f39c12",
        )
      }
<p style="font-size:14px;">Your membership (EUR 49 / year, paid with PayPal) starts once your email is confirmed, so your year isn't counting down yet.</p>
<p style="font-size:14px;">While you wait: there are <a href="https://volunterra.org/hosts/costa-rica?utm_source=email" style="color:#f39c12;">212 hosts in Costa Rica</a> and <a href="https://volunterra.org/hosts/guatemala?utm_source=email" style="color:#f39c12;">97 in Guatemala</a> looking for help right now.</p>
<p>The Volunterra team</p>`,
      footer: volFooter,
    }),
    enc: "qp",
  },
  {
    family: "volunterra",
    group: "consumer",
    lang: "en",
    kind: "host-accepted",
    code: null,
    link: null,
    from: "Volunterra <notifications@volunterra.org>",
    subject: "Finca Los Guayabos accepted your request!",
    date: when("2026-10-06 21:17", "+0200"),
    text: `Great news, Sam!

Finca Los Guayabos (Monteverde, Costa Rica) accepted your request to volunteer.

Dates: 16 Nov - 6 Dec 2026
Help needed: reforestation nursery, feeding animals, some kitchen shifts
Hours: about 5 hours a day, 5 days a week
In return: shared cabin, 3 meals a day

Message from Adriana: "Pura vida Sam! Bring rubber boots if you have them, and a rain jacket - November is still wet here. The bus from San José leaves at 06:30 from Terminal 7-10."

Reply to Adriana: https://volunterra.org/inbox/t/88120455

Remember to agree travel details and arrival times through Volunterra messages.

The Volunterra team`,
    html: card({
      pre: "16 Nov - 6 Dec 2026 in Monteverde",
      logo: "https://volunterra.org/static/mail/logo-v3.png",
      logoAlt: "Volunterra",
      accent: "#f39c12",
      body: `<h2 style="margin:0 0 8px;">Great news, Sam!</h2>
<p><b>Finca Los Guayabos</b> (Monteverde, Costa Rica) accepted your request to volunteer.</p>
<table role="presentation" width="100%" cellpadding="5" style="font-size:14px;background:#fff8ec;">
<tr><td width="32%">Dates</td><td>16 Nov – 6 Dec 2026</td></tr>
<tr><td>Help needed</td><td>reforestation nursery, feeding animals, some kitchen shifts</td></tr>
<tr><td>Hours</td><td>about 5 hours a day, 5 days a week</td></tr>
<tr><td>In return</td><td>shared cabin, 3 meals a day</td></tr></table>
<blockquote style="border-left:3px solid #f39c12;margin:16px 0;padding:4px 12px;color:#555;">Pura vida Sam! Bring rubber boots if you have them, and a rain jacket – November is still wet here. The bus from San José leaves at 06:30 from Terminal 7-10.<br>– Adriana</blockquote>
${button("https://volunterra.org/inbox/t/88120455", "Reply to Adriana", "#f39c12")}`,
      footer: volFooter,
    }),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Pixtrail (photo backup)

const pixFooter = `Pixtrail Inc. · 548 Market St PMB 70219, San Francisco, CA 94104<br>
<a href="https://pixtrail.com/help" style="color:#8a8f98;">Help</a> · <a href="https://pixtrail.com/privacy" style="color:#8a8f98;">Privacy</a> · <a href="https://pixtrail.com/settings/notifications" style="color:#8a8f98;">Notification settings</a>`;

const pixtrail: Mail[] = [
  {
    family: "pixtrail",
    group: "consumer",
    lang: "it",
    kind: "invite-link",
    code: null,
    link: "https://pixtrail.com/join/album/Wd7rK2pq?inv=c0e58a1f&utm_campaign=album_invite",
    from: "Giulia Ferraris via Pixtrail <noreply@pixtrail.com>",
    subject: "Giulia ti ha invitato all'album «Patagonia in furgone 🚐»",
    date: when("2026-11-04 22:47", "-0300"),
    text: `Ciao Sam,

Giulia Ferraris ti ha invitato a vedere e aggiungere foto all'album condiviso "Patagonia in furgone 🚐" (214 foto, 9 video).

Messaggio di Giulia: "Ecco tutte le foto di El Chaltén e del Perito Moreno! Aggiungi anche le tue del trekking al Fitz Roy 🙏"

Unisciti all'album:
https://pixtrail.com/join/album/Wd7rK2pq?inv=c0e58a1f&utm_campaign=album_invite

L'invito scade tra 14 giorni. Non ti serve un abbonamento: con l'account gratuito puoi caricare nelle album condivisi.

Pixtrail Inc. · 548 Market St PMB 70219, San Francisco, CA 94104`,
    html: card({
      lang: "it",
      pre: "214 foto e 9 video ti aspettano",
      logo: "https://pixtrail.com/static/email/pixtrail-logo.png",
      logoAlt: "Pixtrail",
      accent: "#e0457b",
      body: `<p>Ciao Sam,</p>
<p><b>Giulia Ferraris</b> ti ha invitato a vedere e aggiungere foto all'album condiviso:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%"><img src="https://lh.pixtrail.com/a/Wd7rK2pq/t1.jpg" alt="" width="176" style="display:block;"></td>
<td width="33%"><img src="https://lh.pixtrail.com/a/Wd7rK2pq/t2.jpg" alt="" width="176" style="display:block;"></td>
<td width="33%"><img src="https://lh.pixtrail.com/a/Wd7rK2pq/t3.jpg" alt="" width="176" style="display:block;"></td></tr></table>
<p style="font-size:18px;font-weight:bold;margin:12px 0 2px;">Patagonia in furgone 🚐</p>
<p style="font-size:13px;color:#888;margin:0;">214 foto · 9 video</p>
<p style="font-style:italic;color:#555;">“Ecco tutte le foto di El Chaltén e del Perito Moreno! Aggiungi anche le tue del trekking al Fitz Roy 🙏”</p>
${
        button(
          "https://pixtrail.com/join/album/Wd7rK2pq?inv=c0e58a1f&amp;utm_campaign=album_invite",
          "Unisciti all'album",
          "#e0457b",
        )
      }
<p style="font-size:12px;color:#888;">L'invito scade tra 14 giorni. Non ti serve un abbonamento: con l'account gratuito puoi caricare negli album condivisi.</p>`,
      footer: pixFooter,
    }),
    enc: "b64",
  },
  {
    family: "pixtrail",
    group: "consumer",
    lang: "en",
    kind: "storage-full",
    code: null,
    link: null,
    from: "Pixtrail <noreply@pixtrail.com>",
    subject: "Your Pixtrail storage is 95% full - backup will pause soon",
    date: when("2026-10-19 03:00", "+0000"),
    text: `Hi Sam,

You're using 14.3 GB of your 15 GB free storage. When it's full, new photos from your phone stop backing up.

Largest items:
- 47 videos from Sep 2026 (6.1 GB)
- Screenshots (1.2 GB)

Get 200 GB for USD 2.99/month, or free up space: https://pixtrail.com/storage

Pixtrail Inc. · 548 Market St PMB 70219, San Francisco, CA 94104
Notification settings: https://pixtrail.com/settings/notifications`,
    html: card({
      pre: "14.3 GB of 15 GB used",
      logo: "https://pixtrail.com/static/email/pixtrail-logo.png",
      logoAlt: "Pixtrail",
      accent: "#e0457b",
      body: `<p>Hi Sam,</p>
<p>You're using <b>14.3 GB of your 15 GB</b> free storage. When it's full, new photos from your phone stop backing up.</p>
<div style="background:#eee;border-radius:6px;height:12px;"><div style="background:#e0457b;width:95%;height:12px;border-radius:6px;"></div></div>
<p style="font-size:14px;">Largest items: 47 videos from Sep 2026 (6.1&nbsp;GB), screenshots (1.2&nbsp;GB).</p>
${button("https://pixtrail.com/storage?plan=200gb&amp;src=email_quota", "Get 200 GB for USD 2.99/month", "#e0457b")}
<p style="font-size:13px;"><a href="https://pixtrail.com/storage/cleanup" style="color:#e0457b;">Or free up space</a></p>`,
      footer: pixFooter,
    }),
  },
  {
    family: "pixtrail",
    group: "consumer",
    lang: "en",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Pixtrail <security@pixtrail.com>",
    subject: "New sign-in to your Pixtrail account",
    date: when("2026-10-10 01:26", "+0000"),
    text: `Hi Sam,

Your Pixtrail account was just used to sign in on a new device.

Device: Windows PC, Chrome 131
Location: Bogotá, Colombia (approximate)
Time: 9 Oct 2026, 20:26 (GMT-5)

If this was you, there's nothing to do.
If it wasn't, secure your account: https://pixtrail.com/settings/security

Pixtrail Inc.`,
    html: null,
  },
];

// ---------------------------------------------------------------- Declara Viajero (entry-form portal)

const declara: Mail[] = [
  {
    family: "declara-viajero",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "K7P-4M2",
    link: null,
    from: "Declara Viajero <notificaciones@declaraviajero.gob.example>",
    subject: "Código de verificación - Declaración de ingreso",
    date: when("2026-11-10 20:14", "-0600"),
    text: `DECLARA VIAJERO
Declaración jurada electrónica de ingreso

Estimado(a) viajero(a):

Para continuar con su declaración, ingrese el siguiente código de verificación en el formulario:

K7P-4M2

El código es válido durante 20 minutos y solo puede usarse una vez.

Este mensaje fue generado automáticamente; no responda a este correo.
Consultas: 1311 (dentro del país) · +506 2299 8000 (desde el exterior)`,
    html: `<html><body style="margin:0;background:#e9edf2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#003876;padding:14px 22px;color:#fff;"><img src="https://declaraviajero.gob.example/img/escudo.png" alt="Escudo" height="40" style="vertical-align:middle;"> <span style="font-size:18px;font-weight:bold;vertical-align:middle;">DECLARA VIAJERO</span><br><span style="font-size:12px;">Declaración jurada electrónica de ingreso</span></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;">
<p>Estimado(a) viajero(a):</p>
<p>Para continuar con su declaración, ingrese el siguiente código de verificación en el formulario:</p>
<table align="center" cellpadding="14" style="border:2px solid #003876;margin:18px auto;"><tr><td style="font-size:28px;font-family:'Courier New',monospace;font-weight:bold;letter-spacing:5px;">K7P-4M2</td></tr></table>
<p>El código es válido durante <b>20 minutos</b> y solo puede usarse una vez.</p>
<p style="font-size:12px;color:#666;">Este mensaje fue generado automáticamente; no responda a este correo.<br>Consultas: 1311 (dentro del país) · +506 2299 8000 (desde el exterior)</p>
</td></tr>
<tr><td style="background:#f0f0f0;padding:10px 22px;font-size:11px;color:#777;">Dirección General de Migración y Extranjería · <a href="https://declaraviajero.gob.example/privacidad" style="color:#777;">Aviso de privacidad</a> · <a href="https://declaraviajero.gob.example/preguntas" style="color:#777;">Preguntas frecuentes</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "declara-viajero",
    group: "regional",
    lang: "en",
    kind: "form-submitted",
    code: null,
    link: null,
    from: "Declara Viajero <notificaciones@declaraviajero.gob.example>",
    subject: "Entry declaration received - DV-2026-11-0582231",
    date: when("2026-11-10 20:31", "-0600"),
    text: `DECLARA VIAJERO - Electronic entry declaration

Your declaration has been received.

Declaration number: DV-2026-11-0582231
Traveller: READER, SAM
Passport: X4410927 (NLD)
Arrival: 12/11/2026 by land, Peñas Blancas border post
Accommodation: Hostel Pura Selva, Liberia, Guanacaste

Show the QR code attached to this declaration (in the portal or printed) to the immigration officer. The declaration is valid for one entry within 72 hours of the arrival date given.

This confirmation is not a visa. Entry is decided by the officer at the border.

Enquiries: +506 2299 8000`,
    html: `<html><body style="margin:0;background:#e9edf2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#003876;padding:14px 22px;color:#fff;"><span style="font-size:18px;font-weight:bold;">DECLARA VIAJERO</span><br><span style="font-size:12px;">Electronic entry declaration</span></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222;">
<p style="font-size:18px;color:#0a7d3b;"><b>&#10004; Your declaration has been received.</b></p>
<table width="100%" cellpadding="5" style="border:1px solid #ccd;">
<tr><td width="40%">Declaration number</td><td><b>DV-2026-11-0582231</b></td></tr>
<tr><td>Traveller</td><td>READER, SAM</td></tr>
<tr><td>Passport</td><td>X4410927 (NLD)</td></tr>
<tr><td>Arrival</td><td>12/11/2026 by land, Peñas Blancas</td></tr>
<tr><td>Accommodation</td><td>Hostel Pura Selva, Liberia, Guanacaste</td></tr></table>
<p style="text-align:center;"><img src="https://declaraviajero.gob.example/qr/DV-2026-11-0582231.png" alt="QR DV-2026-11-0582231" width="180"></p>
<p>Show this QR code (in the portal or printed) to the immigration officer. The declaration is valid for one entry within 72 hours of the arrival date given.</p>
<p style="font-size:12px;color:#666;">This confirmation is not a visa. Entry is decided by the officer at the border. Enquiries: +506 2299 8000</p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Tarmilai (travel insurance, IL)

const tarmilai: Mail[] = [
  {
    family: "tarmilai",
    group: "regional",
    lang: "he",
    kind: "policy-extended",
    code: null,
    link: null,
    from: "תרמילאי ביטוח נסיעות <service@tarmilai.co.il>",
    subject: "הארכת הפוליסה שלך אושרה – פוליסה 7718-4402",
    date: when("2026-10-22 11:35", "+0300"),
    text: `שלום סאם,

בקשתך להארכת ביטוח הנסיעות אושרה.

מספר פוליסה: 7718-4402
מבוטח: סאם רידר
יעד: דרום ומרכז אמריקה
תקופה מקורית: 10.09.2026 – 10.11.2026
תקופה חדשה: 10.09.2026 – 10.12.2026
הרחבות: ספורט אתגרי (טרקים עד 5,000 מ'), כבודה, מכשיר סלולרי
תוספת פרמיה: 64.20 דולר (חויבה בכרטיס המסתיים ב-4821)

מסמך הפוליסה המעודכן זמין באזור האישי באתר.

מוקד חירום 24/7 מכל מקום בעולם: 972-3-7630050+ (ניתן גם בוואטסאפ)

נסיעה טובה ובטוחה,
צוות תרמילאי
תרמילאי סוכנות לביטוח בע"מ · דרך מנחם בגין 132, תל אביב`,
    html: `<html dir="rtl" lang="he"><body style="margin:0;background:#f4f6f8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #ff7a00;"><img src="https://www.tarmilai.co.il/mail/logo.png" alt="תרמילאי" height="34"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6;color:#222;text-align:right;">
<p>שלום סאם,</p>
<p><b>בקשתך להארכת ביטוח הנסיעות אושרה.</b></p>
<table width="100%" cellpadding="5" style="font-size:14px;background:#fff6ee;">
<tr><td width="40%">מספר פוליסה</td><td>7718-4402</td></tr>
<tr><td>יעד</td><td>דרום ומרכז אמריקה</td></tr>
<tr><td>תקופה חדשה</td><td>10.09.2026 – 10.12.2026</td></tr>
<tr><td>הרחבות</td><td>ספורט אתגרי (טרקים עד 5,000 מ'), כבודה, מכשיר סלולרי</td></tr>
<tr><td>תוספת פרמיה</td><td>64.20 דולר (כרטיס המסתיים ב-4821)</td></tr></table>
<p>מסמך הפוליסה המעודכן זמין <a href="https://www.tarmilai.co.il/my/policies/77184402" style="color:#ff7a00;">באזור האישי</a>.</p>
<p style="background:#222;color:#fff;padding:10px;border-radius:4px;">מוקד חירום 24/7: <span dir="ltr">+972-3-7630050</span> (גם בוואטסאפ)</p>
<p>נסיעה טובה ובטוחה,<br>צוות תרמילאי</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#fafafa;font-size:11px;color:#888;text-align:right;">תרמילאי סוכנות לביטוח בע"מ · דרך מנחם בגין 132, תל אביב · <a href="https://www.tarmilai.co.il/privacy" style="color:#888;">מדיניות פרטיות</a> · <a href="https://www.tarmilai.co.il/unsubscribe?m=77184402" style="color:#888;">הסרה מרשימת התפוצה</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Les Hamacs du Maroni (lodge, French Guiana)

const maroni: Mail[] = [
  {
    family: "hamacs-du-maroni",
    group: "regional",
    lang: "fr",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Les Hamacs du Maroni <contact@hamacs-maroni.gf>",
    subject: "Votre réservation au carbet – 3 nuits à partir du 3 novembre",
    date: when("2026-10-27 09:52", "-0300"),
    text: `Bonjour Sam,

Merci pour votre réservation aux Hamacs du Maroni ! Voici le récapitulatif :

Réservation n° HM-2611-038
Arrivée : mardi 3 novembre 2026, à partir de 13 h
Départ : vendredi 6 novembre 2026, avant 10 h
Hébergement : hamac sous carbet collectif avec moustiquaire
Demi-pension (dîner + petit-déjeuner) : incluse
Pirogue aller-retour depuis Saint-Laurent-du-Maroni (départ 11 h 30, embarcadère Chinois) : incluse

Montant total : 210,00 €
Acompte versé (30 %) : 63,00 €
Solde à régler sur place (espèces ou carte) : 147,00 €

Pensez à apporter : lampe frontale, répulsif, vêtements longs, et votre carnet de vaccination (fièvre jaune obligatoire en Guyane).

Annulation gratuite jusqu'au 27 octobre ; au-delà, l'acompte reste acquis.

À très bientôt sur le fleuve,
Maëva et Jocelyn
Les Hamacs du Maroni – Lieu-dit Apatou, 97317 Apatou, Guyane – 06 94 41 27 80`,
    html: card({
      lang: "fr",
      pre: "Réservation HM-2611-038 – arrivée le 3 novembre",
      logo: "https://hamacs-maroni.gf/images/logo-mail.png",
      logoAlt: "Les Hamacs du Maroni",
      accent: "#3b7a3a",
      body: `<p>Bonjour Sam,</p>
<p>Merci pour votre réservation aux Hamacs du Maroni&nbsp;! Voici le récapitulatif&nbsp;:</p>
<table role="presentation" width="100%" cellpadding="5" style="font-size:14px;border:1px solid #d8e6d7;">
<tr><td width="42%">Réservation n°</td><td><b>HM-2611-038</b></td></tr>
<tr><td>Arrivée</td><td>mardi 3 novembre 2026, à partir de 13&nbsp;h</td></tr>
<tr><td>Départ</td><td>vendredi 6 novembre 2026, avant 10&nbsp;h</td></tr>
<tr><td>Hébergement</td><td>hamac sous carbet collectif avec moustiquaire</td></tr>
<tr><td>Demi-pension</td><td>incluse</td></tr>
<tr><td>Pirogue A/R depuis Saint-Laurent</td><td>incluse (départ 11&nbsp;h&nbsp;30, embarcadère Chinois)</td></tr>
<tr><td>Montant total</td><td>210,00&nbsp;€</td></tr>
<tr><td>Acompte versé (30&nbsp;%)</td><td>63,00&nbsp;€</td></tr>
<tr><td><b>Solde sur place</b></td><td><b>147,00&nbsp;€</b></td></tr></table>
<p style="font-size:14px;">Pensez à apporter&nbsp;: lampe frontale, répulsif, vêtements longs, et votre carnet de vaccination (fièvre jaune obligatoire en Guyane).</p>
<p style="font-size:13px;color:#666;">Annulation gratuite jusqu'au 27 octobre&nbsp;; au-delà, l'acompte reste acquis.</p>
<p>À très bientôt sur le fleuve,<br>Maëva et Jocelyn</p>`,
      footer:
        `Les Hamacs du Maroni · Lieu-dit Apatou, 97317 Apatou, Guyane · 06 94 41 27 80<br><a href="https://hamacs-maroni.gf/acces" style="color:#7a7f85;">Plan d'accès</a> · <a href="https://facebook.com/hamacsdumaroni" style="color:#7a7f85;">Facebook</a>`,
    }),
    enc: "qp",
  },
  {
    family: "hamacs-du-maroni",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://hamacs-maroni.gf/reserver/confirmer-email?jeton=5e1c9a07b3d24f68&resa=HM-2611-038",
    from: "Les Hamacs du Maroni <reservation@hamacs-maroni.gf>",
    subject: "Confirmez votre adresse e-mail pour finaliser la demande",
    date: when("2026-10-27 09:31", "-0300"),
    text: `Bonjour,

Vous avez fait une demande de réservation sur hamacs-maroni.gf. Pour que nous puissions la traiter, merci de confirmer votre adresse e-mail en cliquant sur le lien ci-dessous :

https://hamacs-maroni.gf/reserver/confirmer-email?jeton=5e1c9a07b3d24f68&resa=HM-2611-038

Sans confirmation sous 48 heures, la demande est annulée automatiquement.

Les Hamacs du Maroni
(Ce message est envoyé automatiquement par notre module de réservation.)`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Podzielka (expense splitting, PL)

const podzielka: Mail[] = [
  {
    family: "podzielka",
    group: "consumer",
    lang: "pl",
    kind: "expense-added",
    code: null,
    link: null,
    from: "Podzielka <powiadomienia@podzielka.pl>",
    subject: "Kasia dodała wydatek w grupie „Patagonia 2026”",
    date: when("2026-11-05 23:12", "-0300"),
    text: `Cześć Sam!

Kasia Wróblewska dodała nowy wydatek w grupie „Patagonia 2026”:

Wynajem kampera – 3 dni (El Calafate)
Kwota: 684 000 ARS (ok. 2 238 zł)
Zapłaciła: Kasia
Podział: po równo na 4 osoby

Twoja część: 171 000 ARS
Twoje saldo w grupie: jesteś winien/winna 312 450 ARS (ok. 1 022 zł)

Zobacz grupę: https://podzielka.pl/g/patagonia-2026-x8k2

Podzielka sp. z o.o. · ul. Dolnych Młynów 10, 31-124 Kraków
Nie chcesz takich powiadomień? https://podzielka.pl/ustawienia/powiadomienia`,
    html: card({
      lang: "pl",
      pre: "Twoja część: 171 000 ARS",
      logo: "https://podzielka.pl/img/email/logo.png",
      logoAlt: "Podzielka",
      accent: "#1aa39a",
      body: `<p>Cześć Sam!</p>
<p><b>Kasia Wróblewska</b> dodała nowy wydatek w grupie <b>„Patagonia 2026”</b>:</p>
<table role="presentation" width="100%" cellpadding="8" style="background:#effaf9;border-radius:6px;font-size:14px;">
<tr><td><img src="https://podzielka.pl/img/email/cat-transport.png" alt="" width="28"></td><td><b>Wynajem kampera – 3 dni (El Calafate)</b><br>Zapłaciła: Kasia · po równo na 4 osoby</td><td align="right"><b>684 000 ARS</b><br><small>ok. 2 238 zł</small></td></tr></table>
<p>Twoja część: <b>171 000 ARS</b><br>Twoje saldo w grupie: <span style="color:#d9534f;">jesteś winien/winna 312 450 ARS</span> (ok. 1 022 zł)</p>
${button("https://podzielka.pl/g/patagonia-2026-x8k2", "Zobacz grupę", "#1aa39a")}`,
      footer:
        `Podzielka sp. z o.o. · ul. Dolnych Młynów 10, 31-124 Kraków<br><a href="https://podzielka.pl/ustawienia/powiadomienia" style="color:#7a7f85;">Ustawienia powiadomień</a> · <a href="https://podzielka.pl/polityka-prywatnosci" style="color:#7a7f85;">Polityka prywatności</a>`,
    }),
    enc: "qp",
  },
  {
    family: "podzielka",
    group: "consumer",
    lang: "pl",
    kind: "settle-reminder",
    code: null,
    link: null,
    from: "Podzielka <powiadomienia@podzielka.pl>",
    subject: "Przypomnienie: rozlicz się z Kasią",
    date: when("2026-11-12 09:00", "+0100"),
    text: `Cześć Sam,

Kasia Wróblewska wysłała Ci przypomnienie o rozliczeniu w grupie „Patagonia 2026”.

Do oddania Kasi: 312 450 ARS (ok. 1 022 zł)

Możesz oddać pieniądze przelewem na konto Kasi (PL61 1090 1014 0000 0712 1981 2874) i oznaczyć spłatę w aplikacji.

Podzielka nie pobiera ani nie przekazuje pieniędzy – tylko liczy, kto komu ile jest winien.

Podzielka sp. z o.o. · ul. Dolnych Młynów 10, 31-124 Kraków`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Resrutt (shared trip planner, SE)

const resrutt: Mail[] = [
  {
    family: "resrutt",
    group: "consumer",
    lang: "sv",
    kind: "invite-link",
    code: null,
    link: "https://app.resrutt.se/inbjudan/acc?t=RR-a81d55e0c2f94b7&ref=mail",
    from: "Elin Lindqvist via Resrutt <inbjudan@resrutt.se>",
    subject: "Elin bjuder in dig att planera resan ”Costa Rica & Panama” tillsammans",
    date: when("2026-10-14 20:05", "+0200"),
    text: `Hej Sam!

Elin Lindqvist har bjudit in dig som medresenär till resan "Costa Rica & Panama" (12 nov – 8 dec 2026) i Resrutt.

Som medresenär kan du se och ändra rutten, lägga till boenden och bussar och rösta på aktiviteter. Just nu innehåller resan 6 stopp: San José, La Fortuna, Monteverde, Puerto Viejo, Bocas del Toro och Panama City.

Acceptera inbjudan:
https://app.resrutt.se/inbjudan/acc?t=RR-a81d55e0c2f94b7&ref=mail

Inbjudan gäller i 30 dagar. Har du inget konto skapar du ett gratis när du accepterar.

Hälsningar,
Resrutt
Resrutt AB · Götgatan 22A, 118 46 Stockholm`,
    html: card({
      lang: "sv",
      pre: "6 stopp, 12 nov – 8 dec 2026",
      logo: "https://cdn.resrutt.se/mail/resrutt-logo.png",
      logoAlt: "Resrutt",
      accent: "#0a84ff",
      body: `<p>Hej Sam!</p>
<p><b>Elin Lindqvist</b> har bjudit in dig som medresenär till resan:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e1e5ea;border-radius:8px;">
<tr><td><img src="https://cdn.resrutt.se/trips/4471/cover-560.jpg" alt="Costa Rica & Panama" width="536" style="display:block;border-radius:8px 8px 0 0;"></td></tr>
<tr><td style="padding:12px;"><b style="font-size:17px;">Costa Rica &amp; Panama</b><br><span style="color:#666;font-size:13px;">12 nov – 8 dec 2026 · 6 stopp: San José, La Fortuna, Monteverde, Puerto Viejo, Bocas del Toro, Panama City</span></td></tr></table>
<p style="font-size:14px;">Som medresenär kan du se och ändra rutten, lägga till boenden och bussar och rösta på aktiviteter.</p>
${button("https://app.resrutt.se/inbjudan/acc?t=RR-a81d55e0c2f94b7&amp;ref=mail", "Acceptera inbjudan", "#0a84ff")}
<p style="font-size:12px;color:#888;">Inbjudan gäller i 30 dagar. Har du inget konto skapar du ett gratis när du accepterar.</p>`,
      footer:
        `Resrutt AB · Götgatan 22A, 118 46 Stockholm<br><a href="https://resrutt.se/hjalp" style="color:#7a7f85;">Hjälp</a> · <a href="https://resrutt.se/integritet" style="color:#7a7f85;">Integritet</a><br>
<a href="https://apps.apple.com/se/app/resrutt/id1622904180"><img src="https://cdn.resrutt.se/mail/appstore-sv.png" alt="Hämta i App Store" height="30"></a> <a href="https://play.google.com/store/apps/details?id=se.resrutt.app"><img src="https://cdn.resrutt.se/mail/googleplay-sv.png" alt="Ladda ned på Google Play" height="30"></a>`,
    }),
    enc: "b64",
  },
];

export const mails: Mail[] = [
  ...colibri,
  ...mochilabed,
  ...altiplano,
  ...serraAzul,
  ...andesur,
  ...gralha,
  ...wanderschutz,
  ...roamlyte,
  ...chaska,
  ...groenhart,
  ...kontoflug,
  ...kambio,
  ...ruedo,
  ...ixcanul,
  ...salar,
  ...volunterra,
  ...pixtrail,
  ...declara,
  ...tarmilai,
  ...maroni,
  ...podzielka,
  ...resrutt,
];
