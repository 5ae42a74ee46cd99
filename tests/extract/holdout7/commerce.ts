/**
 * Shop, marketplace, travel and delivery mail: hosted-store account and checkout mail, booking
 * engines, airlines, couriers, parcel lockers and grocery delivery in fourteen languages, about half
 * of it asking for a code or a link and half of it receipts, tickets and shipping notices full of numbers.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

function page(title: string, preheader: string, inner: string, bg = "#f4f4f4"): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${title}</title>
<style type="text/css">
  body { margin:0; padding:0; -webkit-text-size-adjust:100%; }
  table { border-collapse:collapse; }
  img { border:0; outline:none; text-decoration:none; }
  @media only screen and (max-width:620px) { .container { width:100% !important; } }
</style>
</head>
<body style="margin:0;padding:0;background-color:${bg};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${preheader}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${bg};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;width:600px;">
${inner}
</table>
</td></tr>
</table>
</body>
</html>`;
}

function button(href: string, label: string, color = "#1a1a1a"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:14px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a></td>
</tr></table>`;
}

function digits(code: string, color = "#222222"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>
${
    [...code].map((d) =>
      `<td width="40" height="52" align="center" valign="middle" style="border:1px solid #d0d0d0;border-radius:6px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:${color};">${d}</td>`
    ).join("\n")
  }
</tr></table>`;
}

function rows(items: [string, string][], font = "Arial,sans-serif"): string {
  return items.map(([k, v]) =>
    `<tr><td style="padding:6px 0;font-family:${font};font-size:14px;color:#555555;">${k}</td><td align="right" style="padding:6px 0;font-family:${font};font-size:14px;color:#111111;">${v}</td></tr>`
  ).join("\n");
}

// ---------------------------------------------------------------- mails

export const mails: Mail[] = [
  // ------------------------------------------------------------ Larchmont Outfitters (Shopify store)
  {
    family: "larchmont-outfitters",
    group: "consumer",
    lang: "en",
    kind: "account-claim-link",
    code: null,
    link: "https://larchmontoutfitters.com/account/activate/7184023551042/c5e1b0f47a9d2e63b81f0a5c9d7e4b12-1764211804",
    from: "Larchmont Outfitters <store+61447302@t.shopifyemail.com>",
    subject: "Customer account activation",
    date: "Thu, 27 Nov 2026 09:14:22 -0500",
    text: `LARCHMONT OUTFITTERS

Customer account activation

Thanks for your order #LO-20417 on November 26. We noticed you checked out as a guest.
Create a password to activate your customer account. Next time you shop with us, checkout will be faster and you can track every order in one place.

Activate your account:
https://larchmontoutfitters.com/account/activate/7184023551042/c5e1b0f47a9d2e63b81f0a5c9d7e4b12-1764211804

If you didn't request this, you can ignore this email.

Visit our store: https://larchmontoutfitters.com
Larchmont Outfitters, 418 Cedar Hollow Rd, Bozeman, MT 59715
`,
    html: page(
      "Customer account activation",
      "Create a password to finish setting up your account.",
      `<tr><td style="padding:32px 40px 8px;"><a href="https://larchmontoutfitters.com"><img src="https://cdn.shopify.com/s/files/1/0614/4730/2011/files/larchmont-logo.png?v=1699" width="180" alt="Larchmont Outfitters"></a></td></tr>
<tr><td style="padding:8px 40px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;">
<h2 style="font-weight:normal;font-size:24px;margin:0 0 12px;color:#333;">Customer account activation</h2>
<p style="color:#777;line-height:150%;font-size:16px;margin:0 0 24px;">Thanks for your order #LO-20417 on November 26. We noticed you checked out as a guest. Create a password to activate your customer account. Next time you shop with us, checkout will be faster and you can track every order in one place.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="border-radius:4px;" bgcolor="#2f4f3a"><a href="https://larchmontoutfitters.com/account/activate/7184023551042/c5e1b0f47a9d2e63b81f0a5c9d7e4b12-1764211804" style="font-size:16px;text-decoration:none;display:block;color:#fff;padding:20px 25px;">Activate your account</a></td>
<td style="padding-left:16px;font-size:16px;">or <a href="https://larchmontoutfitters.com" style="color:#2f4f3a;text-decoration:none;">Visit our store</a></td>
</tr></table>
</td></tr>
<tr><td style="padding:32px 40px;border-top:1px solid #e5e5e5;font-family:Arial,sans-serif;font-size:14px;color:#999;">If you didn't request this, you can ignore this email.<br><br>Larchmont Outfitters, 418 Cedar Hollow Rd, Bozeman, MT 59715</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "larchmont-outfitters",
    group: "negative",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Larchmont Outfitters <store+61447302@t.shopifyemail.com>",
    subject: "A shipment from order #LO-20417 is on the way",
    date: "Sat, 29 Nov 2026 11:02:48 -0500",
    text: `Your order is on the way

Items in this shipment are on the way. Track your shipment to see the delivery status.

Track your shipment: https://larchmontoutfitters.com/61447302/orders/8d0e2a91f4c3b7e6/authenticate?key=4ab7e19c02d5f8a3
UPS tracking number: 1Z 9W7 48E 03 6521 8847

Shipment items
Ridgeback Waxed Canvas Jacket - Olive / M x 1
Merino Trail Socks (3-pack) x 2

Order summary
Subtotal: $268.00
Shipping: $0.00
Taxes: $0.00
Total: $268.00 USD

Questions? Reply to this email or contact us at hello@larchmontoutfitters.com or (406) 555-0182.
`,
    html: page(
      "A shipment from order #LO-20417 is on the way",
      "Items in this shipment are on the way.",
      `<tr><td style="padding:28px 40px 0;font-family:Arial,sans-serif;font-size:14px;color:#999;"><img src="https://cdn.shopify.com/s/files/1/0614/4730/2011/files/larchmont-logo.png?v=1699" width="160" alt="Larchmont Outfitters" style="vertical-align:middle;"> <span style="float:right;">ORDER #LO-20417</span></td></tr>
<tr><td style="padding:24px 40px;font-family:Arial,sans-serif;">
<h2 style="font-weight:normal;font-size:24px;margin:0 0 10px;">Your order is on the way</h2>
<p style="color:#777;font-size:16px;line-height:150%;">Items in this shipment are on the way. Track your shipment to see the delivery status.</p>
${
        button(
          "https://larchmontoutfitters.com/61447302/orders/8d0e2a91f4c3b7e6/authenticate?key=4ab7e19c02d5f8a3",
          "View your order",
          "#2f4f3a",
        )
      }
<p style="color:#777;font-size:14px;margin-top:18px;">UPS tracking number: <a href="https://www.ups.com/track?loc=en_US&amp;tracknum=1Z9W748E0365218847" style="color:#2f4f3a;">1Z 9W7 48E 03 6521 8847</a></p>
</td></tr>
<tr><td style="padding:0 40px 24px;"><table width="100%" cellpadding="0" cellspacing="0">
<tr><td width="70"><img src="https://cdn.shopify.com/s/files/1/0614/4730/2011/products/ridgeback-olive_compact_cropped.jpg" width="60" height="60" alt="" style="border-radius:8px;border:1px solid #e5e5e5;"></td><td style="font-family:Arial,sans-serif;font-size:15px;color:#555;">Ridgeback Waxed Canvas Jacket &times; 1<br><span style="color:#999;font-size:14px;">Olive / M</span></td></tr>
<tr><td width="70"><img src="https://cdn.shopify.com/s/files/1/0614/4730/2011/products/merino-socks_compact_cropped.jpg" width="60" height="60" alt="" style="border-radius:8px;border:1px solid #e5e5e5;"></td><td style="font-family:Arial,sans-serif;font-size:15px;color:#555;">Merino Trail Socks (3-pack) &times; 2</td></tr>
</table>
<table width="100%" style="margin-top:16px;">${
        rows([["Subtotal", "$268.00"], ["Shipping", "$0.00"], ["Taxes", "$0.00"], [
          "<strong>Total</strong>",
          "<strong>$268.00 USD</strong>",
        ]])
      }</table></td></tr>
<tr><td style="padding:24px 40px;border-top:1px solid #e5e5e5;font-family:Arial,sans-serif;font-size:14px;color:#999;">If you have any questions, reply to this email or contact us at <a href="mailto:hello@larchmontoutfitters.com" style="color:#2f4f3a;">hello@larchmontoutfitters.com</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "larchmont-outfitters",
    group: "negative",
    lang: "en",
    kind: "abandoned-cart",
    code: null,
    link: null,
    from: "Larchmont Outfitters <hello@larchmontoutfitters.com>",
    subject: "Still thinking it over? 10% off is waiting",
    date: "Mon, 01 Dec 2026 19:30:05 -0500",
    text: `You left something behind

Your cart at Larchmont Outfitters is saved. Use code TRAILHEAD10 at checkout for 10% off, valid until Dec 7, 2026.

Fieldstone Flannel Shirt - Rust / L  $74.00
Canyon Wool Beanie - Charcoal        $32.00

Return to your cart: https://larchmontoutfitters.com/cart/recover/4f81aa02b6c9?utm_source=klaviyo&utm_medium=email&utm_campaign=abandoned_cart

Free shipping on orders over $150 within the contiguous US.

Unsubscribe: https://manage.kmail-lists.com/subscriptions/unsubscribe?a=VwPq7T&c=01JDXE4P8
Larchmont Outfitters, 418 Cedar Hollow Rd, Bozeman, MT 59715
`,
    html: page(
      "You left something behind",
      "Use TRAILHEAD10 for 10% off your cart.",
      `<tr><td align="center" style="padding:30px 0 10px;"><img src="https://d3k81ch9hvuctc.cloudfront.net/company/VwPq7T/images/larchmont-wordmark.png" width="200" alt="LARCHMONT OUTFITTERS"></td></tr>
<tr><td align="center" style="padding:10px 40px;font-family:Georgia,serif;font-size:30px;color:#2f4f3a;">You left something behind</td></tr>
<tr><td align="center" style="padding:0 40px 20px;font-family:Arial,sans-serif;font-size:15px;color:#555;line-height:22px;">Your cart is saved. Take 10% off with the code below, valid until Dec 7, 2026.</td></tr>
<tr><td align="center" style="padding:0 40px 20px;"><div style="display:inline-block;border:2px dashed #2f4f3a;padding:12px 28px;font-family:'Courier New',monospace;font-size:22px;letter-spacing:3px;color:#2f4f3a;">TRAILHEAD10</div></td></tr>
<tr><td style="padding:0 60px;"><table width="100%">
${rows([["Fieldstone Flannel Shirt &ndash; Rust / L", "$74.00"], ["Canyon Wool Beanie &ndash; Charcoal", "$32.00"]])}
</table></td></tr>
<tr><td style="padding:24px 0;">${
        button(
          "https://larchmontoutfitters.com/cart/recover/4f81aa02b6c9?utm_source=klaviyo&amp;utm_medium=email&amp;utm_campaign=abandoned_cart",
          "RETURN TO CART",
          "#2f4f3a",
        )
      }</td></tr>
<tr><td align="center" style="padding:20px 40px;background:#f2efe8;font-family:Arial,sans-serif;font-size:12px;color:#888;">Free shipping on orders over $150 within the contiguous US.<br><br>
<a href="https://www.instagram.com/larchmontoutfitters"><img src="https://d3k81ch9hvuctc.cloudfront.net/assets/email/buttons/subtleinverse/instagram_96.png" width="24" alt="Instagram"></a>
<a href="https://www.facebook.com/larchmontoutfitters"><img src="https://d3k81ch9hvuctc.cloudfront.net/assets/email/buttons/subtleinverse/facebook_96.png" width="24" alt="Facebook"></a><br><br>
No longer want to receive these emails? <a href="https://manage.kmail-lists.com/subscriptions/unsubscribe?a=VwPq7T&amp;c=01JDXE4P8" style="color:#888;">Unsubscribe</a><br>Larchmont Outfitters 418 Cedar Hollow Rd Bozeman, MT 59715</td></tr>`,
      "#f2efe8",
    ),
  },
  // ------------------------------------------------------------ Quillfeather Prints (print on demand)
  {
    family: "quillfeather-prints",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604219",
    link: null,
    from: "Quillfeather Prints <no-reply@quillfeather.co>",
    subject: "604219 is your Quillfeather sign-in code",
    date: "Tue, 24 Nov 2026 16:45:10 +0000",
    text: `Hi there,

Here's the code to sign in to your Quillfeather studio:

604 219

It expires in 10 minutes. If you're signing in on the app, paste it into the box on screen.

Didn't try to sign in? Someone may have typed your email by mistake. You can safely ignore this message, or get in touch at https://help.quillfeather.co/contact

Happy printing,
The Quillfeather team

Quillfeather Ltd, Unit 7 Lockside Yard, Sheffield S3 8GG, UK
`,
    html: page(
      "Your sign-in code",
      "Your code expires in 10 minutes.",
      `<tr><td style="padding:36px 48px 0;"><img src="https://assets.quillfeather.co/email/logo-ink@2x.png" width="148" height="32" alt="Quillfeather"></td></tr>
<tr><td style="padding:28px 48px 8px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#2b2b2b;">Hi there,<br><br>Here's the code to sign in to your Quillfeather studio:</td></tr>
<tr><td style="padding:16px 48px;"><div style="background:#fff6e9;border-radius:10px;padding:22px 0;text-align:center;font-family:'SF Mono',Menlo,Consolas,monospace;font-size:34px;letter-spacing:10px;font-weight:600;color:#1e1e1e;">604 219</div></td></tr>
<tr><td style="padding:8px 48px 28px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:14px;line-height:22px;color:#6b6b6b;">It expires in 10 minutes. Didn't try to sign in? Someone may have typed your email by mistake &mdash; you can safely ignore this message, or <a href="https://help.quillfeather.co/contact" style="color:#e0651d;">get in touch</a>.</td></tr>
<tr><td style="padding:20px 48px;background:#fafafa;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#9b9b9b;">Quillfeather Ltd &middot; Unit 7 Lockside Yard, Sheffield S3 8GG, UK &middot; <a href="https://quillfeather.co/privacy" style="color:#9b9b9b;">Privacy</a></td></tr>`,
      "#ffffff",
    ),
  },
  {
    family: "quillfeather-prints",
    group: "negative",
    lang: "en",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Quillfeather Prints <orders@quillfeather.co>",
    subject: "Order QF-118402 confirmed - we're printing it now",
    date: "Wed, 25 Nov 2026 08:12:37 +0000",
    text: `Thanks, Sam! Your order QF-118402 is confirmed.

Our print floor in Sheffield picks up new orders every morning. Custom items usually leave us in 3-4 working days.

Item                                   Qty   Price
A3 Giclee Print "Harbour at Dusk"       1   £38.00
Custom Tote Bag (natural, 2-side print) 2   £33.00
Greeting Cards pack of 10               1   £14.50

Subtotal (excl. VAT)   £71.25
VAT 20%                £14.25
Delivery (Royal Mail Tracked 48)  £4.95
Total paid             £90.45  (Visa ending 4821)

Delivery to: 22 Ashgrove Terrace, Leeds LS6 1DN

View order: https://quillfeather.co/account/orders/QF-118402
Need to change something? Reply within 2 hours of ordering.

VAT reg. GB 304 7718 52
`,
    html: page(
      "Order QF-118402 confirmed",
      "Custom items usually leave us in 3-4 working days.",
      `<tr><td style="padding:32px 48px 0;"><img src="https://assets.quillfeather.co/email/logo-ink@2x.png" width="148" height="32" alt="Quillfeather"></td></tr>
<tr><td style="padding:24px 48px 0;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;"><h1 style="font-size:24px;margin:0;color:#1e1e1e;">Thanks, Sam! We're printing it now.</h1><p style="font-size:15px;color:#6b6b6b;line-height:23px;">Order <strong>QF-118402</strong> &middot; 25 November 2026. Custom items usually leave us in 3&ndash;4 working days.</p></td></tr>
<tr><td style="padding:8px 48px;"><table width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #eee;">
<tr><td style="padding:12px 0;font-family:Helvetica,Arial,sans-serif;font-size:14px;">A3 Gicl&eacute;e Print &ldquo;Harbour at Dusk&rdquo;</td><td align="center" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;">1</td><td align="right" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;">&pound;38.00</td></tr>
<tr><td style="padding:12px 0;font-family:Helvetica,Arial,sans-serif;font-size:14px;">Custom Tote Bag (natural, 2-side print)</td><td align="center" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;">2</td><td align="right" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;">&pound;33.00</td></tr>
<tr><td style="padding:12px 0;font-family:Helvetica,Arial,sans-serif;font-size:14px;">Greeting Cards, pack of 10</td><td align="center" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;">1</td><td align="right" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;">&pound;14.50</td></tr>
</table>
<table width="100%" style="border-top:1px solid #eee;">${
        rows(
          [["Subtotal (excl. VAT)", "&pound;71.25"], ["VAT 20%", "&pound;14.25"], [
            "Delivery (Royal Mail Tracked 48)",
            "&pound;4.95",
          ], ["<b>Total paid</b> (Visa &bull;&bull;&bull;&bull; 4821)", "<b>&pound;90.45</b>"]],
          "Helvetica,Arial,sans-serif",
        )
      }</table></td></tr>
<tr><td style="padding:16px 48px;font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#6b6b6b;">Delivering to: 22 Ashgrove Terrace, Leeds LS6 1DN</td></tr>
<tr><td style="padding:8px 48px 28px;">${
        button("https://quillfeather.co/account/orders/QF-118402", "View order", "#e0651d")
      }</td></tr>
<tr><td style="padding:20px 48px;background:#fafafa;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#9b9b9b;">Need to change something? Reply within 2 hours of ordering.<br>Quillfeather Ltd &middot; Unit 7 Lockside Yard, Sheffield S3 8GG &middot; VAT reg. GB 304 7718 52</td></tr>`,
      "#ffffff",
    ),
    enc: "b64",
  },
  // ------------------------------------------------------------ Tidemark Ferries
  {
    family: "tidemark-ferries",
    group: "negative",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Tidemark Ferries <bookings@tidemarkferries.ie>",
    subject: "Booking confirmed: Rosslare - Cherbourg, 18 Dec 2026 (Ref TMF7K4QX)",
    date: "Fri, 20 Nov 2026 13:55:02 +0000",
    text: `TIDEMARK FERRIES - BOOKING CONFIRMATION

Booking reference: TMF7K4QX
Lead passenger: Sam Reader

OUTBOUND  Fri 18 Dec 2026
Rosslare Europort 21:00  ->  Cherbourg 16:30 (Sat 19 Dec)
Vessel: MV Saltire Dawn
Vehicle: Car up to 1.85m high, reg. 231-D-40918
Passengers: 2 adults, 1 child (age 9)
Cabin: 4-berth inside, deck 8, cabin 8114

Check-in closes 60 minutes before departure (20:00). Please have your booking reference and photo ID ready at the booth.

Total paid: EUR 612.40 (incl. fuel surcharge EUR 38.00)
Paid by Mastercard ending 0417 on 20/11/2026

Your e-ticket is attached as a PDF. You can also show the booking reference at check-in.

Manage booking: https://www.tidemarkferries.ie/manage-booking?ref=TMF7K4QX
Customer care: +353 53 916 2200 (Mon-Sat 08:00-20:00)

Tidemark Ferries DAC, Harbour Road, Rosslare, Co. Wexford, Y35 R8E2
`,
    html: page(
      "Booking confirmation TMF7K4QX",
      "Rosslare to Cherbourg, Fri 18 Dec 2026 at 21:00",
      `<tr><td style="background:#0b3954;padding:20px 32px;"><img src="https://www.tidemarkferries.ie/static/email/tidemark-white.png" width="170" alt="Tidemark Ferries"></td></tr>
<tr><td style="padding:28px 32px 10px;font-family:Verdana,Geneva,sans-serif;font-size:20px;color:#0b3954;">Your booking is confirmed</td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#eef5f9;border-radius:6px;">
<tr><td style="padding:16px;font-family:Verdana,sans-serif;font-size:13px;color:#444;">Booking reference<br><span style="font-size:26px;font-weight:bold;letter-spacing:2px;color:#0b3954;">TMF7K4QX</span></td>
<td align="right" style="padding:16px;font-family:Verdana,sans-serif;font-size:13px;color:#444;">Lead passenger<br><b>Sam Reader</b></td></tr></table></td></tr>
<tr><td style="padding:18px 32px;"><table width="100%" cellpadding="0" cellspacing="0">
<tr><td colspan="2" style="font-family:Verdana,sans-serif;font-size:14px;font-weight:bold;color:#0b3954;padding-bottom:6px;">OUTBOUND &middot; Fri 18 Dec 2026</td></tr>
${
        rows([
          ["Rosslare Europort", "21:00"],
          ["Cherbourg (Sat 19 Dec)", "16:30"],
          ["Vessel", "MV Saltire Dawn"],
          ["Vehicle", "Car &le; 1.85 m &middot; 231-D-40918"],
          ["Passengers", "2 adults, 1 child (9)"],
          ["Cabin", "4-berth inside &middot; deck 8 &middot; 8114"],
        ], "Verdana,sans-serif")
      }
</table></td></tr>
<tr><td style="padding:0 32px 16px;font-family:Verdana,sans-serif;font-size:13px;color:#444;line-height:20px;"><b>Check-in closes at 20:00</b>, 60 minutes before departure. Have your booking reference and photo ID ready at the booth. Your e-ticket is attached.</td></tr>
<tr><td style="padding:0 32px 16px;"><table width="100%">${
        rows([["Fuel surcharge", "&euro;38.00"], [
          "<b>Total paid</b> (Mastercard &bull;&bull;&bull;&bull; 0417)",
          "<b>&euro;612.40</b>",
        ]], "Verdana,sans-serif")
      }</table></td></tr>
<tr><td style="padding:0 32px 28px;">${
        button("https://www.tidemarkferries.ie/manage-booking?ref=TMF7K4QX", "Manage booking", "#f4a259")
      }</td></tr>
<tr><td style="padding:18px 32px;background:#0b3954;font-family:Verdana,sans-serif;font-size:11px;color:#bcd3e0;">Customer care +353 53 916 2200 (Mon&ndash;Sat 08:00&ndash;20:00)<br>Tidemark Ferries DAC, Harbour Road, Rosslare, Co. Wexford, Y35 R8E2 &middot; <a href="https://www.tidemarkferries.ie/conditions-of-carriage" style="color:#bcd3e0;">Conditions of carriage</a></td></tr>`,
    ),
    attachment: [
      "eTicket_TMF7K4QX.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% Tidemark e-ticket TMF7K4QX Rosslare-Cherbourg 18/12/2026 barcode 4009 7711 2384\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "qp",
  },
  {
    family: "tidemark-ferries",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.tidemarkferries.ie/account/verify-email?token=Zk9yL2hNdjRwT1FhX2VtYWlsX3YxOjk4MjE0&uid=982140",
    from: "Tidemark Ferries <noreply@tidemarkferries.ie>",
    subject: "Please verify your email address",
    date: "Fri, 20 Nov 2026 13:41:19 +0000",
    text: `Welcome aboard, Sam.

To finish creating your Tidemark Ferries account, please verify your email address:

https://www.tidemarkferries.ie/account/verify-email?token=Zk9yL2hNdjRwT1FhX2VtYWlsX3YxOjk4MjE0&uid=982140

This link is valid for 24 hours. With an account you can save passenger and vehicle details, and collect Tidemark Miles on every crossing.

Tidemark Ferries DAC, Harbour Road, Rosslare, Co. Wexford, Y35 R8E2
Privacy notice: https://www.tidemarkferries.ie/privacy
`,
    html: page(
      "Verify your email",
      "One step left to finish your Tidemark account.",
      `<tr><td style="background:#0b3954;padding:20px 32px;"><img src="https://www.tidemarkferries.ie/static/email/tidemark-white.png" width="170" alt="Tidemark Ferries"></td></tr>
<tr><td style="padding:32px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:22px;color:#333;">Welcome aboard, Sam.<br><br>To finish creating your Tidemark Ferries account, please verify your email address.</td></tr>
<tr><td style="padding:0 32px 24px;">${
        button(
          "https://www.tidemarkferries.ie/account/verify-email?token=Zk9yL2hNdjRwT1FhX2VtYWlsX3YxOjk4MjE0&amp;uid=982140",
          "Verify email address",
          "#f4a259",
        )
      }</td></tr>
<tr><td style="padding:0 32px 28px;font-family:Verdana,sans-serif;font-size:12px;line-height:19px;color:#777;">This link is valid for 24 hours. With an account you can save passenger and vehicle details, and collect Tidemark Miles on every crossing.</td></tr>
<tr><td style="padding:18px 32px;background:#0b3954;font-family:Verdana,sans-serif;font-size:11px;color:#bcd3e0;">Tidemark Ferries DAC, Harbour Road, Rosslare, Co. Wexford, Y35 R8E2 &middot; <a href="https://www.tidemarkferries.ie/privacy" style="color:#bcd3e0;">Privacy notice</a></td></tr>`,
    ),
  },
  // ------------------------------------------------------------ Cinderhall Cinemas
  {
    family: "cinderhall-cinemas",
    group: "negative",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Cinderhall Cinemas <tickets@cinderhall.com.au>",
    subject: "Your tickets: Northern Lights Express - Sat 5 Dec, 7:40pm",
    date: "Thu, 03 Dec 2026 10:22:51 +1100",
    text: `Cinderhall Cinemas - Fitzroy

NORTHERN LIGHTS EXPRESS (M)
Saturday 5 December 2026, 7:40pm
Cinema 4 - Recliner
Seats: F11, F12

Booking number: 4471-0832
Ticket barcode: 9 300822 417315

Show this email or the barcode on your phone at the door. No need to print.

2 x Adult Recliner @ $27.50   $55.00
1 x Large Popcorn combo        $16.90
Booking fee                     $1.95
Total                          $73.85 (incl. GST $6.71)

Session times can change; doors open 20 minutes before the session.
Cinderhall Fitzroy, 210 Brunswick St, Fitzroy VIC 3065 - (03) 9417 2210
`,
    html: page(
      "Your tickets",
      "Northern Lights Express, Sat 5 Dec 7:40pm, seats F11 F12",
      `<tr><td style="padding:0;"><img src="https://media.cinderhall.com.au/posters/northern-lights-express-banner-600.jpg" width="600" alt="Northern Lights Express" style="display:block;width:100%;"></td></tr>
<tr><td style="padding:24px 30px;font-family:Arial,sans-serif;background:#161616;color:#f5f5f5;"><span style="font-size:12px;color:#c9a227;letter-spacing:2px;">CINDERHALL FITZROY</span><br><span style="font-size:24px;font-weight:bold;">Northern Lights Express (M)</span><br><span style="font-size:15px;">Saturday 5 December 2026 &middot; 7:40pm &middot; Cinema 4 &ndash; Recliner</span></td></tr>
<tr><td style="padding:20px 30px;background:#161616;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td style="font-family:Arial,sans-serif;color:#aaa;font-size:12px;">SEATS<br><span style="font-size:22px;color:#fff;">F11, F12</span></td>
<td style="font-family:Arial,sans-serif;color:#aaa;font-size:12px;">BOOKING NUMBER<br><span style="font-size:22px;color:#fff;">4471-0832</span></td></tr></table></td></tr>
<tr><td align="center" style="padding:20px;background:#ffffff;"><img src="https://tickets.cinderhall.com.au/barcode/9300822417315.png" width="280" height="80" alt="Barcode 9300822417315"><br><span style="font-family:'Courier New',monospace;font-size:14px;">9 300822 417315</span><br><span style="font-family:Arial,sans-serif;font-size:12px;color:#666;">Show this at the door. No need to print.</span></td></tr>
<tr><td style="padding:10px 30px 24px;"><table width="100%">${
        rows([["2 &times; Adult Recliner @ $27.50", "$55.00"], ["1 &times; Large Popcorn combo", "$16.90"], [
          "Booking fee",
          "$1.95",
        ], ["<b>Total</b> (incl. GST $6.71)", "<b>$73.85</b>"]])
      }</table></td></tr>
<tr><td style="padding:16px 30px;background:#f0f0f0;font-family:Arial,sans-serif;font-size:11px;color:#777;">Doors open 20 minutes before the session. Cinderhall Fitzroy, 210 Brunswick St, Fitzroy VIC 3065 &middot; (03) 9417 2210 &middot; <a href="https://www.cinderhall.com.au/refunds" style="color:#777;">Refund policy</a></td></tr>`,
      "#222222",
    ),
    enc: "qp",
  },
  {
    family: "cinderhall-cinemas",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.cinderhall.com.au/member/reset-password/e7b2c9d4-41af-4c0b-9e55-3f1a88d20c67",
    from: "Cinderhall Cinemas <members@cinderhall.com.au>",
    subject: "Reset your Cinderhall Club password",
    date: "Sun, 29 Nov 2026 22:08:14 +1100",
    text: `Hi Sam,

We received a request to reset the password for your Cinderhall Club account (member no. 3088 1174).

Choose a new password here:
https://www.cinderhall.com.au/member/reset-password/e7b2c9d4-41af-4c0b-9e55-3f1a88d20c67

The link expires in 60 minutes and can only be used once. Your points balance (1,240) is not affected.

If you didn't ask for this, no action is needed.

Cinderhall Cinemas Pty Ltd, ABN 61 204 118 973
`,
    html: null,
  },
  // ------------------------------------------------------------ PantryPal grocery delivery
  {
    family: "pantrypal-grocery",
    group: "consumer",
    lang: "en",
    kind: "delivery-pin",
    code: "5831",
    link: null,
    from: "PantryPal <deliveries@pantrypal.co.uk>",
    subject: "Your PantryPal order arrives today, 18:00-19:00",
    date: "Sat, 28 Nov 2026 07:30:00 +0000",
    text: `Your groceries are coming today

Delivery slot: Saturday 28 November, 18:00 - 19:00
Order: PP-77120954 (41 items)
Driver: Kwame, van ending 64K

Your delivery PIN: 5831
Give this PIN to your driver when they arrive. We can't hand over orders with alcohol or paracetamol without it.

Substitutions: 2 (we'll show you them on the doorstep)
Total to be charged: £84.17

Track your van on the day: https://www.pantrypal.co.uk/orders/PP-77120954/track

PantryPal Ltd, 9 Riverside Way, Reading RG1 3FP. Registered in England no. 11822047.
`,
    html: page(
      "Delivery today",
      "Your delivery PIN and slot for today",
      `<tr><td style="padding:20px 28px;background:#3bb273;"><img src="https://static.pantrypal.co.uk/mail/pp-logo-white.png" width="130" alt="PantryPal"></td></tr>
<tr><td style="padding:28px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:22px;color:#1f3d2b;">Your groceries are coming today</td></tr>
<tr><td style="padding:0 28px;"><table width="100%">${
        rows([
          ["Delivery slot", "Sat 28 Nov, 18:00&ndash;19:00"],
          ["Order", "PP-77120954 (41 items)"],
          ["Driver", "Kwame &middot; van ending 64K"],
          ["Substitutions", "2"],
          ["Total to be charged", "&pound;84.17"],
        ], "'Trebuchet MS',Arial,sans-serif")
      }</table></td></tr>
<tr><td style="padding:24px 28px 8px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;color:#1f3d2b;" align="center">Your delivery PIN</td></tr>
<tr><td style="padding:0 28px;">${digits("5831", "#1f3d2b")}</td></tr>
<tr><td style="padding:10px 28px 24px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:13px;color:#666;" align="center">Give this PIN to your driver when they arrive. We can't hand over orders with alcohol or paracetamol without it.</td></tr>
<tr><td style="padding:0 28px 28px;">${
        button("https://www.pantrypal.co.uk/orders/PP-77120954/track", "Track your van", "#3bb273")
      }</td></tr>
<tr><td style="padding:18px 28px;background:#f3f7f4;font-family:Arial,sans-serif;font-size:11px;color:#888;">PantryPal Ltd, 9 Riverside Way, Reading RG1 3FP. Registered in England no. 11822047. <a href="https://www.pantrypal.co.uk/help" style="color:#888;">Help</a> &middot; <a href="https://www.pantrypal.co.uk/privacy" style="color:#888;">Privacy</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "pantrypal-grocery",
    group: "negative",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "PantryPal <receipts@pantrypal.co.uk>",
    subject: "Receipt for order PP-77120954",
    date: "Sat, 28 Nov 2026 19:12:44 +0000",
    text: `Thanks for shopping with PantryPal

Order PP-77120954, delivered 28/11/2026 18:37

Substituted items
- Oat milk 1L (Brand A)  ->  Oat milk barista 1L   £1.85
- Sourdough loaf 800g    ->  Seeded sourdough 800g £2.40

Items                      £79.52
Bag charge                  £0.40
Delivery (Saver slot)       £1.50
Multibuy savings           -£3.25
Clubcard-free price match  -£0.00
Total charged              £78.17  (Amex ending 1009)

Deposit return: 6 bottles, 60p credited to your next shop.

Rate your driver: https://www.pantrypal.co.uk/feedback?o=PP-77120954
Book your next slot: https://www.pantrypal.co.uk/slots
`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ Swapnest (second-hand marketplace)
  {
    family: "swapnest-marketplace",
    group: "consumer",
    lang: "en",
    kind: "confirm-email-change",
    code: null,
    link:
      "https://click.swapnest.com/ls/click?upn=u001.Hq7vB2kZ9xW4mP8nR3tY5cF1dG6jL0sA-2FeK7oV9iU3bN4qX8zC1wE5rT2yH6&c=email_change",
    from: "Swapnest <account@mail.swapnest.com>",
    to: "Sam Reader <sam.r.new@inbox.example>",
    subject: "Confirm your new email address",
    date: "Mon, 23 Nov 2026 20:17:33 +0000",
    text: `Hi samthrifts,

You asked to change the email address on your Swapnest account to sam.r.new@inbox.example.

Confirm this change:
https://click.swapnest.com/ls/click?upn=u001.Hq7vB2kZ9xW4mP8nR3tY5cF1dG6jL0sA-2FeK7oV9iU3bN4qX8zC1wE5rT2yH6&c=email_change

Until you confirm, we'll keep sending messages and sale notifications to your old address. The link works for 48 hours.

Didn't ask for this? Secure your account: https://www.swapnest.com/help/account-security

Swapnest Inc., 2200 Mission St, Suite 410, San Francisco, CA 94110
`,
    html: page(
      "Confirm your new email",
      "Confirm the change to sam.r.new@inbox.example",
      `<tr><td style="padding:26px 36px;border-bottom:3px solid #ff6f59;"><img src="https://static.swapnest.com/email/v3/logo.png" width="126" alt="swapnest"></td></tr>
<tr><td style="padding:30px 36px 10px;font-family:'Avenir Next',Avenir,Helvetica,sans-serif;font-size:16px;line-height:25px;color:#2d2d2d;">Hi samthrifts,<br><br>You asked to change the email address on your Swapnest account to <b>sam.r.new@inbox.example</b>.</td></tr>
<tr><td style="padding:16px 36px;">${
        button(
          "https://click.swapnest.com/ls/click?upn=u001.Hq7vB2kZ9xW4mP8nR3tY5cF1dG6jL0sA-2FeK7oV9iU3bN4qX8zC1wE5rT2yH6&amp;c=email_change",
          "Confirm new email",
          "#ff6f59",
        )
      }</td></tr>
<tr><td style="padding:10px 36px 30px;font-family:'Avenir Next',Avenir,Helvetica,sans-serif;font-size:14px;line-height:22px;color:#777;">Until you confirm, we'll keep sending messages and sale notifications to your old address. The link works for 48 hours.<br><br>Didn't ask for this? <a href="https://click.swapnest.com/ls/click?upn=u001.Hq7vB2kZ9xW4mP8nR3tY5cF1dG6jL0sA-2Fsecurity" style="color:#ff6f59;">Secure your account</a>.</td></tr>
<tr><td align="center" style="padding:20px 36px;background:#f7f7f7;font-family:Helvetica,sans-serif;font-size:11px;color:#999;"><a href="https://apps.apple.com/app/swapnest/id1488201734"><img src="https://static.swapnest.com/email/badges/app-store.png" height="36" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.swapnest.android"><img src="https://static.swapnest.com/email/badges/google-play.png" height="36" alt="Get it on Google Play"></a><br><br>Swapnest Inc., 2200 Mission St, Suite 410, San Francisco, CA 94110</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "swapnest-marketplace",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "738150",
    link: null,
    from: "Swapnest <account@mail.swapnest.com>",
    subject: "Your Swapnest login code",
    date: "Tue, 01 Dec 2026 07:58:02 +0000",
    text: `Your login code is 738150

Enter it in the Swapnest app to log in. It's valid for 15 minutes.

For your safety, never share this code - Swapnest staff will never ask for it, and buyers who ask for it are trying to take over your shop.

Login attempt from: Chrome on Windows, near Manchester, UK

Help Centre: https://www.swapnest.com/help
`,
    html: page(
      "Your login code",
      "Valid for 15 minutes. Never share it.",
      `<tr><td style="padding:26px 36px;border-bottom:3px solid #ff6f59;"><img src="https://static.swapnest.com/email/v3/logo.png" width="126" alt="swapnest"></td></tr>
<tr><td style="padding:30px 36px 0;font-family:'Avenir Next',Avenir,Helvetica,sans-serif;font-size:15px;color:#2d2d2d;">Your login code is</td></tr>
<tr><td style="padding:10px 36px;font-family:'Avenir Next',Avenir,Helvetica,sans-serif;font-size:40px;font-weight:700;letter-spacing:6px;color:#2d2d2d;">738150</td></tr>
<tr><td style="padding:10px 36px 24px;font-family:'Avenir Next',Avenir,Helvetica,sans-serif;font-size:14px;line-height:22px;color:#777;">Enter it in the Swapnest app to log in. It's valid for 15 minutes.<br><br><b>For your safety, never share this code.</b> Swapnest staff will never ask for it, and buyers who ask for it are trying to take over your shop.<br><br>Login attempt from: Chrome on Windows, near Manchester, UK</td></tr>
<tr><td align="center" style="padding:20px 36px;background:#f7f7f7;font-family:Helvetica,sans-serif;font-size:11px;color:#999;"><a href="https://www.swapnest.com/help" style="color:#999;">Help Centre</a> &middot; <a href="https://www.swapnest.com/legal/privacy" style="color:#999;">Privacy</a><br>Swapnest Inc., 2200 Mission St, Suite 410, San Francisco, CA 94110</td></tr>`,
    ),
  },
  {
    family: "swapnest-marketplace",
    group: "negative",
    lang: "en",
    kind: "item-sold",
    code: null,
    link: null,
    from: "Swapnest <sales@mail.swapnest.com>",
    subject: "Sold! Pentax K1000 with 50mm f/2 lens",
    date: "Wed, 02 Dec 2026 12:40:19 +0000",
    text: `Nice one - your item sold!

Pentax K1000 with 50mm f/2 lens
Sold to: lenslover_88
Sale price: £95.00
Swapnest fee (5%): -£4.75
You'll receive: £90.25

Ship by Sat 5 Dec 2026. Buyer paid for Evri Tracked (up to 2kg).
Pack it well: the listing says "excellent condition".
Transaction ID: SN-4419027735

Print label: https://www.swapnest.com/sales/SN-4419027735/label
Your payout is released 2 days after the buyer confirms the item arrived.
`,
    html: page(
      "Sold!",
      "Ship by Sat 5 Dec. You'll receive £90.25.",
      `<tr><td style="padding:26px 36px;border-bottom:3px solid #ff6f59;"><img src="https://static.swapnest.com/email/v3/logo.png" width="126" alt="swapnest"></td></tr>
<tr><td style="padding:24px 36px 0;"><table width="100%"><tr><td width="96"><img src="https://img.swapnest.com/listings/8812/pentax-k1000_thumb.jpg" width="84" height="84" alt="Pentax K1000" style="border-radius:6px;"></td><td style="font-family:'Avenir Next',Helvetica,sans-serif;font-size:20px;color:#2d2d2d;"><b>Nice one &mdash; your item sold!</b><br><span style="font-size:15px;color:#777;">Pentax K1000 with 50mm f/2 lens</span></td></tr></table></td></tr>
<tr><td style="padding:16px 36px;"><table width="100%">${
        rows([
          ["Sold to", "lenslover_88"],
          ["Sale price", "&pound;95.00"],
          ["Swapnest fee (5%)", "&minus;&pound;4.75"],
          ["<b>You'll receive</b>", "<b>&pound;90.25</b>"],
          ["Transaction ID", "SN-4419027735"],
        ])
      }</table></td></tr>
<tr><td style="padding:0 36px 16px;font-family:'Avenir Next',Helvetica,sans-serif;font-size:14px;line-height:22px;color:#555;">Ship by <b>Sat 5 Dec 2026</b>. The buyer paid for Evri Tracked (up to 2kg). Pack it well: the listing says &ldquo;excellent condition&rdquo;.</td></tr>
<tr><td style="padding:0 36px 24px;">${
        button("https://www.swapnest.com/sales/SN-4419027735/label", "Print label", "#ff6f59")
      }</td></tr>
<tr><td style="padding:18px 36px;background:#f7f7f7;font-family:Helvetica,sans-serif;font-size:11px;color:#999;">Your payout is released 2 days after the buyer confirms the item arrived. Swapnest Inc., 2200 Mission St, Suite 410, San Francisco, CA 94110</td></tr>`,
    ),
    enc: "b64",
  },
  // ------------------------------------------------------------ Cashbloom (cashback site)
  {
    family: "cashbloom-rewards",
    group: "consumer",
    lang: "en",
    kind: "newsletter-optin",
    code: null,
    link: "https://www.cashbloom.com/newsletter/confirm?sid=5b1c77e0&h=0f9a3d2e71c84b56a1e2",
    from: "Cashbloom <hello@news.cashbloom.com>",
    subject: "One click to start getting Cashbloom deal alerts",
    date: "Sun, 22 Nov 2026 14:03:27 -0600",
    text: `Almost there!

Please confirm you want to receive Cashbloom deal alerts at sam.reader@inbox.example:

Yes, subscribe me: https://www.cashbloom.com/newsletter/confirm?sid=5b1c77e0&h=0f9a3d2e71c84b56a1e2

We send up to 3 emails a week with the biggest cashback rates (like up to 12% back at outdoor stores this week). If you didn't sign up, ignore this email and you won't hear from us.

Cashbloom LLC, 1501 Commerce St, Dallas, TX 75201
`,
    html: page(
      "Confirm your subscription",
      "Confirm to get up to 3 deal alerts a week.",
      `<tr><td align="center" style="padding:30px;background:#7b2cbf;"><img src="https://cdn.cashbloom.com/email/cashbloom-logo-white.png" width="170" alt="Cashbloom"></td></tr>
<tr><td align="center" style="padding:34px 40px 10px;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;color:#240046;">Almost there!</td></tr>
<tr><td align="center" style="padding:0 40px 22px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#555;">Please confirm you want to receive Cashbloom deal alerts at sam.reader@inbox.example.</td></tr>
<tr><td style="padding:0 40px 26px;">${
        button(
          "https://www.cashbloom.com/newsletter/confirm?sid=5b1c77e0&amp;h=0f9a3d2e71c84b56a1e2",
          "YES, SUBSCRIBE ME",
          "#ff9e00",
        )
      }</td></tr>
<tr><td align="center" style="padding:0 40px 30px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#888;">We send up to 3 emails a week with the biggest cashback rates (like up to 12% back at outdoor stores this week). If you didn't sign up, ignore this email and you won't hear from us.</td></tr>
<tr><td align="center" style="padding:16px;background:#f3eafa;font-family:Arial,sans-serif;font-size:11px;color:#999;">Cashbloom LLC, 1501 Commerce St, Dallas, TX 75201</td></tr>`,
    ),
  },
  {
    family: "cashbloom-rewards",
    group: "negative",
    lang: "en",
    kind: "cashback-statement",
    code: null,
    link: null,
    from: "Cashbloom <statements@cashbloom.com>",
    subject: "Your November cashback: $23.41 confirmed",
    date: "Tue, 01 Dec 2026 06:00:00 -0600",
    text: `Your November cashback statement

Member ID: CB-00814472

Store            Purchase date   Order total   Cashback   Status
Trailrun Shoes   Nov 03          $129.99       $10.40     Confirmed
Book Barn        Nov 11          $42.18        $2.53      Confirmed
Hotel Vinoteca   Nov 14          $318.00       $10.48     Confirmed
Lumen Lamps      Nov 27          $89.00        $4.45      Pending (up to 90 days)

Confirmed this month: $23.41
Available balance: $61.87
Lifetime cashback: $412.06

You can withdraw to PayPal or bank once your balance reaches $10.00: https://www.cashbloom.com/account/payouts
Referral bonus: invite a friend and you both get $5 - your link https://cashbloom.com/r/SAMR814

Cashbloom LLC, 1501 Commerce St, Dallas, TX 75201 | Unsubscribe: https://www.cashbloom.com/u/CB-00814472/statements
`,
    html: page(
      "November cashback statement",
      "$23.41 confirmed, $61.87 available",
      `<tr><td style="padding:22px 30px;background:#7b2cbf;"><img src="https://cdn.cashbloom.com/email/cashbloom-logo-white.png" width="140" alt="Cashbloom"><span style="float:right;font-family:Arial,sans-serif;font-size:12px;color:#e0c3fc;">Member ID CB-00814472</span></td></tr>
<tr><td style="padding:26px 30px 6px;font-family:Arial,sans-serif;font-size:22px;color:#240046;">Your November cashback</td></tr>
<tr><td style="padding:6px 30px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;color:#333;">
<tr style="background:#f3eafa;font-weight:bold;"><td>Store</td><td>Date</td><td align="right">Order</td><td align="right">Cashback</td><td>Status</td></tr>
<tr><td>Trailrun Shoes</td><td>Nov 03</td><td align="right">$129.99</td><td align="right">$10.40</td><td style="color:#2a9d8f;">Confirmed</td></tr>
<tr><td>Book Barn</td><td>Nov 11</td><td align="right">$42.18</td><td align="right">$2.53</td><td style="color:#2a9d8f;">Confirmed</td></tr>
<tr><td>Hotel Vinoteca</td><td>Nov 14</td><td align="right">$318.00</td><td align="right">$10.48</td><td style="color:#2a9d8f;">Confirmed</td></tr>
<tr><td>Lumen Lamps</td><td>Nov 27</td><td align="right">$89.00</td><td align="right">$4.45</td><td style="color:#e76f51;">Pending</td></tr>
</table></td></tr>
<tr><td style="padding:14px 30px;"><table width="100%">${
        rows([["Confirmed this month", "$23.41"], ["<b>Available balance</b>", "<b>$61.87</b>"], [
          "Lifetime cashback",
          "$412.06",
        ]])
      }</table></td></tr>
<tr><td style="padding:6px 30px 24px;">${
        button("https://www.cashbloom.com/account/payouts", "Withdraw cashback", "#ff9e00")
      }</td></tr>
<tr><td style="padding:16px 30px;background:#f3eafa;font-family:Arial,sans-serif;font-size:11px;color:#999;">Invite a friend and you both get $5: <a href="https://cashbloom.com/r/SAMR814" style="color:#7b2cbf;">cashbloom.com/r/SAMR814</a><br>Cashbloom LLC, 1501 Commerce St, Dallas, TX 75201 &middot; <a href="https://www.cashbloom.com/u/CB-00814472/statements" style="color:#999;">Unsubscribe</a></td></tr>`,
    ),
    enc: "qp",
  },
  // ------------------------------------------------------------ Aeroveld Airways
  {
    family: "aeroveld-airways",
    group: "negative",
    lang: "en",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "Aeroveld Airways <checkin@aeroveld.aero>",
    subject: "Boarding pass: AV 318 Cape Town - Johannesburg, 04 Dec",
    date: "Thu, 03 Dec 2026 05:47:12 +0200",
    text: `You're checked in.

Passenger: READER/SAM MR
Booking reference (PNR): Q8ZT3M
E-ticket number: 739-2104477815

Flight AV 318, Friday 04 December 2026
Cape Town (CPT) 07:15 -> Johannesburg (JNB) 09:20
Terminal: Domestic    Gate: A7 (subject to change)
Boarding: 06:35       Gate closes: 06:55
Seat: 14C    Zone: 2    Cabin: Economy
Baggage: 1 x 23 kg checked, 1 x 7 kg cabin
Velder Club: 4481 0093 27 (Silver)

Your boarding pass is attached. Open it on your phone at security and at the gate.
Flight status: https://www.aeroveld.aero/flight-status/AV318/2026-12-04
`,
    html: page(
      "Boarding pass AV 318",
      "CPT 07:15 to JNB 09:20, seat 14C, boarding 06:35",
      `<tr><td style="padding:18px 26px;background:#00334e;"><img src="https://www.aeroveld.aero/media/email/aeroveld-logo-inverse.png" width="150" alt="Aeroveld"></td></tr>
<tr><td style="padding:22px 26px 4px;font-family:'Segoe UI',Arial,sans-serif;font-size:20px;color:#00334e;">You're checked in, Sam.</td></tr>
<tr><td style="padding:10px 26px;"><table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d6e2ea;border-radius:10px;">
<tr><td style="padding:16px;font-family:'Segoe UI',Arial,sans-serif;"><span style="font-size:34px;font-weight:bold;color:#00334e;">CPT</span><br><span style="font-size:13px;color:#666;">Cape Town &middot; 07:15</span></td>
<td align="center" style="font-family:'Segoe UI',Arial,sans-serif;font-size:12px;color:#888;">AV 318<br>&#9992;<br>Fri 04 Dec 2026</td>
<td align="right" style="padding:16px;font-family:'Segoe UI',Arial,sans-serif;"><span style="font-size:34px;font-weight:bold;color:#00334e;">JNB</span><br><span style="font-size:13px;color:#666;">Johannesburg &middot; 09:20</span></td></tr>
<tr><td colspan="3" style="padding:0 16px 16px;"><table width="100%" style="font-family:'Segoe UI',Arial,sans-serif;font-size:12px;color:#888;"><tr>
<td>GATE<br><b style="font-size:18px;color:#00334e;">A7</b></td><td>BOARDING<br><b style="font-size:18px;color:#00334e;">06:35</b></td><td>SEAT<br><b style="font-size:18px;color:#00334e;">14C</b></td><td>ZONE<br><b style="font-size:18px;color:#00334e;">2</b></td></tr></table></td></tr>
</table></td></tr>
<tr><td style="padding:8px 26px;"><table width="100%">${
        rows([
          ["Passenger", "READER/SAM MR"],
          ["Booking reference", "Q8ZT3M"],
          ["E-ticket", "739-2104477815"],
          ["Baggage", "1 &times; 23 kg + 7 kg cabin"],
          ["Velder Club", "4481 0093 27 (Silver)"],
          ["Gate closes", "06:55"],
        ], "'Segoe UI',Arial,sans-serif")
      }</table></td></tr>
<tr><td style="padding:10px 26px 24px;font-family:'Segoe UI',Arial,sans-serif;font-size:13px;color:#555;">Your boarding pass is attached. <a href="https://www.aeroveld.aero/flight-status/AV318/2026-12-04" style="color:#0077b6;">Check flight status</a></td></tr>
<tr><td style="padding:14px 26px;background:#eef3f6;font-family:Arial,sans-serif;font-size:10px;color:#8899a6;">Aeroveld Airways (Pty) Ltd &middot; Reg. 2009/014822/07 &middot; <a href="https://www.aeroveld.aero/legal/conditions-of-carriage" style="color:#8899a6;">Conditions of carriage</a></td></tr>`,
    ),
    attachment: [
      "BoardingPass_AV318_READER.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% AV318 CPT-JNB 04DEC 14C Q8ZT3M M1READER/SAM MR EQ8ZT3M CPTJNBAV 0318 338Y014C0042\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "qp",
  },
  {
    family: "aeroveld-airways",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "291847",
    link: null,
    from: "Velder Club <velderclub@aeroveld.aero>",
    subject: "Velder Club: verify your email",
    date: "Mon, 16 Nov 2026 18:22:40 +0200",
    text: `Welcome to Velder Club

To finish joining, enter this verification code on the registration page:

    291847

The code expires in 20 minutes.

Once you're verified, your membership number will be emailed to you and you can claim miles for flights taken in the last 6 months.

Velder Club service centre: +27 21 934 0400 (daily 07:00-22:00 SAST)
`,
    html: null,
    enc: "7bit",
  },
  // ------------------------------------------------------------ RoadSprite car hire
  {
    family: "roadsprite-car-hire",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://accounts.roadsprite.com/reset?t=rs_pw_9Fq2LxV7cN4mB8kT1hZ6&locale=en-NZ",
    from: "RoadSprite <no-reply@roadsprite.com>",
    subject: "Password reset request",
    date: "Wed, 25 Nov 2026 09:31:08 +1300",
    text: `Kia ora Sam,

Someone (hopefully you) asked to reset the password for your RoadSprite account.

Reset password: https://accounts.roadsprite.com/reset?t=rs_pw_9Fq2LxV7cN4mB8kT1hZ6&locale=en-NZ

This link expires in 30 minutes. If you didn't request a reset, you can ignore this email - your password won't change.

Upcoming rental: RS-NZ-558103, Queenstown Airport, 12 Jan 2027

RoadSprite Rentals Ltd | 0800 762 774 | https://www.roadsprite.com/nz/help
`,
    html: page(
      "Password reset",
      "Reset your RoadSprite password",
      `<tr><td style="padding:24px 32px;"><img src="https://www.roadsprite.com/assets/mail/rs-logo.png" width="140" alt="RoadSprite"></td></tr>
<tr><td style="padding:0 32px 12px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:23px;color:#222;">Kia ora Sam,<br><br>Someone (hopefully you) asked to reset the password for your RoadSprite account.</td></tr>
<tr><td style="padding:12px 32px;">${
        button(
          "https://accounts.roadsprite.com/reset?t=rs_pw_9Fq2LxV7cN4mB8kT1hZ6&amp;locale=en-NZ",
          "Reset password",
          "#e63946",
        )
      }</td></tr>
<tr><td style="padding:12px 32px 22px;font-family:Tahoma,Arial,sans-serif;font-size:13px;line-height:20px;color:#666;">This link expires in 30 minutes. If you didn't request a reset, you can ignore this email &ndash; your password won't change.<br><br>Upcoming rental: RS-NZ-558103 &middot; Queenstown Airport &middot; 12 Jan 2027</td></tr>
<tr><td style="padding:16px 32px;background:#f1faee;font-family:Tahoma,Arial,sans-serif;font-size:11px;color:#888;">RoadSprite Rentals Ltd &middot; 0800 762 774 &middot; <a href="https://www.roadsprite.com/nz/help" style="color:#888;">Help</a></td></tr>`,
    ),
  },
  {
    family: "roadsprite-car-hire",
    group: "negative",
    lang: "en",
    kind: "rental-confirmation",
    code: null,
    link: null,
    from: "RoadSprite <bookings@roadsprite.com>",
    subject: "Your rental is confirmed - RS-NZ-558103",
    date: "Wed, 25 Nov 2026 09:48:55 +1300",
    text: `Your RoadSprite rental is confirmed

Confirmation number: RS-NZ-558103
Vehicle: Toyota RAV4 Hybrid or similar (Group IFAR)

Pick-up:  Tue 12 Jan 2027, 14:30 - Queenstown Airport (ZQN), desk in arrivals hall
Drop-off: Tue 19 Jan 2027, 10:00 - Christchurch Airport (CHC)

7 days x NZD 89.00           NZD 623.00
One-way fee                  NZD 150.00
Zero-excess cover            NZD 182.00
Child seat (4-7 yrs)         NZD  45.00
Total incl. GST (15%)        NZD 1,000.00
Paid now: NZD 200.00 deposit   Due at pick-up: NZD 800.00

Please bring your full driving licence and the credit card used to book. A bond of NZD 500 is held at pick-up.
Free cancellation until 11 Jan 2027 14:30.

Rental terms are attached. Manage booking: https://www.roadsprite.com/nz/manage/RS-NZ-558103
`,
    html: null,
    attachment: [
      "RoadSprite_Terms_RS-NZ-558103.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% RoadSprite rental terms and conditions, version 2026-09\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ Giftgrove gift cards
  {
    family: "giftgrove-cards",
    group: "negative",
    lang: "en",
    kind: "gift-card",
    code: null,
    link: null,
    from: "Giftgrove <delivery@giftgrove.com>",
    subject: "Priya sent you a $50 Giftgrove gift card",
    date: "Fri, 27 Nov 2026 08:00:00 -0800",
    text: `Happy birthday, Sam!
"Treat yourself to something nice. - Priya"

You've received a $50.00 Giftgrove gift card, accepted at 300+ stores.

Card number: 6006 4918 2273 0415
PIN: 8832
Expires: never

Redeem online: https://www.giftgrove.com/redeem
Check balance: https://www.giftgrove.com/balance

Keep this email safe - anyone with the card number and PIN can spend the balance.
Giftgrove Inc., 600 Pine St, Seattle, WA 98101
`,
    html: page(
      "You've received a gift card",
      "Priya sent you $50 to spend at 300+ stores",
      `<tr><td style="padding:0;"><img src="https://cdn.giftgrove.com/designs/birthday-confetti-600.jpg" width="600" alt="Happy birthday!" style="display:block;width:100%;"></td></tr>
<tr><td align="center" style="padding:26px 36px 6px;font-family:Georgia,serif;font-size:26px;color:#283618;">Happy birthday, Sam!</td></tr>
<tr><td align="center" style="padding:0 36px 18px;font-family:Georgia,serif;font-style:italic;font-size:16px;color:#606c38;">&ldquo;Treat yourself to something nice.&rdquo; &mdash; Priya</td></tr>
<tr><td style="padding:0 60px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#fefae0;border-radius:12px;">
<tr><td align="center" style="padding:20px;font-family:Arial,sans-serif;"><span style="font-size:40px;font-weight:bold;color:#283618;">$50.00</span><br>
<span style="font-size:12px;color:#888;">CARD NUMBER</span><br><span style="font-family:'Courier New',monospace;font-size:20px;letter-spacing:2px;">6006 4918 2273 0415</span><br><br>
<span style="font-size:12px;color:#888;">PIN</span><br><span style="font-family:'Courier New',monospace;font-size:20px;letter-spacing:2px;">8832</span></td></tr></table></td></tr>
<tr><td style="padding:22px 36px;">${button("https://www.giftgrove.com/redeem", "Redeem online", "#bc6c25")}</td></tr>
<tr><td align="center" style="padding:0 36px 24px;font-family:Arial,sans-serif;font-size:12px;color:#888;">No expiry. <a href="https://www.giftgrove.com/balance" style="color:#bc6c25;">Check balance</a>. Keep this email safe &ndash; anyone with the card number and PIN can spend the balance.<br><br>Giftgrove Inc., 600 Pine St, Seattle, WA 98101</td></tr>`,
    ),
    enc: "b64",
  },
  // ------------------------------------------------------------ Bergfalke Sport (Shopware store)
  {
    family: "bergfalke-sport",
    group: "regional",
    lang: "de",
    kind: "newsletter-optin",
    code: null,
    link:
      "https://www.bergfalke-sport.de/newsletter-subscribe?em=3f2a9c1d7e5b48a06c91f2d4b8e7a3c5&hash=Yk4pQ7rT2vN9wZ1xL6mC8sD3",
    from: "Bergfalke Sport <newsletter@bergfalke-sport.de>",
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    date: "Sat, 21 Nov 2026 10:12:45 +0100",
    text: `Hallo Sam Reader,

vielen Dank für Ihr Interesse an unserem Newsletter.

Um die Anmeldung abzuschließen, bestätigen Sie bitte Ihre E-Mail-Adresse über den folgenden Link:

https://www.bergfalke-sport.de/newsletter-subscribe?em=3f2a9c1d7e5b48a06c91f2d4b8e7a3c5&hash=Yk4pQ7rT2vN9wZ1xL6mC8sD3

Als Dankeschön erhalten Sie nach der Bestätigung einen 10-€-Gutschein ab 60 € Bestellwert.

Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach.

Mit sportlichen Grüßen
Ihr Team von Bergfalke Sport

Bergfalke Sport GmbH · Alpenstraße 14 · 87527 Sonthofen
Telefon: 08321 66190-0 · info@bergfalke-sport.de
Geschäftsführer: Markus Lenzinger · Amtsgericht Kempten HRB 14221 · USt-IdNr. DE 298 114 532
`,
    html: page(
      "Newsletter-Anmeldung",
      "Nur noch ein Klick bis zu Ihrem 10-€-Gutschein",
      `<tr><td style="padding:24px 30px;border-bottom:1px solid #e2e2e2;"><img src="https://www.bergfalke-sport.de/media/6f/a1/b2/1688033400/bergfalke-logo.png" width="190" alt="Bergfalke Sport"></td></tr>
<tr><td style="padding:28px 30px 8px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#333;">Hallo Sam Reader,<br><br>vielen Dank für Ihr Interesse an unserem Newsletter.<br><br>Um die Anmeldung abzuschließen, bestätigen Sie bitte Ihre E-Mail-Adresse über den folgenden Link:</td></tr>
<tr><td style="padding:16px 30px;">${
        button(
          "https://www.bergfalke-sport.de/newsletter-subscribe?em=3f2a9c1d7e5b48a06c91f2d4b8e7a3c5&amp;hash=Yk4pQ7rT2vN9wZ1xL6mC8sD3",
          "Anmeldung bestätigen",
          "#c1121f",
        )
      }</td></tr>
<tr><td style="padding:8px 30px 24px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#333;">Als Dankeschön erhalten Sie nach der Bestätigung einen 10-€-Gutschein ab 60&nbsp;€ Bestellwert.<br><br>Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach.<br><br>Mit sportlichen Grüßen<br>Ihr Team von Bergfalke Sport</td></tr>
<tr><td style="padding:18px 30px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#777;">Bergfalke Sport GmbH &middot; Alpenstraße 14 &middot; 87527 Sonthofen<br>Telefon: 08321 66190-0 &middot; <a href="mailto:info@bergfalke-sport.de" style="color:#777;">info@bergfalke-sport.de</a><br>Geschäftsführer: Markus Lenzinger &middot; Amtsgericht Kempten HRB 14221 &middot; USt-IdNr. DE 298 114 532<br><a href="https://www.bergfalke-sport.de/impressum" style="color:#777;">Impressum</a> &middot; <a href="https://www.bergfalke-sport.de/datenschutz" style="color:#777;">Datenschutz</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "bergfalke-sport",
    group: "negative",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Bergfalke Sport <shop@bergfalke-sport.de>",
    subject: "Ihre Bestellung 10482 wurde versandt",
    date: "Tue, 24 Nov 2026 15:40:02 +0100",
    text: `Hallo Sam Reader,

gute Nachrichten: Ihre Bestellung 10482 vom 22.11.2026 hat unser Lager verlassen.

Versanddienstleister: DHL Paket
Sendungsnummer: 00340434161094027318
Sendungsverfolgung: https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094027318

Voraussichtliche Zustellung: Donnerstag, 26.11.2026

Pos.  Artikel                                   Menge   Preis
1     Tourenski-Set Piz Varuna 168 cm           1       549,00 €
2     Skifelle Mohair-Mix 120 mm                1       129,95 €

Zwischensumme: 678,95 €
Versand: 0,00 €
Gesamtsumme: 678,95 €
enthaltene MwSt. 19 %: 108,40 €

Bei Fragen erreichen Sie uns Mo.–Fr. 9–17 Uhr unter 08321 66190-0.

Bergfalke Sport GmbH · Alpenstraße 14 · 87527 Sonthofen
`,
    html: page(
      "Versandbestätigung",
      "Voraussichtliche Zustellung: Do., 26.11.2026",
      `<tr><td style="padding:24px 30px;border-bottom:1px solid #e2e2e2;"><img src="https://www.bergfalke-sport.de/media/6f/a1/b2/1688033400/bergfalke-logo.png" width="190" alt="Bergfalke Sport"></td></tr>
<tr><td style="padding:24px 30px 10px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#333;">Hallo Sam Reader,<br><br>gute Nachrichten: Ihre Bestellung <b>10482</b> vom 22.11.2026 hat unser Lager verlassen.</td></tr>
<tr><td style="padding:0 30px;"><table width="100%">${
        rows([["Versanddienstleister", "DHL Paket"], [
          "Sendungsnummer",
          `<a href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094027318" style="color:#c1121f;">00340434161094027318</a>`,
        ], ["Voraussichtliche Zustellung", "Do., 26.11.2026"]])
      }</table></td></tr>
<tr><td style="padding:16px 30px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #e2e2e2;">
<tr style="background:#f5f5f5;"><th align="left">Pos.</th><th align="left">Artikel</th><th>Menge</th><th align="right">Preis</th></tr>
<tr><td>1</td><td>Tourenski-Set Piz Varuna 168 cm<br><small style="color:#888;">Art.-Nr. BF-22814</small></td><td align="center">1</td><td align="right">549,00&nbsp;€</td></tr>
<tr><td>2</td><td>Skifelle Mohair-Mix 120 mm<br><small style="color:#888;">Art.-Nr. BF-30117</small></td><td align="center">1</td><td align="right">129,95&nbsp;€</td></tr>
<tr><td colspan="3" align="right">Zwischensumme</td><td align="right">678,95&nbsp;€</td></tr>
<tr><td colspan="3" align="right">Versand</td><td align="right">0,00&nbsp;€</td></tr>
<tr><td colspan="3" align="right"><b>Gesamtsumme</b></td><td align="right"><b>678,95&nbsp;€</b></td></tr>
<tr><td colspan="3" align="right" style="color:#888;">enthaltene MwSt. 19&nbsp;%</td><td align="right" style="color:#888;">108,40&nbsp;€</td></tr>
</table></td></tr>
<tr><td style="padding:18px 30px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#777;">Bei Fragen erreichen Sie uns Mo.&ndash;Fr. 9&ndash;17 Uhr unter 08321 66190-0.<br>Bergfalke Sport GmbH &middot; Alpenstraße 14 &middot; 87527 Sonthofen &middot; <a href="https://www.bergfalke-sport.de/widerrufsbelehrung" style="color:#777;">Widerrufsbelehrung</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "bergfalke-sport",
    group: "negative",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Bergfalke Sport <buchhaltung@bergfalke-sport.de>",
    subject: "Rechnung RE-2026-18833 zu Ihrer Bestellung 10482",
    date: "Tue, 24 Nov 2026 15:41:10 +0100",
    text: `Sehr geehrter Herr Reader,

anbei erhalten Sie die Rechnung RE-2026-18833 zu Ihrer Bestellung 10482 als PDF.

Rechnungsbetrag: 678,95 € (bereits bezahlt per PayPal, Transaktions-ID 8KJ29174LT330582X)
Kundennummer: 204417

Bitte bewahren Sie die Rechnung für Garantiefälle auf. Die Garantie auf Bindungen beträgt 3 Jahre ab Rechnungsdatum.

Freundliche Grüße
Buchhaltung Bergfalke Sport

Bergfalke Sport GmbH · Alpenstraße 14 · 87527 Sonthofen · Sparkasse Allgäu · IBAN DE41 7335 0000 0514 2281 90
`,
    html: null,
    enc: "b64",
    attachment: [
      "Rechnung_RE-2026-18833.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Rechnung RE-2026-18833 Kunde 204417 Summe 678,95 EUR MwSt 108,40 EUR\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ Zustellwerk (city courier)
  {
    family: "zustellwerk-kurier",
    group: "regional",
    lang: "de",
    kind: "delivery-pin",
    code: "7402",
    link: null,
    from: "Zustellwerk <benachrichtigung@zustellwerk.at>",
    subject: "Heute zwischen 13:20 und 15:20 Uhr: Ihre Sendung von moebelkontor.at",
    date: "Wed, 02 Dec 2026 08:05:31 +0100",
    text: `Grüß Gott!

Ihre Sendung von moebelkontor.at wird heute zugestellt.

Zeitfenster: 13:20 – 15:20 Uhr
Sendungsnummer: ZW 4410 2398 1177
Lieferadresse: Hernalser Hauptstraße 88/2/14, 1170 Wien
Gewicht: 31,5 kg (2 Packstücke)

Ihr Zustell-PIN: 7402
Bitte nennen Sie den PIN unserem Fahrer bei der Übergabe. Ohne PIN dürfen wir diese Sendung nicht aushändigen.

Sie sind nicht zu Hause? Zustellung umleiten oder Wunschtag wählen:
https://www.zustellwerk.at/s/ZW44102398117

Kundenservice: +43 1 890 44 70 (Mo–Fr 7–19 Uhr)
Zustellwerk Logistik GmbH · Laxenburger Straße 240 · 1230 Wien · FN 498211 d
`,
    html: page(
      "Zustellung heute",
      "Zeitfenster 13:20 – 15:20 Uhr, Zustell-PIN in dieser E-Mail",
      `<tr><td style="padding:18px 28px;background:#ffd60a;"><img src="https://www.zustellwerk.at/img/mail/zw-logo.png" width="150" alt="Zustellwerk"></td></tr>
<tr><td style="padding:26px 28px 6px;font-family:Arial,sans-serif;font-size:20px;font-weight:bold;color:#1d1d1d;">Ihre Sendung kommt heute</td></tr>
<tr><td style="padding:0 28px;font-family:Arial,sans-serif;font-size:14px;color:#444;">von moebelkontor.at</td></tr>
<tr><td style="padding:14px 28px;"><table width="100%">${
        rows([["Zeitfenster", "<b>13:20 &ndash; 15:20 Uhr</b>"], ["Sendungsnummer", "ZW 4410 2398 1177"], [
          "Lieferadresse",
          "Hernalser Hauptstraße 88/2/14, 1170 Wien",
        ], ["Gewicht", "31,5 kg (2 Packstücke)"]])
      }</table></td></tr>
<tr><td style="padding:8px 28px;"><table width="100%" style="background:#fff8d6;border-left:4px solid #ffd60a;"><tr><td style="padding:16px;font-family:Arial,sans-serif;font-size:14px;color:#333;">Ihr Zustell-PIN<br><span style="font-size:36px;font-weight:bold;letter-spacing:8px;">7402</span><br>Bitte nennen Sie den PIN unserem Fahrer bei der Übergabe. Ohne PIN dürfen wir diese Sendung nicht aushändigen.</td></tr></table></td></tr>
<tr><td style="padding:18px 28px;font-family:Arial,sans-serif;font-size:14px;color:#444;">Sie sind nicht zu Hause? <a href="https://www.zustellwerk.at/s/ZW44102398117" style="color:#1d1d1d;font-weight:bold;">Zustellung umleiten oder Wunschtag wählen</a></td></tr>
<tr><td style="padding:16px 28px;background:#1d1d1d;font-family:Arial,sans-serif;font-size:11px;color:#bbb;">Kundenservice +43 1 890 44 70 (Mo&ndash;Fr 7&ndash;19 Uhr)<br>Zustellwerk Logistik GmbH &middot; Laxenburger Straße 240 &middot; 1230 Wien &middot; FN 498211 d</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "zustellwerk-kurier",
    group: "negative",
    lang: "de",
    kind: "delivered-neighbour",
    code: null,
    link: null,
    from: "Zustellwerk <benachrichtigung@zustellwerk.at>",
    subject: "Zugestellt: Sendung ZW 4410 2398 1201 beim Nachbarn abgegeben",
    date: "Thu, 03 Dec 2026 11:47:09 +0100",
    text: `Ihre Sendung wurde zugestellt.

Sendungsnummer: ZW 4410 2398 1201
Absender: buchinsel.at
Zugestellt am 03.12.2026 um 11:44 Uhr
Übernommen von: Nachbar, Fam. Hrdlicka, Top 12

Foto der Übergabe und Unterschrift: https://www.zustellwerk.at/s/ZW44102398120/nachweis

Kundenservice: +43 1 890 44 70
Zustellwerk Logistik GmbH · Laxenburger Straße 240 · 1230 Wien
`,
    html: null,
    enc: "qp",
  },
  // ------------------------------------------------------------ Troc Lumière (second-hand)
  {
    family: "troc-lumiere",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "481927",
    link: null,
    from: "Troc Lumière <securite@troclumiere.fr>",
    subject: "Votre code de connexion Troc Lumière",
    date: "Sun, 29 Nov 2026 21:14:55 +0100",
    text: `Bonjour Sam,

Voici votre code de connexion :

481927

Saisissez-le dans l'application pour accéder à votre compte. Il est valable 10 minutes.

Vous n'êtes pas à l'origine de cette demande ? Changez votre mot de passe depuis Paramètres > Sécurité, ou contactez-nous : https://aide.troclumiere.fr/contact

Ne communiquez jamais ce code, même à un acheteur ou à une personne se présentant comme un membre de notre équipe.

À bientôt sur Troc Lumière
Troc Lumière SAS, 12 rue des Vinaigriers, 75010 Paris – RCS Paris 881 204 337
`,
    html: page(
      "Code de connexion",
      "Valable 10 minutes",
      `<tr><td align="center" style="padding:28px;"><img src="https://static.troclumiere.fr/mail/logo-troc.png" width="150" alt="Troc Lumière"></td></tr>
<tr><td style="padding:0 40px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#333;">Bonjour Sam,<br><br>Voici votre code de connexion :</td></tr>
<tr><td align="center" style="padding:20px 40px;"><span style="display:inline-block;padding:14px 26px;background:#fdf0d5;border-radius:8px;font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:8px;color:#003049;">481927</span></td></tr>
<tr><td style="padding:0 40px 24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#555;">Saisissez-le dans l'application pour accéder à votre compte. Il est valable 10 minutes.<br><br>Vous n'êtes pas à l'origine de cette demande&nbsp;? Changez votre mot de passe depuis Paramètres &gt; Sécurité, ou <a href="https://aide.troclumiere.fr/contact" style="color:#c1121f;">contactez-nous</a>.<br><br><b>Ne communiquez jamais ce code</b>, même à un acheteur ou à une personne se présentant comme un membre de notre équipe.</td></tr>
<tr><td align="center" style="padding:16px 40px;background:#f6f6f6;font-family:Arial,sans-serif;font-size:11px;color:#999;">Troc Lumière SAS, 12 rue des Vinaigriers, 75010 Paris &ndash; RCS Paris 881 204 337</td></tr>`,
    ),
    enc: "8bit",
  },
  {
    family: "troc-lumiere",
    group: "negative",
    lang: "fr",
    kind: "purchase-shipped",
    code: null,
    link: null,
    from: "Troc Lumière <notifications@troclumiere.fr>",
    subject: "Votre achat « Lampe Mazda années 70 » est en route",
    date: "Tue, 01 Dec 2026 17:26:40 +0100",
    text: `Bonne nouvelle, Sam !

margot_chine a déposé votre colis en Point Relais.

Article : Lampe Mazda années 70, opaline blanche
Prix : 38,00 € + protection acheteurs 2,60 € + livraison 4,49 €
Total payé : 45,09 €
Transaction n° TL-20261129-55817

Transporteur : Mondial Relay
N° de suivi : 48291736
Point Relais de retrait : Tabac Le Narval, 44 avenue Jean Jaurès, 69007 Lyon
Livraison estimée : 3 au 4 décembre

Suivre mon colis : https://www.troclumiere.fr/transactions/TL-20261129-55817/suivi

Une fois l'article reçu, vous aurez 2 jours pour signaler un problème. Sans signalement, la vente sera finalisée automatiquement.
`,
    html: page(
      "Votre achat est en route",
      "Déposé en Point Relais par margot_chine",
      `<tr><td align="center" style="padding:22px;"><img src="https://static.troclumiere.fr/mail/logo-troc.png" width="130" alt="Troc Lumière"></td></tr>
<tr><td style="padding:0 36px 10px;font-family:Arial,sans-serif;font-size:20px;color:#003049;">Bonne nouvelle, Sam !</td></tr>
<tr><td style="padding:0 36px 14px;font-family:Arial,sans-serif;font-size:14px;color:#555;">margot_chine a déposé votre colis en Point Relais.</td></tr>
<tr><td style="padding:0 36px;"><table width="100%"><tr><td width="90"><img src="https://img.troclumiere.fr/annonces/55817/lampe-mazda-thumb.jpg" width="80" height="80" alt="Lampe Mazda années 70"></td><td style="font-family:Arial,sans-serif;font-size:14px;color:#333;">Lampe Mazda années 70, opaline blanche<br><span style="color:#888;">Transaction n° TL-20261129-55817</span></td></tr></table></td></tr>
<tr><td style="padding:10px 36px;"><table width="100%">${
        rows([
          ["Prix", "38,00&nbsp;€"],
          ["Protection acheteurs", "2,60&nbsp;€"],
          ["Livraison", "4,49&nbsp;€"],
          ["<b>Total payé</b>", "<b>45,09&nbsp;€</b>"],
          ["Transporteur", "Mondial Relay &middot; n° 48291736"],
          ["Point Relais", "Tabac Le Narval, 44 av. Jean Jaurès, 69007 Lyon"],
          ["Livraison estimée", "3 au 4 décembre"],
        ])
      }</table></td></tr>
<tr><td style="padding:14px 36px;">${
        button("https://www.troclumiere.fr/transactions/TL-20261129-55817/suivi", "Suivre mon colis", "#003049")
      }</td></tr>
<tr><td style="padding:8px 36px 24px;font-family:Arial,sans-serif;font-size:12px;color:#888;">Une fois l'article reçu, vous aurez 2 jours pour signaler un problème. Sans signalement, la vente sera finalisée automatiquement.</td></tr>`,
    ),
    enc: "qp",
  },
  // ------------------------------------------------------------ Cimes et Lacs Hôtels
  {
    family: "cimes-et-lacs-hotels",
    group: "negative",
    lang: "fr",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Hôtel Les Cimes d'Annecy <reservation@cimesetlacs.com>",
    subject: "Confirmation de votre réservation n° CL-A-260341",
    date: "Thu, 19 Nov 2026 11:08:22 +0100",
    text: `Madame, Monsieur,

Nous avons le plaisir de vous confirmer votre réservation.

N° de réservation : CL-A-260341
Hôtel Les Cimes d'Annecy ****
Arrivée : samedi 26 décembre 2026, à partir de 15h00
Départ : mardi 29 décembre 2026, avant 11h00
3 nuits – 2 adultes
Chambre Supérieure vue lac, lit double
Tarif : Flexible, petit-déjeuner inclus

Montant du séjour : 774,00 € TTC
Taxe de séjour : 2,88 € par adulte et par nuit, soit 17,28 € (à régler sur place)
Garantie : carte Visa se terminant par 4821

Annulation gratuite jusqu'au 23/12/2026 à 18h00 (heure locale). Au-delà, la première nuit sera facturée.

Parking couvert : 18 € / jour, sur réservation à la réception.
Restaurant Le Semnoz : réservation au +33 4 50 51 22 80.

Modifier ou annuler : https://reservation.cimesetlacs.com/manage?conf=CL-A-260341&lang=fr

Au plaisir de vous accueillir,
La réception
Hôtel Les Cimes d'Annecy – 9 quai de la Tournette, 74000 Annecy – +33 4 50 51 22 00
`,
    html: page(
      "Confirmation de réservation",
      "Arrivée le 26 décembre 2026 – 3 nuits",
      `<tr><td style="padding:0;"><img src="https://cdn.cimesetlacs.com/hotels/annecy/facade-lac-600.jpg" width="600" alt="Hôtel Les Cimes d'Annecy" style="display:block;width:100%;"></td></tr>
<tr><td style="padding:26px 34px 8px;font-family:Georgia,'Times New Roman',serif;font-size:22px;color:#264653;">Votre réservation est confirmée</td></tr>
<tr><td style="padding:0 34px 12px;font-family:Georgia,serif;font-size:14px;color:#555;">N° de réservation <b style="color:#264653;">CL-A-260341</b></td></tr>
<tr><td style="padding:0 34px;"><table width="100%">${
        rows([
          ["Arrivée", "sam. 26 déc. 2026, dès 15h00"],
          ["Départ", "mar. 29 déc. 2026, avant 11h00"],
          ["Séjour", "3 nuits &ndash; 2 adultes"],
          ["Chambre", "Supérieure vue lac, lit double"],
          ["Tarif", "Flexible, petit-déjeuner inclus"],
          ["<b>Montant du séjour</b>", "<b>774,00&nbsp;€ TTC</b>"],
          ["Taxe de séjour (sur place)", "17,28&nbsp;€"],
          ["Garantie", "Visa &bull;&bull;&bull;&bull; 4821"],
        ], "Georgia,serif")
      }</table></td></tr>
<tr><td style="padding:14px 34px;font-family:Georgia,serif;font-size:13px;line-height:20px;color:#555;">Annulation gratuite jusqu'au 23/12/2026 à 18h00 (heure locale). Au-delà, la première nuit sera facturée.<br>Parking couvert&nbsp;: 18&nbsp;€ / jour. Restaurant Le Semnoz&nbsp;: +33 4 50 51 22 80.</td></tr>
<tr><td style="padding:8px 34px 26px;">${
        button(
          "https://reservation.cimesetlacs.com/manage?conf=CL-A-260341&amp;lang=fr",
          "Modifier ou annuler",
          "#264653",
        )
      }</td></tr>
<tr><td align="center" style="padding:18px 34px;background:#e9f0ef;font-family:Georgia,serif;font-size:11px;color:#777;">Hôtel Les Cimes d'Annecy &ndash; 9 quai de la Tournette, 74000 Annecy &ndash; +33 4 50 51 22 00<br><a href="https://www.cimesetlacs.com/fr/cgv" style="color:#777;">Conditions générales</a> &middot; <a href="https://www.cimesetlacs.com/fr/confidentialite" style="color:#777;">Confidentialité</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "cimes-et-lacs-hotels",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://www.cimesetlacs.com/fr/mon-compte/activation?cle=9b44f1e0a7c3d2186e5f&id=77140",
    from: "Cimes et Lacs Hôtels <club@cimesetlacs.com>",
    subject: "Activez votre compte Club Cimes et Lacs",
    date: "Thu, 19 Nov 2026 11:02:49 +0100",
    text: `Bonjour Sam,

Merci d'avoir créé votre compte Club Cimes et Lacs.

Pour l'activer, confirmez votre adresse e-mail en cliquant sur ce lien (valable 72 heures) :
https://www.cimesetlacs.com/fr/mon-compte/activation?cle=9b44f1e0a7c3d2186e5f&id=77140

Avantages membres : -10 % sur le meilleur tarif du site, départ tardif jusqu'à 13h selon disponibilité, et 1 nuit offerte toutes les 10 nuits.

Cimes et Lacs Hôtels – 4 hôtels à Annecy, Chamonix, Évian et Aix-les-Bains
`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ Mercado Cigarra (Magento store)
  {
    family: "mercado-cigarra",
    group: "regional",
    lang: "es",
    kind: "verify-account",
    code: "528194",
    link: "https://www.mercadocigarra.es/customer/account/confirm/?id=48213&key=Rk2mZp8QwT4vYc9LbN1xHs6J&back_url=",
    from: "Mercado Cigarra <hola@mercadocigarra.es>",
    subject: "Confirma tu cuenta en Mercado Cigarra",
    date: "Mon, 16 Nov 2026 12:44:18 +0100",
    text: `¡Hola, Sam!

Gracias por registrarte en Mercado Cigarra, productos de la huerta y la despensa mediterránea.

Para activar tu cuenta, introduce este código en la página de registro:

Código de verificación: 528194

O, si lo prefieres, confirma tu cuenta con este enlace:
https://www.mercadocigarra.es/customer/account/confirm/?id=48213&key=Rk2mZp8QwT4vYc9LbN1xHs6J&back_url=

El código y el enlace caducan en 24 horas.

Envío gratis en pedidos desde 49 € a península y Baleares.

Mercado Cigarra S.L. · Calle de la Seda 7, 46001 Valencia · CIF B98712345 · Tel. 963 11 42 80
`,
    html: page(
      "Confirma tu cuenta",
      "Tu código de verificación caduca en 24 horas",
      `<tr><td align="center" style="padding:24px;background:#fefae0;"><img src="https://www.mercadocigarra.es/media/email/logo/default/cigarra-logo.png" width="170" alt="Mercado Cigarra"></td></tr>
<tr><td style="padding:28px 36px 10px;font-family:'Open Sans',Arial,sans-serif;font-size:15px;line-height:23px;color:#333;">¡Hola, Sam!<br><br>Gracias por registrarte en Mercado Cigarra, productos de la huerta y la despensa mediterránea. Para activar tu cuenta, introduce este código en la página de registro:</td></tr>
<tr><td align="center" style="padding:10px 36px;font-family:'Open Sans',Arial,sans-serif;font-size:12px;color:#888;">CÓDIGO DE VERIFICACIÓN</td></tr>
<tr><td style="padding:0 36px 12px;">${digits("528194", "#606c38")}</td></tr>
<tr><td align="center" style="padding:10px 36px;font-family:'Open Sans',Arial,sans-serif;font-size:14px;color:#555;">O, si lo prefieres, confirma tu cuenta con un clic:</td></tr>
<tr><td style="padding:6px 36px 20px;">${
        button(
          "https://www.mercadocigarra.es/customer/account/confirm/?id=48213&amp;key=Rk2mZp8QwT4vYc9LbN1xHs6J&amp;back_url=",
          "Confirmar cuenta",
          "#606c38",
        )
      }</td></tr>
<tr><td align="center" style="padding:0 36px 24px;font-family:'Open Sans',Arial,sans-serif;font-size:12px;color:#888;">El código y el enlace caducan en 24 horas.</td></tr>
<tr><td align="center" style="padding:16px 36px;background:#283618;font-family:'Open Sans',Arial,sans-serif;font-size:11px;color:#dde5b6;">Envío gratis en pedidos desde 49&nbsp;€ a península y Baleares.<br>Mercado Cigarra S.L. &middot; Calle de la Seda 7, 46001 Valencia &middot; CIF B98712345 &middot; Tel. 963 11 42 80</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "mercado-cigarra",
    group: "negative",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Mercado Cigarra <pedidos@mercadocigarra.es>",
    subject: "Tu pedido #000031876 ya está en camino",
    date: "Wed, 25 Nov 2026 18:03:51 +0100",
    text: `¡Hola, Sam!

Tu pedido #000031876 ha salido de nuestro almacén de Valencia.

Transportista: SEUR 24
Número de seguimiento: 0460 1287 7735 19
Seguimiento: https://www.seur.com/livetracking/?segOnlineIdentificador=04601287773519&segOnlineIdioma=es

Entrega prevista: viernes 27 de noviembre, de 9:00 a 14:00.

Artículos
Aceite de oliva virgen extra Picual 5 L ×1 ........ 42,90 €
Arroz bomba D.O. Valencia 1 kg ×3 .................. 14,85 €
Azafrán de La Mancha 2 g ×1 ........................ 9,50 €

Subtotal: 67,25 €
Envío: 0,00 €
Total (IVA incluido): 67,25 €

¿Dudas? Escríbenos a hola@mercadocigarra.es o llámanos al 963 11 42 80 (L–V, 9:00–18:00).
`,
    html: null,
    enc: "qp",
  },
  // ------------------------------------------------------------ Autocares Sierra Alta (coach)
  {
    family: "autocares-sierra-alta",
    group: "negative",
    lang: "es",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Autocares Sierra Alta <billetes@sierraalta.bus>",
    subject: "Tu billete Granada → Almería, 22/12/2026 – Localizador SAX9R2",
    date: "Fri, 20 Nov 2026 23:10:37 +0100",
    text: `BILLETE ELECTRÓNICO

Localizador: SAX9R2
Viajero: SAM READER (Pasaporte ···4471)

Salida:  martes 22/12/2026 08:45 – Estación de Autobuses de Granada, dársena 14
Llegada: martes 22/12/2026 11:05 – Estación Intermodal de Almería
Servicio: 2193 Directo · Asiento 23 (ventanilla)
Tarifa: Básica · 18,65 € (IVA 10 % incluido)

Presenta este billete en el móvil junto con tu documento de identidad. Embarque hasta 5 minutos antes de la salida.
Código del billete: 7700 2193 0023 5512

Equipaje: 1 maleta en bodega incluida.
Cambios y anulaciones hasta 2 horas antes de la salida, con un cargo de 1,50 €: https://www.sierraalta.bus/mis-billetes

Atención al cliente: 958 20 44 10
`,
    html: page(
      "Billete electrónico",
      "Granada 08:45 → Almería 11:05, asiento 23",
      `<tr><td style="padding:16px 24px;background:#d62828;font-family:Arial,sans-serif;font-size:18px;font-weight:bold;color:#fff;">Autocares Sierra Alta <span style="float:right;font-size:12px;font-weight:normal;">BILLETE ELECTRÓNICO</span></td></tr>
<tr><td style="padding:20px 24px;"><table width="100%" cellpadding="0" cellspacing="0" style="border:2px dashed #d62828;">
<tr><td style="padding:14px;font-family:Arial,sans-serif;font-size:12px;color:#666;">SALIDA<br><b style="font-size:22px;color:#111;">08:45</b><br>Granada &middot; dársena 14</td>
<td align="center" style="font-family:Arial,sans-serif;font-size:13px;color:#666;">mar. 22/12/2026<br>&rarr;</td>
<td align="right" style="padding:14px;font-family:Arial,sans-serif;font-size:12px;color:#666;">LLEGADA<br><b style="font-size:22px;color:#111;">11:05</b><br>Almería Intermodal</td></tr>
<tr><td colspan="3" style="padding:0 14px 14px;"><table width="100%">${
        rows([
          ["Localizador", "<b>SAX9R2</b>"],
          ["Viajero", "SAM READER (Pasaporte &middot;&middot;&middot;4471)"],
          ["Servicio", "2193 Directo"],
          ["Asiento", "23 (ventanilla)"],
          ["Tarifa", "Básica &middot; 18,65&nbsp;€ (IVA 10&nbsp;% incl.)"],
        ])
      }</table></td></tr>
<tr><td colspan="3" align="center" style="padding:10px;"><img src="https://www.sierraalta.bus/qr/SAX9R2-7700219300235512.png" width="160" height="160" alt="Código QR del billete"><br><span style="font-family:'Courier New',monospace;font-size:13px;">7700 2193 0023 5512</span></td></tr>
</table></td></tr>
<tr><td style="padding:0 24px 18px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#555;">Presenta este billete en el móvil junto con tu documento de identidad. Embarque hasta 5 minutos antes de la salida. Equipaje: 1 maleta en bodega incluida.<br>Cambios y anulaciones hasta 2 horas antes (cargo 1,50&nbsp;€): <a href="https://www.sierraalta.bus/mis-billetes" style="color:#d62828;">Mis billetes</a> &middot; Atención al cliente 958 20 44 10</td></tr>`,
    ),
    enc: "8bit",
  },
  // ------------------------------------------------------------ Vitrine Caju (Brazilian online store)
  {
    family: "vitrine-caju",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "731048",
    link: null,
    from: "Vitrine Caju <naoresponda@vitrinecaju.com.br>",
    subject: "Código de acesso: 731048",
    date: "Thu, 26 Nov 2026 22:51:06 -0300",
    text: `Olá!

Use o código abaixo para entrar na sua conta Vitrine Caju:

731048

O código vale por 15 minutos e só pode ser usado uma vez.

Se você não tentou entrar, pode ignorar este e-mail. Nunca compartilhe este código com ninguém.

Black Friday Caju: até 60% OFF em eletroportáteis até domingo, 29/11.

Vitrine Caju Comércio Digital Ltda. · CNPJ 31.447.902/0001-18
Av. Santos Dumont, 3060 – Aldeota, Fortaleza – CE, 60150-161
SAC: 0800 591 2270 · Ouvidoria: ouvidoria@vitrinecaju.com.br
`,
    html: page(
      "Código de acesso",
      "Seu código vale por 15 minutos",
      `<tr><td align="center" style="padding:22px;background:#f77f00;"><img src="https://vitrinecaju.vteximg.com.br/arquivos/email-logo-branco.png" width="160" alt="Vitrine Caju"></td></tr>
<tr><td align="center" style="padding:30px 36px 8px;font-family:Roboto,Arial,sans-serif;font-size:16px;color:#333;">Olá! Use o código abaixo para entrar na sua conta:</td></tr>
<tr><td align="center" style="padding:12px 36px;font-family:Roboto,Arial,sans-serif;font-size:38px;font-weight:bold;letter-spacing:12px;color:#f77f00;">731048</td></tr>
<tr><td align="center" style="padding:6px 36px 26px;font-family:Roboto,Arial,sans-serif;font-size:13px;line-height:20px;color:#777;">O código vale por 15 minutos e só pode ser usado uma vez.<br>Se você não tentou entrar, pode ignorar este e-mail. Nunca compartilhe este código com ninguém.</td></tr>
<tr><td style="padding:0;"><a href="https://www.vitrinecaju.com.br/black-friday?utm_source=transacional&amp;utm_medium=email&amp;utm_campaign=codigo-acesso"><img src="https://vitrinecaju.vteximg.com.br/arquivos/banner-bf-60off-600.jpg" width="600" alt="Black Friday Caju: até 60% OFF em eletroportáteis" style="display:block;width:100%;"></a></td></tr>
<tr><td align="center" style="padding:18px 36px;background:#f4f4f4;font-family:Roboto,Arial,sans-serif;font-size:11px;line-height:17px;color:#888;">Vitrine Caju Comércio Digital Ltda. &middot; CNPJ 31.447.902/0001-18<br>Av. Santos Dumont, 3060 &ndash; Aldeota, Fortaleza &ndash; CE, 60150-161<br>SAC: 0800 591 2270 &middot; <a href="https://www.vitrinecaju.com.br/politica-de-privacidade" style="color:#888;">Política de privacidade</a></td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "vitrine-caju",
    group: "negative",
    lang: "pt",
    kind: "order-approved",
    code: null,
    link: null,
    from: "Vitrine Caju <pedidos@vitrinecaju.com.br>",
    subject: "Pagamento aprovado! Pedido 1387720915623-01",
    date: "Fri, 27 Nov 2026 00:14:33 -0300",
    text: `Oba, Sam! Seu pagamento foi aprovado.

Pedido: 1387720915623-01
Data: 27/11/2026
Forma de pagamento: Pix (aprovado às 00:13)

Air fryer Brisa 5,5 L 1700 W – 220 V   1 x R$ 379,90
Jogo de potes herméticos 10 peças      2 x R$ 59,90

Subtotal: R$ 499,70
Frete (Entrega Econômica): R$ 24,90
Desconto Pix (5%): -R$ 24,99
Total: R$ 499,61

Entrega em: Rua Padre Valdevino, 1220, apto 304 – Joaquim Távora, Fortaleza – CE, CEP 60135-041
Prazo: até 8 dias úteis após a aprovação

Acompanhe seu pedido: https://www.vitrinecaju.com.br/account#/orders/1387720915623-01
A nota fiscal será enviada por e-mail quando o pedido for faturado.

CPF: ***.482.119-**
`,
    html: page(
      "Pagamento aprovado",
      "Pedido 1387720915623-01 – prazo até 8 dias úteis",
      `<tr><td align="center" style="padding:22px;background:#f77f00;"><img src="https://vitrinecaju.vteximg.com.br/arquivos/email-logo-branco.png" width="160" alt="Vitrine Caju"></td></tr>
<tr><td style="padding:26px 32px 6px;font-family:Roboto,Arial,sans-serif;font-size:22px;color:#333;">Oba, Sam! Seu pagamento foi aprovado.</td></tr>
<tr><td style="padding:0 32px 12px;font-family:Roboto,Arial,sans-serif;font-size:13px;color:#777;">Pedido <b>1387720915623-01</b> &middot; 27/11/2026 &middot; Pix</td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-family:Roboto,Arial,sans-serif;font-size:13px;border-top:1px solid #eee;">
<tr><td width="60"><img src="https://vitrinecaju.vteximg.com.br/arquivos/ids/229181-60-60/airfryer-brisa.jpg" width="56" alt=""></td><td>Air fryer Brisa 5,5 L 1700 W &ndash; 220 V<br><span style="color:#888;">Qtd: 1</span></td><td align="right">R$ 379,90</td></tr>
<tr><td width="60"><img src="https://vitrinecaju.vteximg.com.br/arquivos/ids/118722-60-60/potes-hermeticos.jpg" width="56" alt=""></td><td>Jogo de potes herméticos 10 peças<br><span style="color:#888;">Qtd: 2</span></td><td align="right">R$ 119,80</td></tr>
</table><table width="100%">${
        rows([
          ["Subtotal", "R$ 499,70"],
          ["Frete (Entrega Econômica)", "R$ 24,90"],
          ["Desconto Pix (5%)", "-R$ 24,99"],
          ["<b>Total</b>", "<b>R$ 499,61</b>"],
        ], "Roboto,Arial,sans-serif")
      }</table></td></tr>
<tr><td style="padding:14px 32px;font-family:Roboto,Arial,sans-serif;font-size:13px;line-height:20px;color:#555;"><b>Entrega em:</b> Rua Padre Valdevino, 1220, apto 304 &ndash; Joaquim Távora, Fortaleza &ndash; CE, CEP 60135-041<br><b>Prazo:</b> até 8 dias úteis após a aprovação</td></tr>
<tr><td style="padding:6px 32px 24px;">${
        button("https://www.vitrinecaju.com.br/account#/orders/1387720915623-01", "Acompanhar pedido", "#f77f00")
      }</td></tr>
<tr><td align="center" style="padding:18px 32px;background:#f4f4f4;font-family:Roboto,Arial,sans-serif;font-size:11px;color:#888;">A nota fiscal será enviada por e-mail quando o pedido for faturado.<br>Vitrine Caju Comércio Digital Ltda. &middot; CNPJ 31.447.902/0001-18 &middot; SAC 0800 591 2270</td></tr>`,
    ),
    enc: "qp",
  },
  // ------------------------------------------------------------ Tavolata (restaurant booking)
  {
    family: "tavolata-prenota",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://link.tavolata.it/ls/click?upn=a8Kx-2BzT4pQ9mV1rW7nY3cE5fH0jL6sD2gB8uN4oI1kX9-2Fvemail",
    from: "Tavolata <ciao@tavolata.it>",
    subject: "Conferma il tuo indirizzo email",
    date: "Sat, 14 Nov 2026 19:22:10 +0100",
    text: `Ciao Sam,

benvenuto su Tavolata! Manca solo un passaggio: conferma il tuo indirizzo email per attivare il profilo e iniziare a raccogliere i Punti Forchetta.

Conferma email: https://link.tavolata.it/ls/click?upn=a8Kx-2BzT4pQ9mV1rW7nY3cE5fH0jL6sD2gB8uN4oI1kX9-2Fvemail

Il link scade tra 3 giorni.

Se non hai creato tu l'account, ignora questo messaggio.

Tavolata S.r.l. – Via Paolo Sarpi 31, 20154 Milano – P.IVA 11820440961
`,
    html: page(
      "Conferma il tuo indirizzo email",
      "Manca solo un passaggio per attivare il profilo",
      `<tr><td align="center" style="padding:26px;"><img src="https://static.tavolata.it/email/tavolata-logo-verde.png" width="150" alt="Tavolata"></td></tr>
<tr><td style="padding:0 40px 14px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:23px;color:#333;">Ciao Sam,<br><br>benvenuto su Tavolata! Manca solo un passaggio: conferma il tuo indirizzo email per attivare il profilo e iniziare a raccogliere i Punti Forchetta.</td></tr>
<tr><td style="padding:10px 40px 20px;">${
        button(
          "https://link.tavolata.it/ls/click?upn=a8Kx-2BzT4pQ9mV1rW7nY3cE5fH0jL6sD2gB8uN4oI1kX9-2Fvemail",
          "Conferma email",
          "#2a9d8f",
        )
      }</td></tr>
<tr><td style="padding:0 40px 26px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:13px;color:#777;">Il link scade tra 3 giorni. Se non hai creato tu l'account, ignora questo messaggio.</td></tr>
<tr><td align="center" style="padding:18px 40px;background:#f1f7f6;font-family:Arial,sans-serif;font-size:11px;color:#888;"><a href="https://www.instagram.com/tavolata.it"><img src="https://static.tavolata.it/email/ig.png" width="22" alt="Instagram"></a>&nbsp;<a href="https://www.tiktok.com/@tavolata"><img src="https://static.tavolata.it/email/tt.png" width="22" alt="TikTok"></a><br>Tavolata S.r.l. &ndash; Via Paolo Sarpi 31, 20154 Milano &ndash; P.IVA 11820440961</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "tavolata-prenota",
    group: "negative",
    lang: "it",
    kind: "reservation-confirmed",
    code: null,
    link: null,
    from: "Tavolata <prenotazioni@tavolata.it>",
    subject: "Prenotazione confermata: Osteria del Gallo Nero, ven 11 dicembre ore 20:30",
    date: "Mon, 07 Dec 2026 10:40:44 +0100",
    text: `La tua prenotazione è confermata!

Osteria del Gallo Nero
Via dell'Orto 22, 50124 Firenze – tel. 055 228 4419

Venerdì 11 dicembre 2026, ore 20:30
4 persone – tavolo in sala interna
Codice prenotazione: TV-8QJ2-5521
Richieste: seggiolone per bambino

Offerta: -20% sul menu alla carta (bevande escluse). I Punti Forchetta (400) verranno accreditati dopo la cena.

Il ristorante tiene il tavolo per 15 minuti. Se hai un imprevisto puoi modificare o cancellare gratuitamente fino a 2 ore prima: https://www.tavolata.it/prenotazioni/TV-8QJ2-5521

Buon appetito!
Il team Tavolata
`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ Kringloopkist (second-hand)
  {
    family: "kringloopkist",
    group: "regional",
    lang: "nl",
    kind: "verify-email",
    code: "604291",
    link: "https://www.kringloopkist.nl/account/bevestig?token=kk_7hQ2pZr9Vw4LxN8c&code=604291",
    from: "Kringloopkist <welkom@kringloopkist.nl>",
    subject: "Bevestig je e-mailadres",
    date: "Tue, 17 Nov 2026 08:36:27 +0100",
    text: `Hoi Sam,

Leuk dat je je hebt aangemeld bij Kringloopkist! Bevestig je e-mailadres om advertenties te plaatsen en berichten te sturen.

Je bevestigingscode: 604291

Vul de code in de app in, of klik op deze link:
https://www.kringloopkist.nl/account/bevestig?token=kk_7hQ2pZr9Vw4LxN8c&code=604291

De code en de link zijn 24 uur geldig.

Groet,
Team Kringloopkist

Kringloopkist B.V. · Oudegracht 201 · 3511 NH Utrecht · KvK 81442097
`,
    html: page(
      "Bevestig je e-mailadres",
      "Je bevestigingscode is 24 uur geldig",
      `<tr><td style="padding:22px 32px;background:#264653;"><img src="https://cdn.kringloopkist.nl/mail/logo-wit.png" width="160" alt="Kringloopkist"></td></tr>
<tr><td style="padding:26px 32px 12px;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:22px;color:#333;">Hoi Sam,<br><br>Leuk dat je je hebt aangemeld bij Kringloopkist! Bevestig je e-mailadres om advertenties te plaatsen en berichten te sturen.</td></tr>
<tr><td style="padding:8px 32px;font-family:Verdana,Arial,sans-serif;font-size:12px;color:#888;" align="center">Je bevestigingscode</td></tr>
<tr><td align="center" style="padding:4px 32px 16px;font-family:Verdana,Arial,sans-serif;font-size:30px;font-weight:bold;letter-spacing:6px;color:#264653;">604291</td></tr>
<tr><td align="center" style="padding:0 32px 10px;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#555;">Vul de code in de app in, of bevestig met één klik:</td></tr>
<tr><td style="padding:6px 32px 22px;">${
        button(
          "https://www.kringloopkist.nl/account/bevestig?token=kk_7hQ2pZr9Vw4LxN8c&amp;code=604291",
          "E-mailadres bevestigen",
          "#e9c46a",
        )
      }</td></tr>
<tr><td style="padding:0 32px 22px;font-family:Verdana,Arial,sans-serif;font-size:12px;color:#888;" align="center">De code en de link zijn 24 uur geldig.</td></tr>
<tr><td align="center" style="padding:16px 32px;background:#f0f4f5;font-family:Verdana,Arial,sans-serif;font-size:10px;color:#888;">Kringloopkist B.V. &middot; Oudegracht 201 &middot; 3511 NH Utrecht &middot; KvK 81442097<br><a href="https://www.kringloopkist.nl/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://www.kringloopkist.nl/voorwaarden" style="color:#888;">Voorwaarden</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "kringloopkist",
    group: "negative",
    lang: "nl",
    kind: "price-drop",
    code: null,
    link: null,
    from: "Kringloopkist <meldingen@kringloopkist.nl>",
    subject: "Prijsverlaging: Gazelle Chamonix damesfiets nu € 185",
    date: "Thu, 03 Dec 2026 16:05:12 +0100",
    text: `Goed nieuws! Een advertentie op je favorietenlijst is in prijs verlaagd.

Gazelle Chamonix damesfiets, 57 cm, 7 versnellingen
Was € 240 – nu € 185
Ophalen in Amersfoort (3817) of verzenden met Kringloopkist Verzending (€ 39,95)
Advertentienummer: 2214-58830

Bekijk advertentie: https://www.kringloopkist.nl/a/2214-58830?utm_source=pricedrop&utm_medium=email

Tip: met de code KIST5 krijg je tot 31 december € 5 korting op verzending boven € 50.

Deze meldingen uitzetten: https://www.kringloopkist.nl/instellingen/meldingen
`,
    html: page(
      "Prijsverlaging",
      "Was € 240 – nu € 185",
      `<tr><td style="padding:22px 32px;background:#264653;"><img src="https://cdn.kringloopkist.nl/mail/logo-wit.png" width="160" alt="Kringloopkist"></td></tr>
<tr><td style="padding:22px 32px 10px;font-family:Verdana,Arial,sans-serif;font-size:16px;color:#264653;"><b>Goed nieuws!</b> Een favoriet is in prijs verlaagd.</td></tr>
<tr><td style="padding:0 32px;"><a href="https://www.kringloopkist.nl/a/2214-58830?utm_source=pricedrop&amp;utm_medium=email"><img src="https://img.kringloopkist.nl/ads/2214-58830/1_536.jpg" width="536" alt="Gazelle Chamonix damesfiets" style="display:block;width:100%;border-radius:6px;"></a></td></tr>
<tr><td style="padding:12px 32px;font-family:Verdana,Arial,sans-serif;font-size:14px;color:#333;">Gazelle Chamonix damesfiets, 57 cm, 7 versnellingen<br><span style="text-decoration:line-through;color:#999;">&euro; 240</span> <b style="font-size:20px;color:#e76f51;">&euro; 185</b><br><span style="font-size:12px;color:#777;">Ophalen in Amersfoort (3817) of verzenden (&euro; 39,95) &middot; nr. 2214-58830</span></td></tr>
<tr><td style="padding:6px 32px 18px;">${
        button(
          "https://www.kringloopkist.nl/a/2214-58830?utm_source=pricedrop&amp;utm_medium=email",
          "Bekijk advertentie",
          "#e76f51",
        )
      }</td></tr>
<tr><td style="padding:0 32px 18px;font-family:Verdana,Arial,sans-serif;font-size:12px;color:#555;">Tip: met de code <b>KIST5</b> krijg je tot 31 december &euro; 5 korting op verzending boven &euro; 50.</td></tr>
<tr><td align="center" style="padding:14px 32px;background:#f0f4f5;font-family:Verdana,Arial,sans-serif;font-size:10px;color:#888;"><a href="https://www.kringloopkist.nl/instellingen/meldingen" style="color:#888;">Deze meldingen uitzetten</a></td></tr>`,
    ),
    enc: "b64",
  },
  // ------------------------------------------------------------ Paczkobox Wisła (parcel lockers)
  {
    family: "paczkobox-wisla",
    group: "regional",
    lang: "pl",
    kind: "locker-pickup-code",
    code: "482913",
    link: null,
    from: "Paczkobox <powiadomienia@paczkobox.pl>",
    subject: "Paczka czeka w automacie KRA118M – kod odbioru w środku",
    date: "Fri, 04 Dec 2026 13:27:48 +0100",
    text: `Twoja paczka od sklepu ksiegarnia-pod-sowami.pl czeka na odbiór!

Automat: KRA118M
Adres: ul. Wielicka 259 (przy Biedronce), 30-663 Kraków
Czynny 24/7

Kod odbioru: 482 913
Numer telefonu powiązany z przesyłką: +48 ••• ••• 417

Numer przesyłki: 6820 0711 4482 0193 3051 77
Termin odbioru: do 06.12.2026, godz. 13:27 (48 godzin)

Jak odebrać: wybierz na ekranie "Odbierz paczkę", wpisz numer telefonu i kod odbioru. Skrytka otworzy się automatycznie.

Możesz też odebrać paczkę w aplikacji Paczkobox, bez wpisywania kodu: https://paczkobox.pl/aplikacja

Infolinia: 22 290 81 81
Paczkobox sp. z o.o., ul. Okrężna 13, 02-916 Warszawa, KRS 0000812277
`,
    html: page(
      "Paczka czeka na odbiór",
      "Kod odbioru i adres automatu KRA118M",
      `<tr><td style="padding:18px 28px;background:#ffb703;"><img src="https://paczkobox.pl/static/mail/paczkobox-logo.png" width="150" alt="Paczkobox"></td></tr>
<tr><td style="padding:24px 28px 10px;font-family:Arial,sans-serif;font-size:19px;font-weight:bold;color:#023047;">Twoja paczka czeka na odbiór!</td></tr>
<tr><td style="padding:0 28px 14px;font-family:Arial,sans-serif;font-size:14px;color:#555;">Nadawca: ksiegarnia-pod-sowami.pl</td></tr>
<tr><td style="padding:0 28px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#023047;border-radius:8px;"><tr><td align="center" style="padding:18px;font-family:Arial,sans-serif;color:#ffffff;"><span style="font-size:12px;letter-spacing:1px;">KOD ODBIORU</span><br><span style="font-size:38px;font-weight:bold;letter-spacing:6px;">482 913</span></td></tr></table></td></tr>
<tr><td style="padding:16px 28px;"><table width="100%">${
        rows([
          ["Automat", "<b>KRA118M</b>"],
          ["Adres", "ul. Wielicka 259 (przy Biedronce), 30-663 Kraków"],
          ["Godziny", "24/7"],
          ["Telefon", "+48 &bull;&bull;&bull; &bull;&bull;&bull; 417"],
          ["Numer przesyłki", "6820 0711 4482 0193 3051 77"],
          ["Termin odbioru", "do 06.12.2026, 13:27"],
        ])
      }</table></td></tr>
<tr><td style="padding:0 28px 16px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#555;">Jak odebrać: wybierz na ekranie &bdquo;Odbierz paczkę&rdquo;, wpisz numer telefonu i kod odbioru. Skrytka otworzy się automatycznie.</td></tr>
<tr><td align="center" style="padding:0 28px 22px;"><a href="https://apps.apple.com/pl/app/paczkobox/id1539022417"><img src="https://paczkobox.pl/static/mail/appstore-pl.png" height="38" alt="Pobierz w App Store"></a> <a href="https://play.google.com/store/apps/details?id=pl.paczkobox.app"><img src="https://paczkobox.pl/static/mail/googleplay-pl.png" height="38" alt="Pobierz z Google Play"></a></td></tr>
<tr><td style="padding:14px 28px;background:#f1f1f1;font-family:Arial,sans-serif;font-size:10px;color:#888;">Infolinia 22 290 81 81 &middot; Paczkobox sp. z o.o., ul. Okrężna 13, 02-916 Warszawa, KRS 0000812277 &middot; <a href="https://paczkobox.pl/regulamin" style="color:#888;">Regulamin</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "paczkobox-wisla",
    group: "negative",
    lang: "pl",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Paczkobox <powiadomienia@paczkobox.pl>",
    subject: "Paczka odebrana – dziękujemy!",
    date: "Fri, 04 Dec 2026 18:02:11 +0100",
    text:
      `Paczka 6820 0711 4482 0193 3051 77 została odebrana 04.12.2026 o 18:01 z automatu KRA118M (ul. Wielicka 259, Kraków).

Jeśli to nie Ty odebrałeś/aś paczkę, zgłoś to w ciągu 24 godzin pod numerem 22 290 81 81 lub przez formularz: https://paczkobox.pl/reklamacje

Oceń odbiór w skali 1–5: https://paczkobox.pl/ocena?p=68200711448201933051

Paczkobox sp. z o.o., ul. Okrężna 13, 02-916 Warszawa
`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ Matkassen Norrsken (meal kits)
  {
    family: "matkassen-norrsken",
    group: "regional",
    lang: "sv",
    kind: "magic-link",
    code: null,
    link: "https://konto.norrskenmatkassen.se/logga-in/lank?token=eyJ1IjoiNTUxMjgiLCJ0IjoxNzY0NDc4MjAwfQ.Jx8vR2mQpL",
    from: "Norrsken Matkassen <hej@norrskenmatkassen.se>",
    subject: "Din inloggningslänk",
    date: "Sun, 29 Nov 2026 17:10:00 +0100",
    text: `Hej Sam!

Klicka på länken för att logga in på Mina sidor. Där kan du byta recept, pausa en leverans eller ändra leveransdag.

Logga in: https://konto.norrskenmatkassen.se/logga-in/lank?token=eyJ1IjoiNTUxMjgiLCJ0IjoxNzY0NDc4MjAwfQ.Jx8vR2mQpL

Länken gäller i 20 minuter och kan bara användas en gång.

Nästa leverans: torsdag 3 december mellan 17:00 och 21:00. Sista dag att ändra: måndag 30 november kl. 23:59.

Norrsken Matkassen AB, Magasinsgatan 8, 411 18 Göteborg · Kundtjänst 031-788 20 40
`,
    html: page(
      "Logga in",
      "Länken gäller i 20 minuter",
      `<tr><td style="padding:26px 34px;"><img src="https://static.norrskenmatkassen.se/mail/norrsken-logo.png" width="170" alt="Norrsken Matkassen"></td></tr>
<tr><td style="padding:0 34px 16px;font-family:'Gill Sans','Trebuchet MS',sans-serif;font-size:16px;line-height:24px;color:#2f3e46;">Hej Sam!<br><br>Klicka på knappen för att logga in på Mina sidor. Där kan du byta recept, pausa en leverans eller ändra leveransdag.</td></tr>
<tr><td style="padding:6px 34px 18px;">${
        button(
          "https://konto.norrskenmatkassen.se/logga-in/lank?token=eyJ1IjoiNTUxMjgiLCJ0IjoxNzY0NDc4MjAwfQ.Jx8vR2mQpL",
          "Logga in",
          "#52796f",
        )
      }</td></tr>
<tr><td style="padding:0 34px 24px;font-family:'Gill Sans','Trebuchet MS',sans-serif;font-size:13px;line-height:20px;color:#6b7b80;">Länken gäller i 20 minuter och kan bara användas en gång.<br><br>Nästa leverans: torsdag 3 december mellan 17:00 och 21:00. Sista dag att ändra: måndag 30 november kl. 23:59.</td></tr>
<tr><td align="center" style="padding:16px 34px;background:#eef3f1;font-family:'Trebuchet MS',sans-serif;font-size:11px;color:#889;">Norrsken Matkassen AB, Magasinsgatan 8, 411 18 Göteborg &middot; Kundtjänst 031-788 20 40</td></tr>`,
    ),
    enc: "8bit",
  },
  {
    family: "matkassen-norrsken",
    group: "negative",
    lang: "sv",
    kind: "receipt",
    code: null,
    link: null,
    from: "Norrsken Matkassen <kvitto@norrskenmatkassen.se>",
    subject: "Kvitto för vecka 49 – ordernummer 5512-4937",
    date: "Thu, 03 Dec 2026 21:34:18 +0100",
    text: `Tack för din beställning!

Ordernummer: 5512-4937
Leveransdatum: 3 december 2026
Levererat till: Kastanjegatan 14, 416 52 Göteborg

Familjekassen, 4 portioner x 4 middagar    899,00 kr
Tillval: Kanelbullar 8 st                   69,00 kr
Leverans                                    0,00 kr
Rabatt (vän-värvning)                     -100,00 kr
Totalt                                     868,00 kr
varav moms 12 %                             93,00 kr

Betalt med Klarna faktura, förfallodag 2 januari 2027.

Veckans recept: https://www.norrskenmatkassen.se/recept/vecka-49
Org.nr 559211-4403
`,
    html: null,
    enc: "b64",
  },
  // ------------------------------------------------------------ Kumoji Ticket (event tickets, Japan)
  {
    family: "kumoji-ticket",
    group: "regional",
    lang: "ja",
    kind: "verify-code",
    code: "384207",
    link: null,
    from: "クモジチケット <no-reply@kumoji-ticket.jp>",
    subject: "【クモジチケット】確認コードのお知らせ",
    date: "Sat, 21 Nov 2026 10:00:41 +0900",
    text: `サム・リーダー 様

クモジチケットをご利用いただき、ありがとうございます。
会員登録（メールアドレスの確認）のための確認コードをお送りします。

━━━━━━━━━━━━━━━━━━
確認コード：384207
━━━━━━━━━━━━━━━━━━

登録画面に上記の確認コードを入力してください。
有効期限：発行から30分（2026/11/21 10:30まで）

※本メールにお心当たりのない場合は、破棄していただきますようお願いいたします。
※本メールは送信専用アドレスから配信しています。ご返信いただいてもお答えできません。

■お問い合わせ
https://kumoji-ticket.jp/help/
受付時間 10:00～18:00（土日祝を除く）

株式会社クモジエンタテインメント
〒150-0043 東京都渋谷区道玄坂1-22-9
`,
    html: null,
    enc: "b64",
  },
  {
    family: "kumoji-ticket",
    group: "negative",
    lang: "ja",
    kind: "purchase-complete",
    code: null,
    link: null,
    from: "クモジチケット <info@kumoji-ticket.jp>",
    subject: "【クモジチケット】お申し込み完了のお知らせ（受付番号：KT2611-0047813）",
    date: "Sun, 22 Nov 2026 12:15:09 +0900",
    text: `サム・リーダー 様

以下の内容でチケットのお申し込みを受け付けました。

■受付番号：KT2611-0047813
■公演名：ハルカゼ・オーケストラ ウィンターコンサート2026
■公演日時：2026年12月19日（土） 開場 17:00 ／ 開演 18:00
■会場：すみだ音楽ホール 大ホール（東京都墨田区錦糸1-2-3）
■席種：S席 2階 C列 14番・15番
■枚数：2枚
■チケット代金：8,800円 × 2枚 = 17,600円
■システム利用料：440円 × 2枚 = 880円
■お支払い合計：18,480円（クレジットカード ****-****-****-4821）

■受取方法：電子チケット
公演日の3日前（12月16日 12:00）から、アプリ「クモジチケット」でチケットが表示されます。
入場時にスマートフォンの画面をスタッフにご提示ください。

マイページ：https://kumoji-ticket.jp/mypage/orders/KT2611-0047813

※お申し込み後の変更・キャンセルはできません。
※未就学児の入場はご遠慮ください。

株式会社クモジエンタテインメント
お問い合わせ：https://kumoji-ticket.jp/help/
`,
    html: `<html><head><meta charset="UTF-8"></head><body style="margin:0;padding:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f2f2"><tr><td align="center" style="padding:16px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'Hiragino Kaku Gothic ProN','メイリオ',Meiryo,sans-serif;">
<tr><td style="padding:14px 20px;background:#3a0ca3;"><img src="https://kumoji-ticket.jp/img/mail/logo_w.png" width="140" alt="クモジチケット"></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.8;color:#333;">サム・リーダー 様<br><br>以下の内容でチケットのお申し込みを受け付けました。</td></tr>
<tr><td style="padding:0 20px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><th align="left" width="32%" style="background:#ede7f6;border:1px solid #d1c4e9;">受付番号</th><td style="border:1px solid #d1c4e9;">KT2611-0047813</td></tr>
<tr><th align="left" style="background:#ede7f6;border:1px solid #d1c4e9;">公演名</th><td style="border:1px solid #d1c4e9;">ハルカゼ・オーケストラ ウィンターコンサート2026</td></tr>
<tr><th align="left" style="background:#ede7f6;border:1px solid #d1c4e9;">公演日時</th><td style="border:1px solid #d1c4e9;">2026年12月19日（土）開場 17:00 ／ 開演 18:00</td></tr>
<tr><th align="left" style="background:#ede7f6;border:1px solid #d1c4e9;">会場</th><td style="border:1px solid #d1c4e9;">すみだ音楽ホール 大ホール</td></tr>
<tr><th align="left" style="background:#ede7f6;border:1px solid #d1c4e9;">席種・座席</th><td style="border:1px solid #d1c4e9;">S席 2階 C列 14番・15番</td></tr>
<tr><th align="left" style="background:#ede7f6;border:1px solid #d1c4e9;">お支払い合計</th><td style="border:1px solid #d1c4e9;">18,480円（チケット代金 17,600円＋システム利用料 880円）</td></tr>
<tr><th align="left" style="background:#ede7f6;border:1px solid #d1c4e9;">受取方法</th><td style="border:1px solid #d1c4e9;">電子チケット（12月16日 12:00から表示）</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:13px;line-height:1.8;color:#555;">入場時にスマートフォンの画面をスタッフにご提示ください。<br>※お申し込み後の変更・キャンセルはできません。</td></tr>
<tr><td align="center" style="padding:0 20px 20px;"><a href="https://kumoji-ticket.jp/mypage/orders/KT2611-0047813" style="display:inline-block;background:#3a0ca3;color:#fff;padding:12px 40px;text-decoration:none;border-radius:24px;font-size:14px;">マイページで確認する</a></td></tr>
<tr><td style="padding:14px 20px;background:#eeeeee;font-size:11px;color:#888;">株式会社クモジエンタテインメント ／ <a href="https://kumoji-ticket.jp/help/" style="color:#888;">お問い合わせ</a> ／ <a href="https://kumoji-ticket.jp/privacy/" style="color:#888;">個人情報保護方針</a><br>&copy; 2026 Kumoji Entertainment Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // ------------------------------------------------------------ Bomnal Market (Korea)
  {
    family: "bomnal-market",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "583016",
    link: null,
    from: "봄날마켓 <noreply@bomnalmarket.co.kr>",
    subject: "[봄날마켓] 이메일 인증번호 안내",
    date: "Tue, 17 Nov 2026 21:48:30 +0900",
    text: `안녕하세요, 봄날마켓입니다.

회원가입을 위한 이메일 인증번호를 안내해 드립니다.
아래 인증번호 6자리를 입력창에 입력해 주세요.

인증번호: 583016

인증번호는 발송 시점부터 3분간 유효합니다.
본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.

봄날마켓 고객센터 1588-4207 (평일 09:00~18:00)
(주)봄날커머스 | 대표 이하늘 | 사업자등록번호 214-88-51920 | 통신판매업신고 제2021-서울강남-04417호
서울특별시 강남구 테헤란로 427, 12층
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>이메일 인증번호</title></head>
<body style="margin:0;padding:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fafafa"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #eeeeee;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;">
<tr><td style="padding:28px 36px 0;"><img src="https://img.bomnalmarket.co.kr/mail/logo_bomnal.png" width="120" alt="봄날마켓"></td></tr>
<tr><td style="padding:24px 36px 8px;font-size:22px;font-weight:bold;color:#222;">이메일 인증번호 안내</td></tr>
<tr><td style="padding:0 36px 20px;font-size:14px;line-height:22px;color:#555;">회원가입을 위한 이메일 인증번호를 안내해 드립니다.<br>아래 인증번호 6자리를 입력창에 입력해 주세요.</td></tr>
<tr><td style="padding:0 36px;"><table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fff4e6"><tr><td align="center" style="padding:22px 0;font-size:34px;font-weight:bold;letter-spacing:8px;color:#ff6b00;">583016</td></tr></table></td></tr>
<tr><td style="padding:16px 36px 28px;font-size:13px;line-height:20px;color:#888;">인증번호는 발송 시점부터 <b>3분간</b> 유효합니다.<br>본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.</td></tr>
<tr><td style="padding:20px 36px;background:#f5f5f5;font-size:11px;line-height:18px;color:#999;">고객센터 1588-4207 (평일 09:00~18:00)<br>(주)봄날커머스 | 대표 이하늘 | 사업자등록번호 214-88-51920<br>서울특별시 강남구 테헤란로 427, 12층<br>&copy; BOMNAL COMMERCE Corp. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "bomnal-market",
    group: "negative",
    lang: "ko",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "봄날마켓 <order@bomnalmarket.co.kr>",
    subject: "[봄날마켓] 주문하신 상품의 배송이 시작되었습니다",
    date: "Wed, 25 Nov 2026 14:20:12 +0900",
    text: `샘 리더 고객님, 주문하신 상품이 출발했어요!

주문번호: 20261124-0188273
택배사: CJ대한통운
운송장번호: 6892-4417-0351
배송조회: https://www.bomnalmarket.co.kr/mypage/order/20261124-0188273/tracking

[상품 정보]
제주 감귤 5kg (로얄과) 1개  29,900원
유기농 현미 누룽지 300g 2개  15,800원

상품금액 45,700원
배송비 0원
쿠폰할인 -3,000원 (신규가입 쿠폰)
적립금 사용 -1,200원
최종 결제금액 41,500원 (카카오페이)

받는 분: 샘 리더 / 010-****-5521
배송지: 서울특별시 마포구 월드컵북로 58, 302호 (03992)

상품 수령 후 7일 이내에 구매확정을 해주시면 적립금 415원이 지급됩니다.
`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ Youlan Youxuan (China)
  {
    family: "youlan-youxuan",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "902714",
    link: null,
    from: "悠蓝优选 <service@youlanyouxuan.cn>",
    subject: "【悠蓝优选】登录验证码",
    date: "Mon, 30 Nov 2026 23:05:44 +0800",
    text: `尊敬的用户：

您正在登录悠蓝优选账号，本次验证码为：

902714

验证码5分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件，并建议及时修改密码。

悠蓝优选 · 品质好物每日上新
客服热线：400-820-7721（9:00-21:00）
杭州悠蓝电子商务有限公司 浙ICP备2021018842号
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f6f8;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f5f6f8"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'PingFang SC','Microsoft YaHei','微软雅黑',sans-serif;border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid #eef0f3;"><img src="https://static.youlanyouxuan.cn/mail/logo.png" height="28" alt="悠蓝优选"></td></tr>
<tr><td style="padding:28px 32px 10px;font-size:15px;color:#333;">尊敬的用户：</td></tr>
<tr><td style="padding:0 32px 16px;font-size:14px;line-height:24px;color:#555;">您正在登录悠蓝优选账号，本次验证码为：</td></tr>
<tr><td style="padding:0 32px;"><div style="background:#eef6ff;padding:18px 0;text-align:center;font-size:32px;font-weight:bold;letter-spacing:10px;color:#1677ff;">902714</div></td></tr>
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:22px;color:#888;">验证码<b>5分钟</b>内有效，请勿泄露给他人。如非本人操作，请忽略本邮件，并建议及时修改密码。</td></tr>
<tr><td style="padding:16px 32px;background:#fafbfc;font-size:12px;line-height:20px;color:#aaa;">客服热线：400-820-7721（9:00-21:00）<br>杭州悠蓝电子商务有限公司 &nbsp;浙ICP备2021018842号<br>此邮件由系统自动发送，请勿直接回复。</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "youlan-youxuan",
    group: "negative",
    lang: "zh",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "悠蓝优选 <order@youlanyouxuan.cn>",
    subject: "您的订单已发货，顺丰速运 SF1402287736519",
    date: "Wed, 02 Dec 2026 16:41:20 +0800",
    text: `亲爱的 Sam，您的订单已发货！

订单编号：YL202612010093318
下单时间：2026-12-01 20:17:45
快递公司：顺丰速运
运单号：SF1402287736519
预计送达：12月4日（周五）

商品清单：
1. 无线降噪耳机 Air Pro 3（月光白） × 1   ¥599.00
2. 硅胶保护套（雾蓝） × 1   ¥29.90

商品总额：¥628.90
运费：¥0.00
优惠券：-¥50.00（满500减50）
实付金额：¥578.90（支付宝）

收货地址：上海市徐汇区漕溪北路88号 1203室，200030

查看物流：https://www.youlanyouxuan.cn/order/YL202612010093318/logistics
如需开具发票，请在确认收货后30天内在“我的订单”中申请。
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f6f8;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f5f6f8"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<tr><td style="padding:20px 32px;border-bottom:1px solid #eef0f3;"><img src="https://static.youlanyouxuan.cn/mail/logo.png" height="28" alt="悠蓝优选"></td></tr>
<tr><td style="padding:24px 32px 8px;font-size:20px;color:#222;">亲爱的 Sam，您的订单已发货！</td></tr>
<tr><td style="padding:0 32px;"><table width="100%">${
      rows([["订单编号", "YL202612010093318"], ["下单时间", "2026-12-01 20:17:45"], ["快递公司", "顺丰速运"], [
        "运单号",
        "SF1402287736519",
      ], ["预计送达", "12月4日（周五）"]], "'PingFang SC','Microsoft YaHei',sans-serif")
    }</table></td></tr>
<tr><td style="padding:12px 32px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#333;border-top:1px solid #eee;">
<tr><td width="64"><img src="https://img.youlanyouxuan.cn/sku/88120/main_120.jpg" width="56" alt="无线降噪耳机"></td><td>无线降噪耳机 Air Pro 3（月光白）× 1</td><td align="right">¥599.00</td></tr>
<tr><td width="64"><img src="https://img.youlanyouxuan.cn/sku/88134/main_120.jpg" width="56" alt="硅胶保护套"></td><td>硅胶保护套（雾蓝）× 1</td><td align="right">¥29.90</td></tr>
</table><table width="100%">${
      rows([["商品总额", "¥628.90"], ["运费", "¥0.00"], ["优惠券（满500减50）", "-¥50.00"], [
        "<b>实付金额</b>",
        '<b style="color:#f5222d;">¥578.90</b>',
      ]], "'PingFang SC','Microsoft YaHei',sans-serif")
    }</table></td></tr>
<tr><td style="padding:8px 32px;font-size:13px;color:#666;">收货地址：上海市徐汇区漕溪北路88号 1203室，200030</td></tr>
<tr><td align="center" style="padding:18px 32px 26px;"><a href="https://www.youlanyouxuan.cn/order/YL202612010093318/logistics" style="display:inline-block;background:#1677ff;color:#fff;padding:10px 36px;border-radius:20px;text-decoration:none;font-size:14px;">查看物流</a></td></tr>
<tr><td style="padding:16px 32px;background:#fafbfc;font-size:12px;color:#aaa;">如需开具发票，请在确认收货后30天内在“我的订单”中申请。<br>杭州悠蓝电子商务有限公司 &nbsp;客服热线 400-820-7721</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // ------------------------------------------------------------ Rimal Stays (holiday rentals, Gulf)
  {
    family: "rimal-stays",
    group: "regional",
    lang: "ar",
    kind: "verify-link",
    code: null,
    link: "https://rimalstays.com/ar/account/verify?token=rml_e3Qx7Kp2Wv9Nc4Ls8Hb1&utm_source=email",
    from: "رمال ستايز <no-reply@rimalstays.com>",
    subject: "أكّد بريدك الإلكتروني لإكمال إنشاء حسابك",
    date: "Sun, 15 Nov 2026 20:30:18 +0400",
    text: `مرحباً Sam،

شكراً لتسجيلك في رمال ستايز، منصة الشاليهات والبيوت الريفية في الإمارات وعُمان.

لإكمال إنشاء حسابك، يرجى تأكيد بريدك الإلكتروني عبر الرابط التالي:
https://rimalstays.com/ar/account/verify?token=rml_e3Qx7Kp2Wv9Nc4Ls8Hb1&utm_source=email

الرابط صالح لمدة 24 ساعة.

إذا لم تقم بإنشاء حساب، يمكنك تجاهل هذه الرسالة.

فريق رمال ستايز
خدمة العملاء: ‎+971 4 557 3120‎
رمال ستايز ش.ذ.م.م، برج الشيخ راشد، الطابق 17، دبي، الإمارات العربية المتحدة
`,
    html:
      `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>تأكيد البريد الإلكتروني</title></head>
<body style="margin:0;padding:0;background:#f7f3ee;" dir="rtl">
<div style="display:none;max-height:0;overflow:hidden;">خطوة واحدة لإكمال حسابك&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f7f3ee"><tr><td align="center" style="padding:28px 8px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,'Segoe UI',Arial,sans-serif;text-align:right;">
<tr><td align="center" style="padding:24px;background:#c8963e;"><img src="https://cdn.rimalstays.com/email/rimal-logo-ar.png" width="150" alt="رمال ستايز"></td></tr>
<tr><td style="padding:30px 36px 10px;font-size:16px;line-height:28px;color:#333;">مرحباً Sam،<br><br>شكراً لتسجيلك في رمال ستايز، منصة الشاليهات والبيوت الريفية في الإمارات وعُمان. لإكمال إنشاء حسابك، يرجى تأكيد بريدك الإلكتروني.</td></tr>
<tr><td align="center" style="padding:18px 36px;"><a href="https://rimalstays.com/ar/account/verify?token=rml_e3Qx7Kp2Wv9Nc4Ls8Hb1&amp;utm_source=email" style="display:inline-block;background:#c8963e;color:#ffffff;padding:14px 40px;border-radius:6px;text-decoration:none;font-size:16px;font-weight:bold;">تأكيد البريد الإلكتروني</a></td></tr>
<tr><td style="padding:8px 36px 28px;font-size:13px;line-height:22px;color:#888;">الرابط صالح لمدة 24 ساعة. إذا لم تقم بإنشاء حساب، يمكنك تجاهل هذه الرسالة.</td></tr>
<tr><td align="center" style="padding:18px 36px;background:#3d2c1e;font-size:11px;line-height:19px;color:#d9c7a7;">خدمة العملاء: <span dir="ltr">+971 4 557 3120</span><br>رمال ستايز ش.ذ.م.م، برج الشيخ راشد، الطابق 17، دبي<br><a href="https://rimalstays.com/ar/privacy" style="color:#d9c7a7;">سياسة الخصوصية</a> | <a href="https://rimalstays.com/ar/terms" style="color:#d9c7a7;">الشروط والأحكام</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "rimal-stays",
    group: "negative",
    lang: "ar",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "رمال ستايز <bookings@rimalstays.com>",
    subject: "تم تأكيد حجزك رقم RS-260918 – شاليه النخيل، رأس الخيمة",
    date: "Wed, 18 Nov 2026 13:12:05 +0400",
    text: `تم تأكيد حجزك!

رقم الحجز: RS-260918
العقار: شاليه النخيل – مسبح خاص، 3 غرف نوم
العنوان: منطقة الحمرا، رأس الخيمة، الإمارات
تسجيل الوصول: الخميس 24 ديسمبر 2026 بعد الساعة 3:00 م
تسجيل المغادرة: السبت 26 ديسمبر 2026 قبل الساعة 12:00 ظهراً
عدد الضيوف: 4 بالغين، طفلان

السعر: 2 ليلة × 1,450 درهم = 2,900 درهم
رسوم التنظيف: 200 درهم
ضريبة القيمة المضافة 5%: 155 درهم
الإجمالي المدفوع: 3,255 درهم (فيزا تنتهي بـ 4821)
مبلغ التأمين القابل للاسترداد: 1,000 درهم يُدفع عند الوصول

المضيف: أبو خالد – ‎+971 50 214 8830‎
سيرسل لك المضيف موقع العقار وتعليمات الدخول قبل يوم من الوصول.

سياسة الإلغاء: استرداد كامل حتى 17 ديسمبر 2026.
عرض الحجز: https://rimalstays.com/ar/trips/RS-260918
`,
    html: `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f7f3ee;" dir="rtl">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f7f3ee"><tr><td align="center" style="padding:28px 8px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,'Segoe UI',Arial,sans-serif;text-align:right;">
<tr><td align="center" style="padding:24px;background:#c8963e;"><img src="https://cdn.rimalstays.com/email/rimal-logo-ar.png" width="150" alt="رمال ستايز"></td></tr>
<tr><td style="padding:0;"><img src="https://cdn.rimalstays.com/listings/8841/cover-600.jpg" width="600" alt="شاليه النخيل" style="display:block;width:100%;"></td></tr>
<tr><td style="padding:22px 32px 6px;font-size:22px;font-weight:bold;color:#3d2c1e;">تم تأكيد حجزك!</td></tr>
<tr><td style="padding:0 32px 12px;font-size:14px;color:#777;">رقم الحجز: <b dir="ltr">RS-260918</b></td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#333;">
<tr><td style="color:#888;">العقار</td><td>شاليه النخيل – مسبح خاص، 3 غرف نوم</td></tr>
<tr><td style="color:#888;">تسجيل الوصول</td><td>الخميس 24 ديسمبر 2026 بعد 3:00 م</td></tr>
<tr><td style="color:#888;">تسجيل المغادرة</td><td>السبت 26 ديسمبر 2026 قبل 12:00 ظهراً</td></tr>
<tr><td style="color:#888;">الضيوف</td><td>4 بالغين، طفلان</td></tr>
<tr><td style="color:#888;">2 ليلة × 1,450 درهم</td><td>2,900 درهم</td></tr>
<tr><td style="color:#888;">رسوم التنظيف</td><td>200 درهم</td></tr>
<tr><td style="color:#888;">ضريبة القيمة المضافة 5%</td><td>155 درهم</td></tr>
<tr><td><b>الإجمالي المدفوع</b></td><td><b>3,255 درهم</b> (فيزا •••• 4821)</td></tr>
</table></td></tr>
<tr><td style="padding:14px 32px;font-size:13px;line-height:22px;color:#555;">المضيف: أبو خالد – <span dir="ltr">+971 50 214 8830</span><br>سيرسل لك المضيف موقع العقار وتعليمات الدخول قبل يوم من الوصول.<br>سياسة الإلغاء: استرداد كامل حتى 17 ديسمبر 2026.</td></tr>
<tr><td align="center" style="padding:10px 32px 26px;"><a href="https://rimalstays.com/ar/trips/RS-260918" style="display:inline-block;background:#3d2c1e;color:#fff;padding:12px 36px;border-radius:6px;text-decoration:none;font-size:15px;">عرض الحجز</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  // ------------------------------------------------------------ Lezzetyolu (food delivery, Türkiye)
  {
    family: "lezzetyolu",
    group: "regional",
    lang: "tr",
    kind: "delivery-code",
    code: "3917",
    link: null,
    from: "Lezzetyolu <siparis@lezzetyolu.com.tr>",
    subject: "Siparişin yola çıktı! Teslimat kodun: 3917",
    date: "Fri, 27 Nov 2026 20:04:33 +0300",
    text: `Afiyet olsun şimdiden, Sam!

Siparişin Köfteci Nurettin Usta (Kadıköy) restoranından yola çıktı.
Kurye: Emre K. – tahmini varış 20:25-20:35

Teslimat kodun: 3917
Kurye kapına geldiğinde bu 4 haneli kodu söyle. Kod olmadan sipariş teslim edilmez.

Sipariş no: LY-7731-0492
2 x Kasap köfte porsiyon        2 x 285,00 TL
1 x Piyaz                        95,00 TL
1 x Ayran (300 ml)               35,00 TL
Getirme ücreti                   24,90 TL
Toplam                          724,90 TL (Kart ile ödendi)

Adres: Caferağa Mah. Moda Cad. No: 112 D: 5, 34710 Kadıköy/İstanbul

Yardım: https://www.lezzetyolu.com.tr/yardim · 0850 466 53 98
`,
    html: page(
      "Siparişin yola çıktı",
      "Teslimat kodunu kuryeye söyle",
      `<tr><td style="padding:18px 28px;background:#e63946;"><img src="https://cdn.lezzetyolu.com.tr/mail/logo-beyaz.png" width="140" alt="Lezzetyolu"></td></tr>
<tr><td style="padding:24px 28px 6px;font-family:'Segoe UI',Arial,sans-serif;font-size:20px;font-weight:bold;color:#1d3557;">Siparişin yola çıktı!</td></tr>
<tr><td style="padding:0 28px 14px;font-family:'Segoe UI',Arial,sans-serif;font-size:14px;color:#555;">Köfteci Nurettin Usta (Kadıköy) &middot; Kurye: Emre K. &middot; tahmini varış 20:25&ndash;20:35</td></tr>
<tr><td style="padding:0 28px;font-family:'Segoe UI',Arial,sans-serif;font-size:13px;color:#777;" align="center">Teslimat kodun</td></tr>
<tr><td style="padding:6px 28px 6px;">${digits("3917", "#e63946")}</td></tr>
<tr><td align="center" style="padding:4px 28px 18px;font-family:'Segoe UI',Arial,sans-serif;font-size:13px;color:#777;">Kurye kapına geldiğinde bu 4 haneli kodu söyle. Kod olmadan sipariş teslim edilmez.</td></tr>
<tr><td style="padding:0 28px;"><table width="100%">${
        rows([
          ["Sipariş no", "LY-7731-0492"],
          ["2 &times; Kasap köfte porsiyon", "570,00 TL"],
          ["1 &times; Piyaz", "95,00 TL"],
          ["1 &times; Ayran (300 ml)", "35,00 TL"],
          ["Getirme ücreti", "24,90 TL"],
          ["<b>Toplam</b>", "<b>724,90 TL</b>"],
        ], "'Segoe UI',Arial,sans-serif")
      }</table></td></tr>
<tr><td style="padding:12px 28px 22px;font-family:'Segoe UI',Arial,sans-serif;font-size:12px;color:#777;">Adres: Caferağa Mah. Moda Cad. No: 112 D: 5, 34710 Kadıköy/İstanbul</td></tr>
<tr><td style="padding:14px 28px;background:#f1faee;font-family:'Segoe UI',Arial,sans-serif;font-size:11px;color:#888;"><a href="https://www.lezzetyolu.com.tr/yardim" style="color:#888;">Yardım</a> &middot; 0850 466 53 98 &middot; Lezzetyolu Teknoloji A.Ş., Kozyatağı, İstanbul</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "lezzetyolu",
    group: "negative",
    lang: "tr",
    kind: "e-invoice",
    code: null,
    link: null,
    from: "Lezzetyolu <fatura@lezzetyolu.com.tr>",
    subject: "e-Arşiv faturanız oluşturuldu – LYA2026000418827",
    date: "Fri, 27 Nov 2026 21:15:02 +0300",
    text: `Sayın Sam Reader,

LY-7731-0492 numaralı siparişinize ait e-Arşiv faturanız düzenlenmiştir.

Fatura no: LYA2026000418827
Fatura tarihi: 27.11.2026
ETTN: 4f0b2c7e-91a3-4d55-b8e2-70c1d9a64f13
Satıcı: Nurettin Gıda Ltd. Şti. – VKN 6310448271
Mal/hizmet toplamı: 671,20 TL
KDV (%10): 67,12 TL
Vergiler dahil toplam: 724,90 TL (yuvarlama dahil)

Faturanızı görüntülemek için: https://earsiv.lezzetyolu.com.tr/goruntule?ettn=4f0b2c7e-91a3-4d55-b8e2-70c1d9a64f13

Bu e-posta bilgilendirme amaçlıdır, yanıtlamayınız.
`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------ Jelajah Tiket (travel OTA, Indonesia)
  {
    family: "jelajah-tiket",
    group: "regional",
    lang: "id",
    kind: "otp-code",
    code: "615284",
    link: null,
    from: "Jelajah Tiket <noreply@jelajahtiket.co.id>",
    subject: "Kode OTP Jelajah Tiket kamu",
    date: "Mon, 23 Nov 2026 06:41:27 +0700",
    text: `Hai Sam,

Kode OTP untuk masuk ke akun Jelajah Tiket kamu:

615284

Kode berlaku selama 5 menit.

JANGAN BERIKAN kode ini kepada siapa pun, termasuk pihak yang mengaku dari Jelajah Tiket. Kami tidak pernah meminta kode OTP melalui telepon, chat, atau media sosial.

Butuh bantuan? Hubungi kami di https://www.jelajahtiket.co.id/bantuan atau 021 2958 4400 (24 jam).

PT Jelajah Nusa Digital
Gedung Wisma Mulia 2 Lt. 21, Jl. Jend. Gatot Subroto No. 42, Jakarta Selatan 12710
`,
    html: page(
      "Kode OTP",
      "Kode berlaku 5 menit. Jangan berikan kepada siapa pun.",
      `<tr><td style="padding:20px 30px;background:#0096c7;"><img src="https://assets.jelajahtiket.co.id/email/jt-logo-white.png" width="150" alt="Jelajah Tiket"></td></tr>
<tr><td style="padding:28px 30px 10px;font-family:'Nunito Sans',Arial,sans-serif;font-size:15px;line-height:23px;color:#333;">Hai Sam,<br><br>Kode OTP untuk masuk ke akun Jelajah Tiket kamu:</td></tr>
<tr><td style="padding:8px 30px;">${digits("615284", "#0077b6")}</td></tr>
<tr><td style="padding:10px 30px;font-family:'Nunito Sans',Arial,sans-serif;font-size:13px;color:#777;" align="center">Kode berlaku selama 5 menit.</td></tr>
<tr><td style="padding:10px 30px 24px;"><table width="100%" style="background:#fff3cd;border-radius:6px;"><tr><td style="padding:12px 14px;font-family:'Nunito Sans',Arial,sans-serif;font-size:13px;line-height:20px;color:#664d03;"><b>JANGAN BERIKAN</b> kode ini kepada siapa pun, termasuk pihak yang mengaku dari Jelajah Tiket. Kami tidak pernah meminta kode OTP melalui telepon, chat, atau media sosial.</td></tr></table></td></tr>
<tr><td align="center" style="padding:16px 30px;background:#f1f5f9;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#888;"><a href="https://www.jelajahtiket.co.id/bantuan" style="color:#0077b6;">Pusat Bantuan</a> &middot; 021 2958 4400 (24 jam)<br>PT Jelajah Nusa Digital, Gedung Wisma Mulia 2 Lt. 21, Jl. Jend. Gatot Subroto No. 42, Jakarta Selatan 12710<br>&copy; 2026 Jelajah Tiket</td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "jelajah-tiket",
    group: "negative",
    lang: "id",
    kind: "train-e-ticket",
    code: null,
    link: null,
    from: "Jelajah Tiket <eticket@jelajahtiket.co.id>",
    subject: "E-tiket Kereta: Jakarta Gambir - Yogyakarta, 24 Des 2026 (Kode Booking K7PQ2WX)",
    date: "Mon, 23 Nov 2026 06:58:14 +0700",
    text: `E-TIKET KERETA API

Kode Booking: K7PQ2WX
No. Pesanan Jelajah Tiket: 1208843371

Kereta: Taksaka Pagi (78)
Kelas: Eksekutif (A)
Berangkat: Kamis, 24 Des 2026, 08:50 - Gambir (GMR)
Tiba:      Kamis, 24 Des 2026, 15:12 - Yogyakarta (YK)

Penumpang
1. Sam Reader (Dewasa) - Paspor X1288470 - Gerbong EKS 3, Kursi 7A
2. Dita Pramesti (Dewasa) - NIK 3174********0002 - Gerbong EKS 3, Kursi 7B

Total pembayaran: Rp 1.160.000 (termasuk biaya layanan Rp 10.000)
Metode: Virtual Account BCA

Check-in bisa dilakukan mulai 7 hari sampai 1 jam sebelum keberangkatan lewat aplikasi mitra kereta, atau pakai face recognition di stasiun. Bawa kartu identitas asli yang sama dengan data pemesanan.

Lihat pesanan: https://www.jelajahtiket.co.id/pesanan/1208843371
`,
    html: null,
    enc: "qp",
  },
];
