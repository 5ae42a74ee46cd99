/**
 * The inbox of the manager of a family cattle-and-grain farm on the Brazil–Uruguay border (Santana do
 * Livramento / Rivera) over September and October: cooperative, suppliers, grain buyers, banks, machinery
 * and telematics, weather, registries, e-invoicing, freight, insurance, vet, telecom and shop mail in
 * Portuguese and Spanish, with some English, German and Italian; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 (month 1–12), local time with the given offset. */
function d(month: number, day: number, hh: number, mm: number, tz = "-0300"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${p(day)} ${MONTHS[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p((day * 7 + mm) % 60)} ${tz}`;
}

const ME = "Rodrigo Bertoldi <rodrigo.bertoldi@estanciatrescapoes.com.br>";

/** A plain newsletter-ish shell: coloured header bar, white card, grey footer. */
function card(o: {
  color: string;
  logo: string;
  logoAlt: string;
  pre: string;
  body: string;
  foot: string;
  width?: number;
}): string {
  const w = o.width ?? 600;
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title>
<style>@media only screen and (max-width:620px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:#eef0ec;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${o.pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef0ec;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="wrap" width="${w}" cellpadding="0" cellspacing="0" border="0" style="width:${w}px;background:#ffffff;border-radius:4px;">
<tr><td style="background:${o.color};padding:18px 28px;"><img src="${o.logo}" alt="${o.logoAlt}" height="34" style="display:block;border:0;"></td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#2b2b2b;">
${o.body}
</td></tr>
<tr><td style="padding:18px 28px;background:#f6f6f4;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#7a7a7a;">
${o.foot}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** A bulletproof button. */
function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:13px 26px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a></td>
</tr></table>`;
}

/** One cell per digit. */
function digits(code: string, color: string): string {
  const cells = [...code].map((ch) =>
    `<td style="width:40px;height:48px;border:1px solid #cfd6cc;border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};text-align:center;">${ch}</td>`
  ).join('<td style="width:6px;"></td>');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px auto;"><tr>${cells}</tr></table>`;
}

const PDF = (title: string) =>
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 60 >> stream\nBT /F1 12 Tf 72 770 Td (${title}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

export const mails: Mail[] = [
  // ---------------------------------------------------------------- cooperative
  {
    family: "coopercampanha",
    group: "regional",
    lang: "pt",
    kind: "price-bulletin",
    code: null,
    link: null,
    from: "Coopercampanha Informa <informativo@coopercampanha.coop.br>",
    to: ME,
    subject: "Boletim de preços — soja, trigo e boi gordo (semana 37)",
    date: d(9, 11, 6, 40),
    enc: "b64",
    text: `COOPERCAMPANHA — BOLETIM SEMANAL DE PREÇOS
Semana 37 · 07 a 11/09/2026

Preços praticados na unidade Santana do Livramento (balcão, à vista):
  Soja (sc 60 kg) ............ R$ 131,50  (+1,20)
  Trigo PH 78 (sc 60 kg) ..... R$ 72,00   (-0,50)
  Milho (sc 60 kg) ........... R$ 61,80   (=)
  Boi gordo (kg vivo) ........ R$ 11,35
  Vaca gorda (kg vivo) ....... R$ 10,10

Dólar comercial (fechamento 10/09): R$ 5,4120
Chicago soja nov/26: US$ 10,47/bu

Lembrete: o recebimento de trigo na unidade Rosário do Sul abre em 20/10.
Dúvidas sobre fixação: mesa de grãos (55) 3242-8100, ramal 214.

Ver boletim completo: https://www.coopercampanha.coop.br/boletins/2026-37

Você recebe este informativo por ser associado (matrícula 0041873).
Cancelar recebimento: https://www.coopercampanha.coop.br/descadastro?m=0041873
Cooperativa Agropecuária da Campanha Ltda. · Rua Duque de Caxias, 1450 · Santana do Livramento/RS · CEP 97573-010
`,
    html: card({
      color: "#1f6b3a",
      logo: "https://www.coopercampanha.coop.br/img/logo-branco.png",
      logoAlt: "Coopercampanha",
      pre: "Soja R$ 131,50 · Trigo R$ 72,00 · Boi gordo R$ 11,35/kg",
      body: `<h1 style="margin:0 0 6px;font-size:20px;color:#1f6b3a;">Boletim semanal de preços</h1>
<p style="margin:0 0 18px;color:#777;font-size:13px;">Semana 37 &middot; 07 a 11/09/2026 &middot; Unidade Santana do Livramento</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr style="background:#e7f1ea;"><th align="left">Produto</th><th align="right">Preço</th><th align="right">Var.</th></tr>
<tr><td style="border-bottom:1px solid #eee;">Soja (sc 60 kg)</td><td align="right" style="border-bottom:1px solid #eee;">R$ 131,50</td><td align="right" style="border-bottom:1px solid #eee;color:#1f8a3a;">+1,20</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Trigo PH 78 (sc 60 kg)</td><td align="right" style="border-bottom:1px solid #eee;">R$ 72,00</td><td align="right" style="border-bottom:1px solid #eee;color:#c0392b;">-0,50</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Milho (sc 60 kg)</td><td align="right" style="border-bottom:1px solid #eee;">R$ 61,80</td><td align="right" style="border-bottom:1px solid #eee;">=</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Boi gordo (kg vivo)</td><td align="right" style="border-bottom:1px solid #eee;">R$ 11,35</td><td align="right" style="border-bottom:1px solid #eee;">+0,15</td></tr>
<tr><td>Vaca gorda (kg vivo)</td><td align="right">R$ 10,10</td><td align="right">=</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;">D&oacute;lar comercial (fech. 10/09): <b>R$ 5,4120</b> &middot; Chicago soja nov/26: <b>US$ 10,47/bu</b></p>
<p style="font-size:13px;">Lembrete: o recebimento de trigo na unidade Ros&aacute;rio do Sul abre em 20/10. D&uacute;vidas sobre fixa&ccedil;&atilde;o: mesa de gr&atilde;os (55) 3242-8100, ramal 214.</p>
<p><a href="https://www.coopercampanha.coop.br/boletins/2026-37" style="color:#1f6b3a;">Ver boletim completo</a></p>`,
      foot:
        `Voc&ecirc; recebe este informativo por ser associado (matr&iacute;cula 0041873). <a href="https://www.coopercampanha.coop.br/descadastro?m=0041873" style="color:#7a7a7a;">Cancelar recebimento</a><br>
Cooperativa Agropecu&aacute;ria da Campanha Ltda. &middot; Rua Duque de Caxias, 1450 &middot; Santana do Livramento/RS &middot; CEP 97573-010<br>
<a href="https://www.facebook.com/coopercampanha" style="color:#7a7a7a;">Facebook</a> &middot; <a href="https://www.instagram.com/coopercampanha" style="color:#7a7a7a;">Instagram</a>`,
    }),
  },
  {
    family: "coopercampanha",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "305718",
    link: null,
    from: "Portal do Associado <nao-responda@portal.coopercampanha.coop.br>",
    to: ME,
    subject: "Código de acesso ao Portal do Associado",
    date: d(9, 14, 19, 2),
    enc: "qp",
    text: `Olá, Rodrigo.

Use o código abaixo para entrar no Portal do Associado:

    305 718

O código vale por 10 minutos e só pode ser usado uma vez.
Acesso solicitado em 14/09/2026 às 19:02, navegador Chrome / Android, Santana do Livramento (RS).

Se não foi você, ignore este e-mail e fale com o atendimento: (55) 3242-8100.

Coopercampanha — Portal do Associado
https://portal.coopercampanha.coop.br/ajuda
`,
    html: card({
      color: "#1f6b3a",
      logo: "https://portal.coopercampanha.coop.br/static/logo.png",
      logoAlt: "Coopercampanha — Portal do Associado",
      pre: "Seu código expira em 10 minutos.",
      body: `<p>Ol&aacute;, Rodrigo.</p>
<p>Use o c&oacute;digo abaixo para entrar no Portal do Associado:</p>
<p style="margin:24px 0;text-align:center;"><span style="display:inline-block;padding:14px 28px;background:#e7f1ea;border-radius:6px;font-family:'Courier New',monospace;font-size:32px;letter-spacing:8px;font-weight:bold;color:#1f6b3a;">305 718</span></p>
<p style="font-size:13px;color:#555;">O c&oacute;digo vale por 10 minutos e s&oacute; pode ser usado uma vez.<br>Acesso solicitado em 14/09/2026 &agrave;s 19:02 &middot; Chrome / Android &middot; Santana do Livramento (RS)</p>
<p style="font-size:13px;color:#555;">Se n&atilde;o foi voc&ecirc;, ignore este e-mail e fale com o atendimento: (55) 3242-8100.</p>`,
      foot:
        `<a href="https://portal.coopercampanha.coop.br/ajuda" style="color:#7a7a7a;">Ajuda</a> &middot; <a href="https://www.coopercampanha.coop.br/privacidade" style="color:#7a7a7a;">Privacidade</a><br>Cooperativa Agropecu&aacute;ria da Campanha Ltda. &middot; CNPJ 89.412.330/0001-07`,
    }),
  },
  {
    family: "coopercampanha",
    group: "regional",
    lang: "pt",
    kind: "assembly-notice",
    code: null,
    link: null,
    from: "Secretaria Coopercampanha <secretaria@coopercampanha.coop.br>",
    to: ME,
    subject: "Edital de convocação — Assembleia Geral Extraordinária 03/10/2026",
    date: d(9, 18, 10, 15),
    text: `EDITAL DE CONVOCAÇÃO
ASSEMBLEIA GERAL EXTRAORDINÁRIA

O Presidente da Cooperativa Agropecuária da Campanha Ltda., no uso das atribuições que lhe
confere o Estatuto Social, convoca os associados em pleno gozo de seus direitos, que nesta data
somam 1.284 (mil duzentos e oitenta e quatro), para a Assembleia Geral Extraordinária a realizar-se
no dia 03 de outubro de 2026, no Salão Social da sede, Rua Duque de Caxias, 1450, em
Santana do Livramento/RS, em primeira convocação às 8h com 2/3 dos associados, em segunda
convocação às 9h com metade mais um, e em terceira e última convocação às 10h com no mínimo
10 (dez) associados, para deliberar sobre a seguinte ordem do dia:

1. Aprovação do investimento na nova unidade de recebimento e secagem em Rosário do Sul
   (capacidade de 60.000 t);
2. Autorização para contratação de financiamento junto ao BRDE no valor de até R$ 38.000.000,00;
3. Reforma dos artigos 14 e 22 do Estatuto Social.

Santana do Livramento, 18 de setembro de 2026.

Valdir Antônio Scherer
Presidente

--
Secretaria Geral · (55) 3242-8100 ramal 201
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "coopercampanha",
    group: "regional",
    lang: "pt",
    kind: "statement",
    code: null,
    link: null,
    from: "Coopercampanha Grãos <graos@coopercampanha.coop.br>",
    to: ME,
    subject: "Extrato de movimentação de grãos — setembro/2026 (matrícula 0041873)",
    date: d(10, 2, 8, 5),
    enc: "qp",
    text: `Prezado associado,

Segue em anexo o extrato de movimentação de grãos referente a setembro de 2026.

Resumo:
  Saldo anterior (soja) ........ 4.812 sc
  Entradas ..................... 0 sc
  Fixações ..................... 1.500 sc a R$ 130,20 (contrato 26/0918)
  Saldo atual (soja) ........... 3.312 sc
  Taxa de armazenagem .......... R$ 1.987,20

Em caso de divergência, responda este e-mail em até 10 dias.

Setor de Grãos — Coopercampanha
(55) 3242-8100 ramal 214
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222;">
<p>Prezado associado,</p>
<p>Segue em anexo o extrato de movimenta&ccedil;&atilde;o de gr&atilde;os referente a <b>setembro de 2026</b>.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#bbb;font-size:12px;">
<tr><td>Saldo anterior (soja)</td><td align="right">4.812 sc</td></tr>
<tr><td>Entradas</td><td align="right">0 sc</td></tr>
<tr><td>Fixa&ccedil;&otilde;es</td><td align="right">1.500 sc a R$ 130,20 (contrato 26/0918)</td></tr>
<tr><td><b>Saldo atual (soja)</b></td><td align="right"><b>3.312 sc</b></td></tr>
<tr><td>Taxa de armazenagem</td><td align="right">R$ 1.987,20</td></tr>
</table>
<p>Em caso de diverg&ecirc;ncia, responda este e-mail em at&eacute; 10 dias.</p>
<p>Setor de Gr&atilde;os &mdash; Coopercampanha<br>(55) 3242-8100 ramal 214</p>
</body></html>`,
    attachment: ["extrato_graos_0041873_2026-09.pdf", "application/pdf", PDF("Extrato de graos 0041873 set/2026")],
  },
  // ---------------------------------------------------------------- input supplier (Uruguay)
  {
    family: "fertiquimica-litoral",
    group: "regional",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Fertiquímica del Litoral <despachos@fertiquimica.com.uy>",
    to: ME,
    subject: "Despacho de su pedido PV-26-08812 — camión en ruta",
    date: d(9, 9, 11, 48),
    enc: "8bit",
    text: `Estimado cliente:

Le informamos que su pedido PV-26-08812 salió hoy de nuestro depósito de Paysandú.

Detalle de la carga
  Urea granulada 46-0-0 ....... 18.000 kg (360 bolsas x 50 kg)
  Fosfato diamónico 18-46-0 ... 12.000 kg (12 big bags)
Transportista: Transportes Arapey · chofer Néstor Píriz · matrícula SAB 4127
Remito: R-0043391
Llegada estimada: jueves 10/09 entre 8:00 y 11:00 (Estancia Tres Capones, ruta 5 km 496)

Por favor tenga personal para la descarga. Consultas: 4722 6610 o WhatsApp 099 318 442.

Seguimiento del camión: https://clientes.fertiquimica.com.uy/pedidos/PV-26-08812

Fertiquímica del Litoral S.A. · Av. Salto 2210 · Paysandú · Uruguay
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #e07b00;font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:20px 24px;"><img src="https://clientes.fertiquimica.com.uy/assets/fq-logo.png" alt="Fertiquímica del Litoral" width="180"></td></tr>
<tr><td style="padding:0 24px 20px;">
<p>Estimado cliente:</p>
<p>Le informamos que su pedido <b>PV-26-08812</b> sali&oacute; hoy de nuestro dep&oacute;sito de Paysand&uacute;.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr style="background:#fbeedd;"><td><b>Producto</b></td><td align="right"><b>Cantidad</b></td></tr>
<tr><td>Urea granulada 46-0-0</td><td align="right">18.000 kg (360 bolsas x 50 kg)</td></tr>
<tr><td>Fosfato diam&oacute;nico 18-46-0</td><td align="right">12.000 kg (12 big bags)</td></tr>
</table>
<p style="font-size:13px;">Transportista: Transportes Arapey &middot; chofer N&eacute;stor P&iacute;riz &middot; matr&iacute;cula SAB 4127<br>
Remito: R-0043391<br>
Llegada estimada: <b>jueves 10/09 entre 8:00 y 11:00</b> (Estancia Tres Capones, ruta 5 km 496)</p>
<p style="font-size:13px;">Por favor tenga personal para la descarga. Consultas: 4722 6610 o WhatsApp 099 318 442.</p>
<p><a href="https://clientes.fertiquimica.com.uy/pedidos/PV-26-08812" style="color:#e07b00;font-weight:bold;">Seguir el cami&oacute;n</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#333;color:#bbb;font-size:11px;">Fertiqu&iacute;mica del Litoral S.A. &middot; Av. Salto 2210 &middot; Paysand&uacute; &middot; Uruguay &middot; RUT 120398450017</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fertiquimica-litoral",
    group: "regional",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "Facturación Fertiquímica <cfe@fertiquimica.com.uy>",
    to: ME,
    subject: "Comprobante Fiscal Electrónico e-Factura A 0218834",
    date: d(9, 10, 14, 20),
    text: `Adjuntamos su Comprobante Fiscal Electrónico.

Tipo: e-Factura  Serie: A  Número: 0218834
Fecha: 10/09/2026
Receptor: Bertoldi Agropecuaria SAS — RUT 217733410018
Total: USD 19.842,60 (IVA incluido)
Vencimiento: 10/12/2026 (plazo 90 días)

Puede verificar el comprobante en el sitio de la DGI con el código de seguridad impreso en el PDF.

Fertiquímica del Litoral S.A.
`,
    html: null,
    enc: "8bit",
    attachment: ["eFactura_A_0218834.pdf", "application/pdf", PDF("e-Factura A 0218834")],
  },
  {
    family: "fertiquimica-litoral",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://clientes.fertiquimica.com.uy/cuenta/restablecer?token=f7Q2kLx9Rw4bTz81mVpE",
    from: "Portal Clientes Fertiquímica <no-responder@fertiquimica.com.uy>",
    to: ME,
    subject: "Restablecer su contraseña",
    date: d(9, 22, 7, 31),
    enc: "qp",
    text: `Hola Rodrigo,

Recibimos un pedido para cambiar la contraseña de su usuario del Portal Clientes (rbertoldi).

Para elegir una nueva contraseña, ingrese aquí:
https://clientes.fertiquimica.com.uy/cuenta/restablecer?token=f7Q2kLx9Rw4bTz81mVpE

El enlace vence en 2 horas. Si usted no lo pidió, puede ignorar este mensaje; su contraseña actual sigue vigente.

Fertiquímica del Litoral
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #e07b00;font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:20px 24px;"><img src="https://clientes.fertiquimica.com.uy/assets/fq-logo.png" alt="Fertiquímica del Litoral" width="160"></td></tr>
<tr><td style="padding:0 24px 24px;">
<p>Hola Rodrigo,</p>
<p>Recibimos un pedido para cambiar la contrase&ntilde;a de su usuario del Portal Clientes (<b>rbertoldi</b>).</p>
${
      button(
        "https://clientes.fertiquimica.com.uy/cuenta/restablecer?token=f7Q2kLx9Rw4bTz81mVpE",
        "Elegir nueva contraseña",
        "#e07b00",
      )
    }
<p style="font-size:12px;color:#777;">El enlace vence en 2 horas. Si usted no lo pidi&oacute;, puede ignorar este mensaje; su contrase&ntilde;a actual sigue vigente.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#333;color:#bbb;font-size:11px;">Fertiqu&iacute;mica del Litoral S.A. &middot; Paysand&uacute; &middot; <a href="https://www.fertiquimica.com.uy/privacidad" style="color:#bbb;">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- grain buyer (Uruguay)
  {
    family: "granelera-del-queguay",
    group: "regional",
    lang: "es",
    kind: "contract-confirm-link",
    code: null,
    link: "https://negocios.granelera-queguay.com.uy/boletos/confirmar/4471?c=KQ8zP2mW",
    from: "Granelera del Queguay — Mesa de Negocios <mesa@granelera-queguay.com.uy>",
    to: ME,
    subject: "Confirmación de boleto de compraventa N° 4471 — soja 300 t",
    date: d(9, 16, 16, 5),
    enc: "qp",
    text: `Estimado Rodrigo:

De acuerdo a lo conversado telefónicamente con nuestro corredor Martín Echenique, registramos el
siguiente negocio a su nombre. Le pedimos que lo confirme en línea para que quede firme:

  Boleto N°: 4471
  Producto: Soja zafra 2025/26, calidad cámara
  Cantidad: 300 toneladas (+/- 5 %)
  Precio: USD 372,00 / t puesto Paysandú
  Entrega: 01/10 al 31/10/2026
  Pago: 48 h hábiles después de liquidada cada entrega

Confirmar el boleto:
https://negocios.granelera-queguay.com.uy/boletos/confirmar/4471?c=KQ8zP2mW

Si no confirma antes del viernes 18/09 a las 18:00, el negocio queda sin efecto.
Por cualquier diferencia, llame a la mesa: 4722 9180.

Granelera del Queguay S.A. · Ruta 3 km 372 · Paysandú
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ece7dc;">
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Georgia,serif;color:#2f2a22;">
<tr><td style="padding:22px 30px;border-bottom:3px solid #b8892b;"><img src="https://www.granelera-queguay.com.uy/img/gq-logo.png" alt="Granelera del Queguay" width="200"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:23px;">
<p>Estimado Rodrigo:</p>
<p>De acuerdo a lo conversado telef&oacute;nicamente con nuestro corredor Mart&iacute;n Echenique, registramos el siguiente negocio a su nombre. Le pedimos que lo confirme en l&iacute;nea para que quede firme:</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-family:Arial,sans-serif;font-size:13px;background:#faf6ee;border:1px solid #e3d8c2;">
<tr><td width="40%" style="color:#7a6a4f;">Boleto N&deg;</td><td><b>4471</b></td></tr>
<tr><td style="color:#7a6a4f;">Producto</td><td>Soja zafra 2025/26, calidad c&aacute;mara</td></tr>
<tr><td style="color:#7a6a4f;">Cantidad</td><td>300 toneladas (+/- 5 %)</td></tr>
<tr><td style="color:#7a6a4f;">Precio</td><td>USD 372,00 / t puesto Paysand&uacute;</td></tr>
<tr><td style="color:#7a6a4f;">Entrega</td><td>01/10 al 31/10/2026</td></tr>
<tr><td style="color:#7a6a4f;">Pago</td><td>48 h h&aacute;biles despu&eacute;s de liquidada cada entrega</td></tr>
</table>
${
      button(
        "https://negocios.granelera-queguay.com.uy/boletos/confirmar/4471?c=KQ8zP2mW",
        "Confirmar boleto 4471",
        "#b8892b",
      )
    }
<p style="font-size:13px;">Si no confirma antes del <b>viernes 18/09 a las 18:00</b>, el negocio queda sin efecto. Por cualquier diferencia, llame a la mesa: 4722 9180.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-family:Arial,sans-serif;font-size:11px;color:#8a8070;border-top:1px solid #eee;">Granelera del Queguay S.A. &middot; Ruta 3 km 372 &middot; Paysand&uacute; &middot; <a href="https://www.granelera-queguay.com.uy" style="color:#8a8070;">granelera-queguay.com.uy</a></td></tr>
</table>
</center></body></html>`,
  },
  {
    family: "granelera-del-queguay",
    group: "regional",
    lang: "es",
    kind: "price-board",
    code: null,
    link: null,
    from: "Granelera del Queguay <pizarra@granelera-queguay.com.uy>",
    to: ME,
    subject: "Pizarra de precios 23/09 — soja USD 375 / trigo USD 218",
    date: d(9, 23, 12, 30),
    text: `PIZARRA DE PRECIOS — miércoles 23/09/2026 (12:30)

Puesto Paysandú, USD/t, pago contado
  Soja disponible ....... 375
  Soja mayo 2027 ........ 362
  Trigo nueva cosecha ... 218  (dic/ene)
  Maíz disponible ....... 192
  Cebada cervecera ...... a consultar

Fletes de referencia (USD/t): Rivera–Paysandú 31 · Tacuarembó–Paysandú 24

Mesa de negocios: 4722 9180 · WhatsApp 098 447 120
Los precios son indicativos y pueden cambiar sin previo aviso.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "granelera-del-queguay",
    group: "regional",
    lang: "es",
    kind: "settlement",
    code: null,
    link: null,
    from: "Granelera del Queguay — Administración <liquidaciones@granelera-queguay.com.uy>",
    to: ME,
    subject: "Liquidación 26-1187 — boleto 4471 (primera entrega)",
    date: d(10, 9, 17, 12),
    enc: "b64",
    text: `Liquidación N° 26-1187
Boleto 4471 — Soja zafra 2025/26

Entregas 05/10 al 08/10/2026: 9 camiones, 268.420 kg brutos
Humedad promedio 13,4 % · merma 0,6 % · cuerpos extraños 0,8 %
Kilos netos liquidados: 265.183
Precio: USD 372,00/t
Importe bruto: USD 98.648,08
Comisión y gastos de recepción: USD 1.591,01
Importe neto: USD 97.057,07

Transferencia a cuenta BROU **** 3390 con fecha valor 12/10/2026.
Ver detalle por camión: https://negocios.granelera-queguay.com.uy/liquidaciones/26-1187
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#2f2a22;background:#ffffff;">
<div style="max-width:600px;margin:0 auto;border:1px solid #e3d8c2;">
<div style="background:#b8892b;color:#fff;padding:12px 18px;font-size:16px;font-weight:bold;">Liquidaci&oacute;n N&deg; 26-1187</div>
<div style="padding:18px;">
<p>Boleto 4471 &mdash; Soja zafra 2025/26</p>
<p>Entregas 05/10 al 08/10/2026: 9 camiones, 268.420 kg brutos<br>Humedad promedio 13,4 % &middot; merma 0,6 % &middot; cuerpos extra&ntilde;os 0,8 %</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:13px;">
<tr><td>Kilos netos liquidados</td><td align="right">265.183</td></tr>
<tr><td>Precio</td><td align="right">USD 372,00/t</td></tr>
<tr><td>Importe bruto</td><td align="right">USD 98.648,08</td></tr>
<tr><td>Comisi&oacute;n y gastos de recepci&oacute;n</td><td align="right">USD 1.591,01</td></tr>
<tr style="font-weight:bold;border-top:1px solid #ccc;"><td>Importe neto</td><td align="right">USD 97.057,07</td></tr>
</table>
<p>Transferencia a cuenta BROU **** 3390 con fecha valor 12/10/2026.</p>
<p><a href="https://negocios.granelera-queguay.com.uy/liquidaciones/26-1187" style="color:#b8892b;">Ver detalle por cami&oacute;n</a></p>
</div></div></body></html>`,
  },
  // ---------------------------------------------------------------- rural bank (Brazil)
  {
    family: "banco-sesmaria",
    group: "regional",
    lang: "pt",
    kind: "transaction-code",
    code: "620941",
    link: null,
    from: "Banco Sesmaria <seguranca@bancosesmaria.com.br>",
    to: ME,
    subject: "Código de segurança para confirmar seu Pix",
    date: d(9, 10, 15, 44),
    enc: "qp",
    text: `Banco Sesmaria

Rodrigo, você está fazendo um Pix de R$ 18.450,00 para FERTIQUIMICA DO BRASIL LTDA (CNPJ 27.118.402/0001-55)
a partir da conta Agro 0331 / 40218-6.

Seu código de segurança: 620941

Digite o código no app ou no Internet Banking para concluir. Ele expira em 5 minutos.
O Banco Sesmaria nunca pede este código por telefone, WhatsApp ou SMS.

Não reconhece esta operação? Ligue 0800 722 4410 (24 horas).
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f1ea;">
<span style="display:none!important;color:#f4f1ea;font-size:1px;">Pix de R$ 18.450,00 aguardando confirmação</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border:1px solid #e2dccd;">
<tr><td style="padding:22px 30px;background:#5a3e1b;"><img src="https://www.bancosesmaria.com.br/email/logo-sesmaria.png" alt="Banco Sesmaria" width="150" style="display:block;"></td></tr>
<tr><td style="padding:30px;font-family:'Segoe UI',Arial,sans-serif;color:#333;font-size:15px;line-height:22px;">
<p style="margin-top:0;">Rodrigo, voc&ecirc; est&aacute; fazendo um Pix de <b>R$ 18.450,00</b> para <b>FERTIQUIMICA DO BRASIL LTDA</b> (CNPJ 27.118.402/0001-55) a partir da conta Agro 0331 / 40218-6.</p>
<p style="margin-bottom:6px;">Seu c&oacute;digo de seguran&ccedil;a:</p>
${digits("620941", "#5a3e1b")}
<p style="font-size:13px;color:#666;">Digite o c&oacute;digo no app ou no Internet Banking para concluir. Ele expira em 5 minutos.<br>O Banco Sesmaria nunca pede este c&oacute;digo por telefone, WhatsApp ou SMS.</p>
<p style="font-size:13px;color:#666;">N&atilde;o reconhece esta opera&ccedil;&atilde;o? Ligue <b>0800 722 4410</b> (24 horas).</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f8f6f1;font-family:Arial,sans-serif;font-size:11px;color:#8b8478;">Banco Sesmaria S.A. &middot; Av. Borges de Medeiros, 2105 &middot; Porto Alegre/RS &middot; Ouvidoria 0800 722 4499<br><a href="https://www.bancosesmaria.com.br/seguranca" style="color:#8b8478;">Dicas de seguran&ccedil;a</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "banco-sesmaria",
    group: "regional",
    lang: "pt",
    kind: "statement",
    code: null,
    link: null,
    from: "Banco Sesmaria <extrato@bancosesmaria.com.br>",
    to: ME,
    subject: "Seu extrato mensal de setembro está disponível",
    date: d(10, 3, 9, 0),
    enc: "b64",
    text: `Olá, Rodrigo.

O extrato da sua Conta Agro 0331 / 40218-6 referente a setembro/2026 já está disponível no app e no Internet Banking.

Saldo em 30/09/2026: R$ 214.387,55
Limite de cheque especial rural: R$ 150.000,00
Aplicação LCA vencendo em 15/10/2026: R$ 80.000,00

Acesse pelo app Sesmaria Agro ou em https://www.bancosesmaria.com.br/ib

Banco Sesmaria — Central de Atendimento 3003 4410
`,
    html: card({
      color: "#5a3e1b",
      logo: "https://www.bancosesmaria.com.br/email/logo-sesmaria.png",
      logoAlt: "Banco Sesmaria",
      pre: "Saldo em 30/09: R$ 214.387,55",
      body: `<p>Ol&aacute;, Rodrigo.</p>
<p>O extrato da sua Conta Agro 0331 / 40218-6 referente a <b>setembro/2026</b> j&aacute; est&aacute; dispon&iacute;vel no app e no Internet Banking.</p>
<table role="presentation" cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;background:#f8f6f1;">
<tr><td>Saldo em 30/09/2026</td><td align="right"><b>R$ 214.387,55</b></td></tr>
<tr><td>Limite de cheque especial rural</td><td align="right">R$ 150.000,00</td></tr>
<tr><td>Aplica&ccedil;&atilde;o LCA vencendo em 15/10/2026</td><td align="right">R$ 80.000,00</td></tr>
</table>
<p style="margin-top:20px;"><a href="https://www.bancosesmaria.com.br/ib" style="color:#5a3e1b;font-weight:bold;">Acessar Internet Banking</a></p>
<p><a href="https://apps.apple.com/br/app/sesmaria-agro/id1588204117"><img src="https://www.bancosesmaria.com.br/email/app-store.png" alt="Baixar na App Store" height="36"></a> <a href="https://play.google.com/store/apps/details?id=br.com.sesmaria.agro"><img src="https://www.bancosesmaria.com.br/email/google-play.png" alt="Disponível no Google Play" height="36"></a></p>`,
      foot:
        `Banco Sesmaria S.A. &middot; CNPJ 92.702.067/0001-96 &middot; Central 3003 4410 &middot; SAC 0800 722 4400<br><a href="https://www.bancosesmaria.com.br/privacidade" style="color:#7a7a7a;">Privacidade</a> &middot; <a href="https://www.bancosesmaria.com.br/preferencias-email" style="color:#7a7a7a;">Prefer&ecirc;ncias de e-mail</a>`,
    }),
  },
  {
    family: "banco-sesmaria",
    group: "regional",
    lang: "pt",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Banco Sesmaria <seguranca@bancosesmaria.com.br>",
    to: ME,
    subject: "Novo dispositivo habilitado na sua conta",
    date: d(10, 14, 21, 37),
    enc: "qp",
    text: `Rodrigo, um novo dispositivo foi habilitado para o app Sesmaria Agro.

Aparelho: Samsung Galaxy A55
Data: 14/10/2026 às 21:35
Local aproximado: Rivera, Uruguai

Se foi você, não precisa fazer nada.
Se não reconhece, bloqueie o acesso imediatamente pelo 0800 722 4410 ou em
https://www.bancosesmaria.com.br/seguranca/bloquear-dispositivo
`,
    html: `<html><body style="margin:0;background:#f4f1ea;font-family:'Segoe UI',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e2dccd;">
<tr><td style="padding:22px 30px;background:#5a3e1b;"><img src="https://www.bancosesmaria.com.br/email/logo-sesmaria.png" alt="Banco Sesmaria" width="150"></td></tr>
<tr><td style="padding:30px;font-size:15px;color:#333;line-height:22px;">
<p style="margin-top:0;">Rodrigo, um novo dispositivo foi habilitado para o app Sesmaria Agro.</p>
<table cellpadding="4" style="font-size:14px;"><tr><td style="color:#888;">Aparelho</td><td>Samsung Galaxy A55</td></tr><tr><td style="color:#888;">Data</td><td>14/10/2026 &agrave;s 21:35</td></tr><tr><td style="color:#888;">Local aproximado</td><td>Rivera, Uruguai</td></tr></table>
<p>Se foi voc&ecirc;, n&atilde;o precisa fazer nada.</p>
<p style="font-size:13px;">Se n&atilde;o reconhece, <a href="https://www.bancosesmaria.com.br/seguranca/bloquear-dispositivo" style="color:#b03a1a;">bloqueie o acesso</a> imediatamente ou ligue 0800 722 4410.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- rural credit cooperative
  {
    family: "credivale-rural",
    group: "regional",
    lang: "pt",
    kind: "sign-contract-link",
    code: null,
    link: "https://assinatura.credivale.coop.br/ccr/2026-CR-008812/assinar?t=ZmE3M2I5YzQtNDE",
    from: "Credivale Rural <credito@credivale.coop.br>",
    to: ME,
    subject: "Custeio aprovado: assine sua Cédula de Crédito Rural nº 2026-CR-008812",
    date: d(9, 25, 10, 26),
    enc: "qp",
    text: `Olá, Rodrigo Bertoldi!

Boa notícia: sua proposta de custeio agrícola para a safra 2026/27 foi aprovada pelo comitê de crédito.

  Cédula de Crédito Rural nº 2026-CR-008812
  Finalidade: custeio de soja — 420 ha
  Valor: R$ 1.260.000,00
  Taxa: 10,5% a.a. (Plano Safra — médio produtor)
  Vencimento: 30/05/2027, parcela única
  Garantia: penhor da safra e hipoteca da matrícula 14.772

Para liberar o recurso, assine a cédula eletronicamente:
https://assinatura.credivale.coop.br/ccr/2026-CR-008812/assinar?t=ZmE3M2I5YzQtNDE

A assinatura é feita com sua conta gov.br (nível prata ou ouro). O link fica ativo por 7 dias.
Dúvidas, fale com seu gerente, Luciane Peroni: (55) 99144-2037.

Credivale — Cooperativa de Crédito Rural do Vale do Ibirapuitã
`,
    html: card({
      color: "#0d5c63",
      logo: "https://www.credivale.coop.br/mkt/logo-credivale.png",
      logoAlt: "Credivale Rural",
      pre: "Custeio de R$ 1.260.000,00 aprovado — falta só a sua assinatura.",
      body: `<p style="font-size:18px;color:#0d5c63;margin-top:0;"><b>Ol&aacute;, Rodrigo Bertoldi!</b></p>
<p>Boa not&iacute;cia: sua proposta de custeio agr&iacute;cola para a safra 2026/27 foi <b>aprovada</b> pelo comit&ecirc; de cr&eacute;dito.</p>
<table role="presentation" cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #d5e6e7;">
<tr><td style="background:#eef6f6;width:45%;">C&eacute;dula de Cr&eacute;dito Rural</td><td>n&ordm; 2026-CR-008812</td></tr>
<tr><td style="background:#eef6f6;">Finalidade</td><td>custeio de soja &mdash; 420 ha</td></tr>
<tr><td style="background:#eef6f6;">Valor</td><td><b>R$ 1.260.000,00</b></td></tr>
<tr><td style="background:#eef6f6;">Taxa</td><td>10,5% a.a. (Plano Safra &mdash; m&eacute;dio produtor)</td></tr>
<tr><td style="background:#eef6f6;">Vencimento</td><td>30/05/2027, parcela &uacute;nica</td></tr>
<tr><td style="background:#eef6f6;">Garantia</td><td>penhor da safra e hipoteca da matr&iacute;cula 14.772</td></tr>
</table>
<p style="margin-top:20px;">Para liberar o recurso, assine a c&eacute;dula eletronicamente:</p>
${
        button(
          "https://assinatura.credivale.coop.br/ccr/2026-CR-008812/assinar?t=ZmE3M2I5YzQtNDE",
          "Assinar a cédula",
          "#0d5c63",
        )
      }
<p style="font-size:13px;color:#555;">A assinatura &eacute; feita com sua conta gov.br (n&iacute;vel prata ou ouro). O link fica ativo por 7 dias.<br>D&uacute;vidas, fale com seu gerente, Luciane Peroni: (55) 99144-2037.</p>`,
      foot:
        `Credivale &mdash; Cooperativa de Cr&eacute;dito Rural do Vale do Ibirapuit&atilde; &middot; Alegrete/RS<br>Ouvidoria 0800 646 2210 &middot; <a href="https://www.credivale.coop.br/lgpd" style="color:#7a7a7a;">LGPD</a>`,
    }),
  },
  {
    family: "credivale-rural",
    group: "regional",
    lang: "pt",
    kind: "installment-reminder",
    code: null,
    link: null,
    from: "Credivale Rural <cobranca@credivale.coop.br>",
    to: ME,
    subject: "Lembrete: parcela do investimento vence em 15/10",
    date: d(10, 8, 8, 10),
    text: `Olá, Rodrigo.

Lembramos que a 3ª parcela do financiamento de investimento (contrato 2024-IN-001913 — plantadeira
22 linhas) vence em 15/10/2026.

Valor: R$ 47.318,20
Débito automático na conta 2210 / 77.041-3

Mantenha saldo disponível até a véspera do vencimento.
Credivale Rural · (55) 3422-1190
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "credivale-rural",
    group: "regional",
    lang: "pt",
    kind: "verify-email",
    code: "519407",
    link: "https://app.credivale.coop.br/cadastro/confirmar-email?u=88213&k=9f1c2e7a",
    from: "App Credivale <naoresponda@credivale.coop.br>",
    to: ME,
    subject: "Confirme seu e-mail no App Credivale",
    date: d(9, 5, 20, 14),
    enc: "b64",
    text: `Rodrigo, falta pouco para ativar seu acesso ao App Credivale.

Confirme que este e-mail é seu clicando no link:
https://app.credivale.coop.br/cadastro/confirmar-email?u=88213&k=9f1c2e7a

Ou, se estiver com o app aberto, digite o código: 51 94 07

O código e o link valem por 30 minutos.

Credivale Rural
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#1d2b2c;">
<tr><td style="padding:30px 0 10px;" align="center"><img src="https://www.credivale.coop.br/mkt/logo-credivale-cor.png" alt="Credivale" width="130"></td></tr>
<tr><td style="padding:10px 20px;font-size:16px;line-height:24px;" align="center">
<p><b>Rodrigo, falta pouco para ativar seu acesso ao App Credivale.</b></p>
<p>Confirme que este e-mail &eacute; seu:</p>
${button("https://app.credivale.coop.br/cadastro/confirmar-email?u=88213&k=9f1c2e7a", "Confirmar e-mail", "#0d5c63")}
<p style="font-size:14px;color:#666;">Ou, se estiver com o app aberto, digite o c&oacute;digo:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#0d5c63;margin:8px 0 20px;">51 94 07</p>
<p style="font-size:12px;color:#999;">O c&oacute;digo e o link valem por 30 minutos.</p>
</td></tr>
<tr><td style="padding:20px;font-size:11px;color:#aaa;border-top:1px solid #eee;" align="center">Credivale &mdash; Cooperativa de Cr&eacute;dito Rural &middot; <a href="https://www.credivale.coop.br/ajuda" style="color:#aaa;">Ajuda</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- machinery dealer
  {
    family: "colheitec-maquinas",
    group: "regional",
    lang: "pt",
    kind: "service-reminder",
    code: null,
    link: null,
    from: "Colheitec Máquinas — Pós-venda <posvenda@colheitec.com.br>",
    to: ME,
    subject: "Sua colheitadeira está chegando às 500 horas — revisão programada",
    date: d(9, 3, 9, 20),
    enc: "qp",
    text: `Olá, Rodrigo!

Pelos dados de telemetria, a colheitadeira S-780 (chassi 1BC780X0KJ041288) está com 478 horas
de motor. A revisão de 500 horas está marcada para 22/09/2026, às 7h30, na própria fazenda,
com o técnico Everton Dal Molin.

O que será feito:
  - troca de óleo do motor e filtros (kit R-500)
  - verificação do sistema de trilha e peneiras
  - atualização de software do monitor de produtividade
Valor estimado: R$ 6.840,00 (peças + mão de obra, deslocamento incluso)

Precisa trocar a data? Fale com a oficina: (55) 3243-5522 ou WhatsApp (55) 99612-0430.

Colheitec Máquinas Agrícolas · BR-158, km 512 · Santana do Livramento/RS
https://www.colheitec.com.br
`,
    html: card({
      color: "#2d6a1f",
      logo: "https://www.colheitec.com.br/email/colheitec-logo.png",
      logoAlt: "Colheitec Máquinas",
      pre: "Revisão de 500 h marcada para 22/09, 7h30, na fazenda.",
      body: `<p>Ol&aacute;, Rodrigo!</p>
<p>Pelos dados de telemetria, a colheitadeira <b>S-780</b> (chassi 1BC780X0KJ041288) est&aacute; com <b>478 horas</b> de motor. A revis&atilde;o de 500 horas est&aacute; marcada para <b>22/09/2026, &agrave;s 7h30</b>, na pr&oacute;pria fazenda, com o t&eacute;cnico Everton Dal Molin.</p>
<p style="margin-bottom:4px;"><b>O que ser&aacute; feito:</b></p>
<ul style="margin-top:0;"><li>troca de &oacute;leo do motor e filtros (kit R-500)</li><li>verifica&ccedil;&atilde;o do sistema de trilha e peneiras</li><li>atualiza&ccedil;&atilde;o de software do monitor de produtividade</li></ul>
<p>Valor estimado: <b>R$ 6.840,00</b> (pe&ccedil;as + m&atilde;o de obra, deslocamento incluso)</p>
<p style="font-size:13px;">Precisa trocar a data? Fale com a oficina: (55) 3243-5522 ou <a href="https://wa.me/5555996120430" style="color:#2d6a1f;">WhatsApp (55) 99612-0430</a>.</p>`,
      foot:
        `Colheitec M&aacute;quinas Agr&iacute;colas &middot; BR-158, km 512 &middot; Santana do Livramento/RS &middot; <a href="https://www.colheitec.com.br" style="color:#7a7a7a;">colheitec.com.br</a>`,
    }),
  },
  {
    family: "colheitec-maquinas",
    group: "regional",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Colheitec Peças <pecas@colheitec.com.br>",
    to: ME,
    subject: "Pedido de peças 58.231 faturado e enviado",
    date: d(9, 29, 15, 3),
    text: `Pedido 58.231 — faturado em 29/09/2026

  AH220817  Faca da plataforma (kit 10 un.) ..... 2 x R$ 412,00
  RE504836  Filtro de óleo do motor ............. 4 x R$ 96,50
  AXE18563  Correia do ventilador ............... 1 x R$ 1.188,00
  Total .......................................... R$ 2.398,00

NF-e 000.184.552 série 1
Envio: Jamef Encomendas — previsão de entrega 01/10
Retirada no balcão também disponível a partir de amanhã, 8h às 18h.

Colheitec Peças · (55) 3243-5520
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "colheitec-maquinas",
    group: "regional",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Colheitec Máquinas <novidades@mkt.colheitec.com.br>",
    to: ME,
    subject: "Feirão de Primavera: pulverizadores com taxa zero até 31/10 🚜",
    date: d(10, 1, 11, 0),
    enc: "b64",
    text: `FEIRÃO DE PRIMAVERA COLHEITEC

Pulverizadores autopropelidos com taxa zero em 12 meses e primeira parcela só na colheita.
Plantadeiras 13 a 27 linhas com bônus de R$ 25.000 em peças.

Condições válidas até 31/10/2026 ou enquanto durar o estoque. Sujeito a aprovação de crédito.

Veja as ofertas: https://mkt.colheitec.com.br/c/feirao-primavera?utm_source=email&utm_campaign=feirao26
Dia de campo: 17/10, 8h, Fazenda Experimental Cerro Chato — inscrições pelo site.

Não quer mais receber? https://mkt.colheitec.com.br/unsubscribe?id=ab77f10
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#1b1b1b;">
<div style="display:none;">Taxa zero em 12 meses e primeira parcela só na colheita.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td><a href="https://mkt.colheitec.com.br/c/feirao-primavera?utm_source=email&amp;utm_campaign=feirao26"><img src="https://mkt.colheitec.com.br/img/feirao26-hero.jpg" alt="Feirão de Primavera Colheitec — taxa zero" width="600" style="display:block;"></a></td></tr>
<tr><td style="padding:24px 30px;font-family:Arial,sans-serif;font-size:15px;color:#222;">
<h2 style="color:#2d6a1f;margin-top:0;">Pulverizadores com taxa zero</h2>
<p>Em 12 meses e primeira parcela s&oacute; na colheita. Plantadeiras 13 a 27 linhas com <b>b&ocirc;nus de R$ 25.000</b> em pe&ccedil;as.</p>
<table cellpadding="0" cellspacing="0"><tr><td bgcolor="#f2b705" style="padding:12px 24px;"><a href="https://mkt.colheitec.com.br/c/feirao-primavera?utm_source=email&amp;utm_campaign=feirao26" style="color:#1b1b1b;font-weight:bold;text-decoration:none;">VER OFERTAS</a></td></tr></table>
<p style="font-size:14px;">Dia de campo: <b>17/10, 8h</b>, Fazenda Experimental Cerro Chato &mdash; inscri&ccedil;&otilde;es pelo site.</p>
<p style="font-size:10px;color:#999;">Condi&ccedil;&otilde;es v&aacute;lidas at&eacute; 31/10/2026 ou enquanto durar o estoque. Sujeito a aprova&ccedil;&atilde;o de cr&eacute;dito.</p>
</td></tr>
<tr><td style="padding:16px;background:#2d6a1f;color:#d7e8cf;font-family:Arial;font-size:11px;" align="center">Colheitec M&aacute;quinas Agr&iacute;colas &middot; Santana do Livramento &middot; Alegrete &middot; Uruguaiana<br><a href="https://mkt.colheitec.com.br/unsubscribe?id=ab77f10" style="color:#d7e8cf;">Descadastrar</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- telematics portal (German maker)
  {
    family: "feldwerk-telematik",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://connect.feldwerk.de/invitations/accept?inv=7c1e04b2-55aa-4f0e-9d3a-2b8e1f6a0c93",
    from: "FELDWERK Connect <no-reply@connect.feldwerk.de>",
    to: ME,
    subject: 'Everton Dal Molin invited you to the organization "Estância Três Capões"',
    date: d(9, 4, 13, 55, "+0200"),
    enc: "qp",
    text: `FELDWERK Connect

Everton Dal Molin (Colheitec Máquinas) has invited you to join the organization
"Estância Três Capões" on FELDWERK Connect with the role: Owner.

With FELDWERK Connect you can see your machines' location, fuel level and working hours,
and share field data with your agronomist.

Accept invitation:
https://connect.feldwerk.de/invitations/accept?inv=7c1e04b2-55aa-4f0e-9d3a-2b8e1f6a0c93

This invitation expires in 14 days.

FELDWERK Landtechnik GmbH · Industriestraße 40 · 33428 Harsewinkel · Germany
Imprint: https://www.feldwerk.de/imprint · Privacy: https://www.feldwerk.de/privacy
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#e9ecef;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9ecef"><tr><td align="center" style="padding:40px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<tr><td style="padding:26px 36px;border-bottom:4px solid #8cb31f;"><img src="https://connect.feldwerk.de/mail/fw-connect.png" alt="FELDWERK Connect" width="190"></td></tr>
<tr><td style="padding:32px 36px;color:#1e2a33;font-size:15px;line-height:23px;">
<p style="font-size:20px;margin-top:0;"><b>You've been invited</b></p>
<p><b>Everton Dal Molin</b> (Colheitec M&aacute;quinas) has invited you to join the organization <b>&ldquo;Est&acirc;ncia Tr&ecirc;s Cap&otilde;es&rdquo;</b> on FELDWERK Connect with the role <b>Owner</b>.</p>
<p>With FELDWERK Connect you can see your machines' location, fuel level and working hours, and share field data with your agronomist.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:26px 0;"><tr><td bgcolor="#8cb31f" style="border-radius:2px;"><a href="https://connect.feldwerk.de/invitations/accept?inv=7c1e04b2-55aa-4f0e-9d3a-2b8e1f6a0c93" style="display:inline-block;padding:14px 30px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:15px;">Accept invitation</a></td></tr></table>
<p style="font-size:13px;color:#6b7780;">This invitation expires in 14 days.</p>
</td></tr>
<tr><td style="padding:20px 36px;background:#1e2a33;color:#9aa7b0;font-size:11px;line-height:17px;">FELDWERK Landtechnik GmbH &middot; Industriestra&szlig;e 40 &middot; 33428 Harsewinkel &middot; Germany<br>
<a href="https://www.feldwerk.de/imprint" style="color:#9aa7b0;">Imprint</a> &middot; <a href="https://www.feldwerk.de/privacy" style="color:#9aa7b0;">Privacy</a> &middot; <a href="https://connect.feldwerk.de/help" style="color:#9aa7b0;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "feldwerk-telematik",
    group: "consumer",
    lang: "pt",
    kind: "login-code",
    code: "44710926",
    link: null,
    from: "FELDWERK Connect <no-reply@connect.feldwerk.de>",
    to: ME,
    subject: "Seu código de verificação FELDWERK Connect",
    date: d(9, 4, 9, 12),
    enc: "qp",
    text: `Olá, Rodrigo,

Para concluir o login no FELDWERK Connect, insira o seguinte código de verificação:

4471 0926

O código é válido por 15 minutos.

Se você não tentou entrar, recomendamos alterar sua senha.

Atenciosamente,
Equipe FELDWERK Connect
FELDWERK Landtechnik GmbH · 33428 Harsewinkel · Alemanha
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#e9ecef;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9ecef"><tr><td align="center" style="padding:40px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<tr><td style="padding:26px 36px;border-bottom:4px solid #8cb31f;"><img src="https://connect.feldwerk.de/mail/fw-connect.png" alt="FELDWERK Connect" width="190"></td></tr>
<tr><td style="padding:32px 36px;color:#1e2a33;font-size:15px;line-height:23px;">
<p style="margin-top:0;">Ol&aacute;, Rodrigo,</p>
<p>Para concluir o login no FELDWERK Connect, insira o seguinte c&oacute;digo de verifica&ccedil;&atilde;o:</p>
<p style="margin:26px 0;font-size:34px;font-weight:300;letter-spacing:10px;color:#1e2a33;">4471&nbsp;0926</p>
<p style="font-size:13px;color:#6b7780;">O c&oacute;digo &eacute; v&aacute;lido por 15 minutos.<br>Se voc&ecirc; n&atilde;o tentou entrar, recomendamos alterar sua senha.</p>
<p>Atenciosamente,<br>Equipe FELDWERK Connect</p>
</td></tr>
<tr><td style="padding:20px 36px;background:#1e2a33;color:#9aa7b0;font-size:11px;line-height:17px;">FELDWERK Landtechnik GmbH &middot; Industriestra&szlig;e 40 &middot; 33428 Harsewinkel &middot; Alemanha<br>
<a href="https://www.feldwerk.de/imprint" style="color:#9aa7b0;">Impressum</a> &middot; <a href="https://www.feldwerk.de/privacy" style="color:#9aa7b0;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "feldwerk-telematik",
    group: "consumer",
    lang: "de",
    kind: "machine-alert",
    code: null,
    link: null,
    from: "FELDWERK Connect Alarme <alerts@connect.feldwerk.de>",
    to: ME,
    subject: "Warnung: Hydrauliköltemperatur hoch – Traktor FW 7250 (Seriennr. FW72-118406)",
    date: d(10, 6, 21, 18, "+0200"),
    enc: "b64",
    text: `FELDWERK Connect – Maschinenalarm

Organisation: Estância Três Capões
Maschine: Traktor FW 7250 (Seriennr. FW72-118406)
Meldung: Hydrauliköltemperatur hoch (94 °C, Grenzwert 90 °C)
Zeitpunkt: 06.10.2026, 16:14 Ortszeit (UTC-3)
Position: -30,8214 / -55,4127 (Feld "Potreiro do Meio")
Betriebsstunden: 2.931 h

Empfehlung: Last reduzieren und Ölkühler auf Verschmutzung prüfen. Tritt die Meldung erneut auf,
wenden Sie sich an Ihren Händler (Colheitec Máquinas, +55 55 3243-5522).

Alarm in der App ansehen: https://connect.feldwerk.de/machines/FW72-118406/alerts/99120

Benachrichtigungen verwalten: https://connect.feldwerk.de/settings/notifications
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#e9ecef;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9ecef"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<tr><td style="padding:16px 36px;background:#d9822b;color:#fff;font-size:16px;font-weight:bold;">&#9888; Maschinenalarm</td></tr>
<tr><td style="padding:26px 36px;color:#1e2a33;font-size:14px;line-height:21px;">
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:14px;">
<tr><td style="color:#6b7780;width:38%;">Organisation</td><td>Est&acirc;ncia Tr&ecirc;s Cap&otilde;es</td></tr>
<tr><td style="color:#6b7780;">Maschine</td><td>Traktor FW 7250 (Seriennr. FW72-118406)</td></tr>
<tr><td style="color:#6b7780;">Meldung</td><td><b>Hydraulik&ouml;ltemperatur hoch</b> (94 &deg;C, Grenzwert 90 &deg;C)</td></tr>
<tr><td style="color:#6b7780;">Zeitpunkt</td><td>06.10.2026, 16:14 Ortszeit (UTC-3)</td></tr>
<tr><td style="color:#6b7780;">Position</td><td>-30,8214 / -55,4127 (Feld &bdquo;Potreiro do Meio&ldquo;)</td></tr>
<tr><td style="color:#6b7780;">Betriebsstunden</td><td>2.931 h</td></tr>
</table>
<p>Empfehlung: Last reduzieren und &Ouml;lk&uuml;hler auf Verschmutzung pr&uuml;fen. Tritt die Meldung erneut auf, wenden Sie sich an Ihren H&auml;ndler (Colheitec M&aacute;quinas, +55 55 3243-5522).</p>
<p><a href="https://connect.feldwerk.de/machines/FW72-118406/alerts/99120" style="color:#5d7d12;font-weight:bold;">Alarm in der App ansehen &rsaquo;</a></p>
</td></tr>
<tr><td style="padding:16px 36px;background:#1e2a33;color:#9aa7b0;font-size:11px;"><a href="https://connect.feldwerk.de/settings/notifications" style="color:#9aa7b0;">Benachrichtigungen verwalten</a> &middot; FELDWERK Landtechnik GmbH &middot; Harsewinkel</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "feldwerk-telematik",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://connect.feldwerk.de/account/password/reset/NzQ5MTI-c8h4b1-3e0d9f2a7c61b58e",
    from: "FELDWERK Connect <no-reply@connect.feldwerk.de>",
    to: ME,
    subject: "Reset your FELDWERK Connect password",
    date: d(10, 19, 13, 40, "+0200"),
    text: `Hi Rodrigo,

Someone (hopefully you) asked to reset the password for the FELDWERK Connect account
rodrigo.bertoldi@estanciatrescapoes.com.br.

Choose a new password here:
https://connect.feldwerk.de/account/password/reset/NzQ5MTI-c8h4b1-3e0d9f2a7c61b58e

The link works once and expires in 60 minutes. If you didn't ask for this, you can ignore this email.

FELDWERK Connect
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#e9ecef;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9ecef"><tr><td align="center" style="padding:40px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<tr><td style="padding:26px 36px;border-bottom:4px solid #8cb31f;"><img src="https://connect.feldwerk.de/mail/fw-connect.png" alt="FELDWERK Connect" width="190"></td></tr>
<tr><td style="padding:32px 36px;color:#1e2a33;font-size:15px;line-height:23px;">
<p style="margin-top:0;">Hi Rodrigo,</p>
<p>Someone (hopefully you) asked to reset the password for the FELDWERK Connect account <b>rodrigo.bertoldi@estanciatrescapoes.com.br</b>.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:26px 0;"><tr><td bgcolor="#8cb31f"><a href="https://connect.feldwerk.de/account/password/reset/NzQ5MTI-c8h4b1-3e0d9f2a7c61b58e" style="display:inline-block;padding:14px 30px;color:#ffffff;font-weight:bold;text-decoration:none;">Choose a new password</a></td></tr></table>
<p style="font-size:13px;color:#6b7780;">The link works once and expires in 60 minutes. If you didn't ask for this, you can ignore this email.</p>
</td></tr>
<tr><td style="padding:20px 36px;background:#1e2a33;color:#9aa7b0;font-size:11px;">FELDWERK Landtechnik GmbH &middot; Industriestra&szlig;e 40 &middot; 33428 Harsewinkel &middot; Germany &middot; <a href="https://www.feldwerk.de/privacy" style="color:#9aa7b0;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- weather and crop-monitoring app
  {
    family: "chuvarada",
    group: "consumer",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: "https://email.chuvarada.app/ls/click?upn=u001.Vq7Hn2KpR-2FcT0yB8mW4eLzXs3QdA9fJ1oU6gE5hN-3D-3D_qx21",
    from: "Chuvarada <oi@chuvarada.app>",
    to: ME,
    subject: "Confirme seu e-mail e receba os alertas da sua fazenda",
    date: d(9, 1, 18, 22),
    enc: "qp",
    text: `Oi, Rodrigo! 🌦️

Que bom ter você no Chuvarada. Para ativar os alertas de chuva, geada e granizo para a
Estância Três Capões, confirme seu e-mail:

https://email.chuvarada.app/ls/click?upn=u001.Vq7Hn2KpR-2FcT0yB8mW4eLzXs3QdA9fJ1oU6gE5hN-3D-3D_qx21

Se você não criou uma conta, é só ignorar esta mensagem.

Equipe Chuvarada
Chuvarada Tecnologia Agrícola Ltda. · Passo Fundo/RS
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f0f7fb;">
<div style="display:none;font-size:1px;color:#f0f7fb;">Falta um clique para ativar os alertas de chuva, geada e granizo.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:'Nunito',Arial,sans-serif;color:#173b4d;">
<tr><td align="center" style="padding:30px 30px 0;"><img src="https://cdn.chuvarada.app/mail/nuvem.png" alt="" width="64"><br><img src="https://cdn.chuvarada.app/mail/wordmark.png" alt="Chuvarada" width="140" style="margin-top:8px;"></td></tr>
<tr><td align="center" style="padding:20px 40px 30px;font-size:16px;line-height:25px;">
<p><b>Oi, Rodrigo!</b></p>
<p>Que bom ter voc&ecirc; no Chuvarada. Para ativar os alertas de chuva, geada e granizo para a <b>Est&acirc;ncia Tr&ecirc;s Cap&otilde;es</b>, confirme seu e-mail:</p>
<table cellpadding="0" cellspacing="0" style="margin:24px auto;"><tr><td bgcolor="#1e88c7" style="border-radius:24px;"><a href="https://email.chuvarada.app/ls/click?upn=u001.Vq7Hn2KpR-2FcT0yB8mW4eLzXs3QdA9fJ1oU6gE5hN-3D-3D_qx21" style="display:inline-block;padding:14px 34px;color:#fff;font-weight:bold;text-decoration:none;">Confirmar e-mail</a></td></tr></table>
<p style="font-size:13px;color:#6a8796;">Se voc&ecirc; n&atilde;o criou uma conta, &eacute; s&oacute; ignorar esta mensagem.</p>
</td></tr>
</table>
<p style="font-family:Arial;font-size:11px;color:#8aa3ae;">Chuvarada Tecnologia Agr&iacute;cola Ltda. &middot; Passo Fundo/RS<br><a href="https://chuvarada.app/termos" style="color:#8aa3ae;">Termos</a> &middot; <a href="https://chuvarada.app/privacidade" style="color:#8aa3ae;">Privacidade</a></p>
<img src="https://email.chuvarada.app/wf/open?upn=u001.qx21open" width="1" height="1" alt="">
</td></tr></table></body></html>`,
  },
  {
    family: "chuvarada",
    group: "consumer",
    lang: "pt",
    kind: "weather-alert",
    code: null,
    link: null,
    from: "Alertas Chuvarada <alertas@chuvarada.app>",
    to: ME,
    subject: "⚠️ Risco ALTO de granizo hoje entre 16h e 21h — Estância Três Capões",
    date: d(10, 12, 10, 5),
    enc: "8bit",
    text: `ALERTA DE GRANIZO — RISCO ALTO

Estância Três Capões (Santana do Livramento/RS)
Hoje, 12/10, entre 16h e 21h

- Probabilidade de granizo: 70%
- Chuva prevista: 35 a 60 mm
- Rajadas de vento: até 85 km/h, de noroeste
- Temperatura: máx. 31 °C, caindo para 17 °C após a frente

Recomendações: adie a aplicação de defensivos programada para a tarde e recolha máquinas ao galpão.

Acompanhe o radar ao vivo no app: https://chuvarada.app/radar?f=etc-2281
Para mudar quais alertas você recebe: https://chuvarada.app/conta/alertas
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f7fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Arial,sans-serif;color:#173b4d;">
<tr><td style="background:#c0392b;color:#fff;padding:16px 24px;border-radius:14px 14px 0 0;font-size:18px;font-weight:bold;">&#9888;&#65039; Risco ALTO de granizo</td></tr>
<tr><td style="padding:20px 24px;font-size:15px;line-height:22px;">
<p style="margin-top:0;"><b>Est&acirc;ncia Tr&ecirc;s Cap&otilde;es</b> (Santana do Livramento/RS)<br>Hoje, 12/10, entre <b>16h e 21h</b></p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr><td style="background:#fdecea;">Granizo</td><td style="background:#fdecea;" align="right"><b>70%</b></td></tr>
<tr><td>Chuva prevista</td><td align="right">35 a 60 mm</td></tr>
<tr><td style="background:#f5f9fb;">Rajadas</td><td style="background:#f5f9fb;" align="right">at&eacute; 85 km/h, NO</td></tr>
<tr><td>Temperatura</td><td align="right">m&aacute;x. 31 &deg;C &rarr; 17 &deg;C</td></tr>
</table>
<p>Recomenda&ccedil;&otilde;es: adie a aplica&ccedil;&atilde;o de defensivos programada para a tarde e recolha m&aacute;quinas ao galp&atilde;o.</p>
<p><a href="https://chuvarada.app/radar?f=etc-2281" style="color:#1e88c7;font-weight:bold;">Ver radar ao vivo</a></p>
</td></tr></table>
<p style="font-size:11px;color:#8aa3ae;font-family:Arial;"><a href="https://chuvarada.app/conta/alertas" style="color:#8aa3ae;">Mudar meus alertas</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "chuvarada",
    group: "consumer",
    lang: "pt",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Chuvarada <relatorios@chuvarada.app>",
    to: ME,
    subject: "Resumo da semana: 48 mm de chuva e NDVI em alta no talhão 7",
    date: d(10, 19, 7, 0),
    enc: "b64",
    text: `Resumo semanal — 12 a 18/10/2026
Estância Três Capões

Chuva acumulada: 48 mm (média histórica da semana: 31 mm)
Graus-dia acumulados desde o plantio do trigo: 1.146
Umidade do solo (0–20 cm): 32% — adequada

Índice de vegetação (NDVI)
  Talhão 3 — trigo ......... 0,71  (+0,04)
  Talhão 7 — trigo ......... 0,78  (+0,09)
  Talhão 12 — azevém ....... 0,64  (-0,02)

Janela de plantio de soja: a partir de 26/10, com solo acima de 18 °C.

Abra o mapa completo no app: https://chuvarada.app/fazendas/etc-2281/ndvi
`,
    html: card({
      color: "#1e88c7",
      logo: "https://cdn.chuvarada.app/mail/wordmark-branco.png",
      logoAlt: "Chuvarada",
      pre: "Chuva: 48 mm · NDVI talhão 7: 0,78",
      body: `<h2 style="margin:0 0 4px;color:#173b4d;">Resumo semanal</h2>
<p style="margin:0 0 16px;color:#6a8796;font-size:13px;">12 a 18/10/2026 &middot; Est&acirc;ncia Tr&ecirc;s Cap&otilde;es</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" align="center" style="padding:10px;background:#f0f7fb;"><div style="font-size:26px;font-weight:bold;color:#1e88c7;">48 mm</div><div style="font-size:12px;color:#6a8796;">chuva (m&eacute;dia 31 mm)</div></td>
<td width="33%" align="center" style="padding:10px;"><div style="font-size:26px;font-weight:bold;color:#1e88c7;">1.146</div><div style="font-size:12px;color:#6a8796;">graus-dia (trigo)</div></td>
<td width="33%" align="center" style="padding:10px;background:#f0f7fb;"><div style="font-size:26px;font-weight:bold;color:#1e88c7;">32%</div><div style="font-size:12px;color:#6a8796;">umidade do solo</div></td>
</tr></table>
<h3 style="color:#173b4d;">NDVI por talh&atilde;o</h3>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>Talh&atilde;o 3 &mdash; trigo</td><td align="right">0,71 <span style="color:#2e9d4a;">(+0,04)</span></td></tr>
<tr><td>Talh&atilde;o 7 &mdash; trigo</td><td align="right">0,78 <span style="color:#2e9d4a;">(+0,09)</span></td></tr>
<tr><td>Talh&atilde;o 12 &mdash; azev&eacute;m</td><td align="right">0,64 <span style="color:#c0392b;">(-0,02)</span></td></tr>
</table>
<p>Janela de plantio de soja: a partir de <b>26/10</b>, com solo acima de 18 &deg;C.</p>
<p><a href="https://chuvarada.app/fazendas/etc-2281/ndvi" style="color:#1e88c7;">Abrir o mapa completo</a></p>`,
      foot:
        `Voc&ecirc; recebe o resumo toda segunda-feira. <a href="https://chuvarada.app/conta/emails" style="color:#7a7a7a;">Alterar frequ&ecirc;ncia</a><br>Chuvarada Tecnologia Agr&iacute;cola Ltda. &middot; Passo Fundo/RS`,
    }),
  },
  {
    family: "chuvarada",
    group: "consumer",
    lang: "pt",
    kind: "magic-link",
    code: null,
    link: "https://chuvarada.app/auth/magic?token=mlk_4Rz81QpXv0sT9nB2wYc7&redirect=%2Ffazendas",
    from: "Chuvarada <oi@chuvarada.app>",
    to: ME,
    subject: "Seu link para entrar no Chuvarada",
    date: d(10, 23, 6, 51),
    enc: "qp",
    text: `Olá, Rodrigo!

Toque no link abaixo para entrar no Chuvarada neste aparelho. Não precisa de senha.

https://chuvarada.app/auth/magic?token=mlk_4Rz81QpXv0sT9nB2wYc7&redirect=%2Ffazendas

O link vale por 15 minutos e funciona uma vez só.
Pedido feito em 23/10 às 06:51 de um iPhone.

Equipe Chuvarada
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f7fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Arial,sans-serif;color:#173b4d;">
<tr><td align="center" style="padding:28px 30px 0;"><img src="https://cdn.chuvarada.app/mail/wordmark.png" alt="Chuvarada" width="140"></td></tr>
<tr><td align="center" style="padding:18px 36px 30px;font-size:16px;line-height:24px;">
<p>Ol&aacute;, Rodrigo! Toque no bot&atilde;o para entrar no Chuvarada neste aparelho. N&atilde;o precisa de senha.</p>
<table cellpadding="0" cellspacing="0" style="margin:22px auto;"><tr><td bgcolor="#1e88c7" style="border-radius:24px;"><a href="https://chuvarada.app/auth/magic?token=mlk_4Rz81QpXv0sT9nB2wYc7&amp;redirect=%2Ffazendas" style="display:inline-block;padding:14px 40px;color:#fff;font-weight:bold;text-decoration:none;">Entrar no Chuvarada</a></td></tr></table>
<p style="font-size:13px;color:#6a8796;">O link vale por 15 minutos e funciona uma vez s&oacute;.<br>Pedido feito em 23/10 &agrave;s 06:51 de um iPhone.</p>
</td></tr></table>
<p style="font-family:Arial;font-size:11px;color:#8aa3ae;"><a href="https://chuvarada.app/ajuda" style="color:#8aa3ae;">Central de ajuda</a></p>
</td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- rural producer registry (Uruguay)
  {
    family: "sirpa-registro",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "731846",
    link: null,
    from: "SIRPA — Registro de Productores <notificaciones@sirpa.gub.uy>",
    to: ME,
    subject: "SIRPA: código de verificación de su correo electrónico",
    date: d(9, 7, 11, 3),
    enc: "qp",
    text: `Sistema Integrado de Registro de Productores Agropecuarios (SIRPA)

Sr./Sra. RODRIGO BERTOLDI:

Para validar la dirección de correo electrónico declarada en su registro de productor
(N.º DICOSE 14.082.317), ingrese el siguiente código en el formulario en línea:

731846

El código tiene validez de 20 minutos.

Este es un mensaje automático; por favor no lo responda.
Mesa de ayuda: 0800 1853 (lunes a viernes de 9 a 17 h)
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;background:#ffffff;margin:0;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td style="background:#003876;padding:12px 20px;"><img src="https://sirpa.gub.uy/recursos/escudo-blanco.png" alt="SIRPA" height="40"> <span style="color:#fff;font-size:14px;vertical-align:middle;">Sistema Integrado de Registro de Productores Agropecuarios</span></td></tr>
<tr><td style="padding:24px 20px;font-size:14px;color:#222;">
<p>Sr./Sra. <b>RODRIGO BERTOLDI</b>:</p>
<p>Para validar la direcci&oacute;n de correo electr&oacute;nico declarada en su registro de productor (N.&ordm; DICOSE 14.082.317), ingrese el siguiente c&oacute;digo en el formulario en l&iacute;nea:</p>
${digits("731846", "#003876")}
<p>El c&oacute;digo tiene validez de 20 minutos.</p>
<hr style="border:0;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#666;">Este es un mensaje autom&aacute;tico; por favor no lo responda. Mesa de ayuda: 0800 1853 (lunes a viernes de 9 a 17 h)</p>
</td></tr></table></body></html>`,
  },
  {
    family: "sirpa-registro",
    group: "regional",
    lang: "es",
    kind: "registration-approved",
    code: null,
    link: null,
    from: "SIRPA — Registro de Productores <notificaciones@sirpa.gub.uy>",
    to: ME,
    subject: "SIRPA: su actualización de registro fue aprobada (trámite 2026-0091447)",
    date: d(9, 15, 14, 27),
    enc: "8bit",
    text: `Sistema Integrado de Registro de Productores Agropecuarios (SIRPA)

Trámite: 2026-0091447 — Actualización de datos del establecimiento
Titular: BERTOLDI AGROPECUARIA SAS — RUT 217733410018
Establecimiento: "Tres Capones", padrones 3.318 y 3.322, 6.ª sección policial de Rivera
Superficie declarada: 1.240 ha (pastoreo 780 ha, agricultura 460 ha)

Estado: APROBADO el 15/09/2026.

No necesita realizar ninguna otra acción. Puede consultar la constancia desde su usuario en
https://sirpa.gub.uy/tramites

Mesa de ayuda: 0800 1853
`,
    html: null,
  },
  // ---------------------------------------------------------------- state tax portal for rural producers
  {
    family: "receita-campo-rs",
    group: "regional",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: "https://receitacampo.sefaz.rs.gov.br/produtor/senha/redefinir?chave=5E2A91C7F03B44D8A6E1",
    from: "Receita Campo <nao-responder@receitacampo.sefaz.rs.gov.br>",
    to: ME,
    subject: "Receita Campo — redefinição de senha do Produtor Rural",
    date: d(9, 28, 14, 9),
    enc: "qp",
    text: `RECEITA CAMPO — Portal do Produtor Rural

Foi solicitada a redefinição de senha para a Inscrição Estadual de Produtor 103/0072815
(CPF ***.418.290-**).

Para cadastrar uma nova senha, acesse o endereço abaixo em até 24 horas:
https://receitacampo.sefaz.rs.gov.br/produtor/senha/redefinir?chave=5E2A91C7F03B44D8A6E1

Se você não fez esta solicitação, desconsidere esta mensagem. Sua senha atual continua válida.

Mensagem automática. Não responda.
Atendimento: 0800 645 6100
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;font-family:Arial,sans-serif;font-size:13px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #c9c9c9;">
<tr><td style="background:#004a2f;padding:10px 16px;color:#fff;"><img src="https://receitacampo.sefaz.rs.gov.br/img/brasao.png" alt="Brasão" height="36" align="left" style="margin-right:10px;"><b style="font-size:15px;">RECEITA CAMPO</b><br><span style="font-size:11px;">Portal do Produtor Rural</span></td></tr>
<tr><td style="padding:18px 16px;">
<p>Foi solicitada a redefini&ccedil;&atilde;o de senha para a Inscri&ccedil;&atilde;o Estadual de Produtor <b>103/0072815</b> (CPF ***.418.290-**).</p>
<p>Para cadastrar uma nova senha, <a href="https://receitacampo.sefaz.rs.gov.br/produtor/senha/redefinir?chave=5E2A91C7F03B44D8A6E1">clique aqui</a> em at&eacute; 24 horas.</p>
<p>Se voc&ecirc; n&atilde;o fez esta solicita&ccedil;&atilde;o, desconsidere esta mensagem. Sua senha atual continua v&aacute;lida.</p>
<p style="font-size:11px;color:#666;">Mensagem autom&aacute;tica. N&atilde;o responda. Atendimento: 0800 645 6100</p>
</td></tr></table></body></html>`,
  },
  {
    family: "receita-campo-rs",
    group: "regional",
    lang: "pt",
    kind: "tax-due-notice",
    code: null,
    link: null,
    from: "Receita Campo <nao-responder@receitacampo.sefaz.rs.gov.br>",
    to: ME,
    subject: "Aviso: guia de ICMS diferido com vencimento em 20/10/2026",
    date: d(10, 13, 8, 0),
    text: `RECEITA CAMPO — Portal do Produtor Rural

Inscrição Estadual de Produtor: 103/0072815
Referência: setembro/2026

Consta em aberto a guia de arrecadação abaixo:
  Código de receita: 0221 — ICMS substituição/diferimento
  Valor: R$ 3.412,77
  Vencimento: 20/10/2026

A guia pode ser paga em qualquer banco conveniado ou via Pix. A segunda via está disponível
no portal, menu "Minhas guias". Pagamentos após o vencimento terão multa e juros.

Mensagem automática. Não responda.
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- electronic invoicing
  {
    family: "nfagro-emissor",
    group: "consumer",
    lang: "pt",
    kind: "invoice-authorized",
    code: null,
    link: null,
    from: "NFAgro <nfe@nfagro.com.br>",
    to: ME,
    subject: "NF-e 000.001.236 autorizada — Granelera del Queguay S.A.",
    date: d(10, 5, 7, 48),
    enc: "qp",
    text: `Nota fiscal autorizada pela SEFAZ

Emitente: RODRIGO BERTOLDI — Produtor Rural — IE 103/0072815
Destinatário: GRANELERA DEL QUEGUAY S.A. (exportação)
NF-e nº 000.001.236 · série 890
Chave de acesso: 4326 1012 3456 7800 0190 5589 0000 0012 3610 4472 8815
Protocolo: 143260092318874 — 05/10/2026 07:47:55
Natureza: Venda de produção do estabelecimento — soja em grão, 29.860 kg
Valor total: R$ 60.388,40

O XML e o DANFE estão anexos. Guarde o XML por 5 anos.

NFAgro — emissor de nota do produtor rural
https://app.nfagro.com.br
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee;"><img src="https://app.nfagro.com.br/static/email/nfagro.png" alt="NFAgro" width="110"></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#333;">
<p style="font-size:17px;margin-top:0;color:#2e7d32;"><b>&#10004; Nota fiscal autorizada pela SEFAZ</b></p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#888;width:32%;">Emitente</td><td>RODRIGO BERTOLDI &mdash; Produtor Rural &mdash; IE 103/0072815</td></tr>
<tr><td style="color:#888;">Destinat&aacute;rio</td><td>GRANELERA DEL QUEGUAY S.A. (exporta&ccedil;&atilde;o)</td></tr>
<tr><td style="color:#888;">NF-e</td><td>n&ordm; 000.001.236 &middot; s&eacute;rie 890</td></tr>
<tr><td style="color:#888;">Chave de acesso</td><td style="font-family:monospace;font-size:12px;">4326 1012 3456 7800 0190 5589 0000 0012 3610 4472 8815</td></tr>
<tr><td style="color:#888;">Protocolo</td><td>143260092318874 &mdash; 05/10/2026 07:47:55</td></tr>
<tr><td style="color:#888;">Natureza</td><td>Venda de produ&ccedil;&atilde;o do estabelecimento &mdash; soja em gr&atilde;o, 29.860 kg</td></tr>
<tr><td style="color:#888;">Valor total</td><td><b>R$ 60.388,40</b></td></tr>
</table>
<p style="font-size:13px;">O XML e o DANFE est&atilde;o anexos. Guarde o XML por 5 anos.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999;border-radius:0 0 6px 6px;">NFAgro &mdash; emissor de nota do produtor rural &middot; <a href="https://app.nfagro.com.br" style="color:#999;">app.nfagro.com.br</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: ["DANFE_000001236.pdf", "application/pdf", PDF("DANFE NF-e 000.001.236")],
  },
  {
    family: "nfagro-emissor",
    group: "consumer",
    lang: "pt",
    kind: "certificate-expiring",
    code: null,
    link: null,
    from: "NFAgro <avisos@nfagro.com.br>",
    to: ME,
    subject: "Seu certificado digital A1 vence em 15 dias",
    date: d(10, 16, 9, 30),
    enc: "b64",
    text: `Olá, Rodrigo.

O certificado digital e-CPF A1 cadastrado no NFAgro vence em 31/10/2026.
Titular: RODRIGO BERTOLDI · CPF ***.418.290-**
Emitido por: AC Certisign RFB G5 · Série 6C 1F 02 99

Depois dessa data não será possível emitir notas fiscais. Renove o certificado com sua
autoridade certificadora e depois envie o novo arquivo .pfx em Configurações > Certificado.

Equipe NFAgro · suporte@nfagro.com.br · (54) 3045-2290
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee;"><img src="https://app.nfagro.com.br/static/email/nfagro.png" alt="NFAgro" width="110"></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#333;line-height:21px;">
<p style="background:#fff8e1;border-left:4px solid #f9a825;padding:10px 14px;">O certificado digital e-CPF A1 cadastrado no NFAgro vence em <b>31/10/2026</b>.</p>
<p>Titular: RODRIGO BERTOLDI &middot; CPF ***.418.290-**<br>Emitido por: AC Certisign RFB G5 &middot; S&eacute;rie 6C 1F 02 99</p>
<p>Depois dessa data n&atilde;o ser&aacute; poss&iacute;vel emitir notas fiscais. Renove o certificado com sua autoridade certificadora e depois envie o novo arquivo .pfx em <i>Configura&ccedil;&otilde;es &gt; Certificado</i>.</p>
<p><a href="https://ajuda.nfagro.com.br/artigos/renovar-certificado-a1" style="color:#2e7d32;">Como renovar o certificado</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999;">Equipe NFAgro &middot; suporte@nfagro.com.br &middot; (54) 3045-2290</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "nfagro-emissor",
    group: "consumer",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: "https://app.nfagro.com.br/convite/aceitar/3b7f0c92d14e",
    from: "NFAgro <naoresponda@nfagro.com.br>",
    to: "Gabriela Bertoldi <gabi.bertoldi@estanciatrescapoes.com.br>",
    subject: "Rodrigo Bertoldi adicionou você ao NFAgro",
    date: d(10, 17, 11, 12),
    enc: "qp",
    text: `Olá, Gabriela!

Rodrigo Bertoldi adicionou você como usuária do produtor RODRIGO BERTOLDI (IE 103/0072815)
no NFAgro, com permissão para emitir e cancelar notas.

Para aceitar e criar sua senha, acesse:
https://app.nfagro.com.br/convite/aceitar/3b7f0c92d14e

O convite expira em 72 horas.

Equipe NFAgro
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee;"><img src="https://app.nfagro.com.br/static/email/nfagro.png" alt="NFAgro" width="110"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#333;line-height:22px;">
<p style="margin-top:0;">Ol&aacute;, Gabriela!</p>
<p><b>Rodrigo Bertoldi</b> adicionou voc&ecirc; como usu&aacute;ria do produtor <b>RODRIGO BERTOLDI</b> (IE 103/0072815) no NFAgro, com permiss&atilde;o para emitir e cancelar notas.</p>
${button("https://app.nfagro.com.br/convite/aceitar/3b7f0c92d14e", "Aceitar convite", "#2e7d32")}
<p style="font-size:12px;color:#999;">O convite expira em 72 horas.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999;"><a href="https://ajuda.nfagro.com.br" style="color:#999;">Central de ajuda</a> &middot; <a href="https://nfagro.com.br/privacidade" style="color:#999;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- freight booking app
  {
    family: "fretecampo",
    group: "consumer",
    lang: "pt",
    kind: "login-code",
    code: "8274",
    link: null,
    from: "FreteCampo <acesso@fretecampo.com.br>",
    to: ME,
    subject: "8274 é o seu código FreteCampo",
    date: d(9, 30, 5, 58),
    text: `8274 é o seu código de acesso ao FreteCampo.

Digite no app para entrar. Válido por 5 minutos.
Não compartilhe este código com motoristas ou transportadoras.

FreteCampo — fretes de grãos sem intermediário
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "fretecampo",
    group: "consumer",
    lang: "pt",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "FreteCampo <fretes@fretecampo.com.br>",
    to: ME,
    subject: "Frete #FC-77120 confirmado: 3 carretas para Paysandú",
    date: d(9, 30, 16, 40),
    enc: "qp",
    text: `Seu frete está confirmado!

Frete #FC-77120
Origem: Estância Três Capões — Santana do Livramento/RS
Destino: Granelera del Queguay — Ruta 3 km 372, Paysandú (UY)
Carga: soja a granel, ~ 111 t (3 carretas bitrem)
Coleta: 05/10/2026 a partir das 6h
Valor combinado: R$ 148,00/t + pedágios · MIC/DTA por conta da transportadora

Motoristas:
  Jair Fontoura — placa IXR2D41
  Sandro Kunz — placa IUV8F19
  Alceu Prestes — placa JBE5C07

Acompanhe pelo app. Dúvidas: (51) 3018-4420.
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdf6ec;font-family:'Open Sans',Arial,sans-serif;">
<div style="display:none;">Coleta em 05/10 a partir das 6h.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0e0c8;">
<tr><td style="padding:16px 24px;background:#f57c00;"><img src="https://static.fretecampo.com.br/email/logo-branco.png" alt="FreteCampo" width="130"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;">
<h2 style="margin:0 0 12px;color:#f57c00;">Seu frete est&aacute; confirmado!</h2>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#999;width:30%;">Frete</td><td><b>#FC-77120</b></td></tr>
<tr><td style="color:#999;">Origem</td><td>Est&acirc;ncia Tr&ecirc;s Cap&otilde;es &mdash; Santana do Livramento/RS</td></tr>
<tr><td style="color:#999;">Destino</td><td>Granelera del Queguay &mdash; Ruta 3 km 372, Paysand&uacute; (UY)</td></tr>
<tr><td style="color:#999;">Carga</td><td>soja a granel, ~ 111 t (3 carretas bitrem)</td></tr>
<tr><td style="color:#999;">Coleta</td><td>05/10/2026 a partir das 6h</td></tr>
<tr><td style="color:#999;">Valor</td><td>R$ 148,00/t + ped&aacute;gios</td></tr>
</table>
<p style="margin-bottom:4px;"><b>Motoristas</b></p>
<p style="margin-top:0;font-size:13px;">Jair Fontoura &mdash; IXR2D41<br>Sandro Kunz &mdash; IUV8F19<br>Alceu Prestes &mdash; JBE5C07</p>
<p style="font-size:13px;"><a href="https://app.fretecampo.com.br/fretes/FC-77120" style="color:#f57c00;">Acompanhar no app</a> &middot; D&uacute;vidas: (51) 3018-4420</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "fretecampo",
    group: "consumer",
    lang: "pt",
    kind: "delivery-notice",
    code: null,
    link: null,
    from: "FreteCampo <fretes@fretecampo.com.br>",
    to: ME,
    subject: "Carga entregue — frete #FC-77120 (3/3)",
    date: d(10, 8, 13, 15),
    enc: "b64",
    text: `Todas as carretas do frete #FC-77120 foram descarregadas em Paysandú.

Peso de origem: 111.240 kg · Peso de destino: 110.980 kg · Diferença: 0,23%
Canhotos digitalizados disponíveis no app.
O pagamento às transportadoras será liberado em 09/10/2026.

Avalie os motoristas no app e ajude outros produtores.
FreteCampo
`,
    html: `<html><body style="font-family:'Open Sans',Arial,sans-serif;font-size:14px;color:#333;background:#fff;">
<div style="max-width:560px;margin:auto;border-top:4px solid #f57c00;padding:18px;">
<p><b>Todas as carretas do frete #FC-77120 foram descarregadas em Paysand&uacute;.</b></p>
<p>Peso de origem: 111.240 kg &middot; Peso de destino: 110.980 kg &middot; Diferen&ccedil;a: 0,23%<br>Canhotos digitalizados dispon&iacute;veis no app.<br>O pagamento &agrave;s transportadoras ser&aacute; liberado em 09/10/2026.</p>
<p><a href="https://app.fretecampo.com.br/fretes/FC-77120/avaliar" style="color:#f57c00;">Avaliar motoristas</a></p>
<p style="font-size:11px;color:#999;">FreteCampo Log&iacute;stica Ltda. &middot; Porto Alegre/RS</p>
</div></body></html>`,
  },
  // ---------------------------------------------------------------- agricultural insurance (Uruguay)
  {
    family: "trebol-seguros",
    group: "regional",
    lang: "es",
    kind: "policy-issued",
    code: null,
    link: null,
    from: "Trébol Seguros Agropecuarios <polizas@trebolseguros.com.uy>",
    to: ME,
    subject: "Su póliza de granizo N.º GR-26-004518 fue emitida",
    date: d(9, 24, 10, 2),
    enc: "qp",
    text: `Estimado asegurado:

Adjuntamos la póliza de seguro contra granizo para la zafra de invierno 2026.

Póliza: GR-26-004518
Asegurado: Bertoldi Agropecuaria SAS
Cultivo: trigo — 310 ha (potreros 3, 7 y 9), Rivera
Suma asegurada: USD 186.000
Deducible: 8 % de la suma asegurada por potrero
Vigencia: 24/09/2026 al 31/12/2026
Prima total: USD 4.278,00 — 3 cuotas con débito en BROU **** 3390

Ante un siniestro, denúncielo dentro de las 72 horas llamando al 0800 8733 o desde
https://www.trebolseguros.com.uy/siniestros

Trébol Seguros Agropecuarios S.A. · 18 de Julio 1320 · Tacuarembó
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef4ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Calibri,Arial,sans-serif;font-size:14px;color:#243b2a;">
<tr><td style="padding:18px 26px;"><img src="https://www.trebolseguros.com.uy/mail/trebol.png" alt="Trébol Seguros" width="150"></td></tr>
<tr><td style="padding:0 26px 20px;">
<p>Estimado asegurado:</p>
<p>Adjuntamos la p&oacute;liza de seguro contra granizo para la zafra de invierno 2026.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #cfe0cf;font-size:13px;">
<tr><td style="background:#f1f7f1;width:38%;">P&oacute;liza</td><td><b>GR-26-004518</b></td></tr>
<tr><td style="background:#f1f7f1;">Asegurado</td><td>Bertoldi Agropecuaria SAS</td></tr>
<tr><td style="background:#f1f7f1;">Cultivo</td><td>trigo &mdash; 310 ha (potreros 3, 7 y 9), Rivera</td></tr>
<tr><td style="background:#f1f7f1;">Suma asegurada</td><td>USD 186.000</td></tr>
<tr><td style="background:#f1f7f1;">Deducible</td><td>8 % de la suma asegurada por potrero</td></tr>
<tr><td style="background:#f1f7f1;">Vigencia</td><td>24/09/2026 al 31/12/2026</td></tr>
<tr><td style="background:#f1f7f1;">Prima total</td><td>USD 4.278,00 &mdash; 3 cuotas con d&eacute;bito en BROU **** 3390</td></tr>
</table>
<p>Ante un siniestro, den&uacute;ncielo dentro de las 72 horas llamando al <b>0800 8733</b> o desde <a href="https://www.trebolseguros.com.uy/siniestros" style="color:#2f7d3b;">nuestro sitio</a>.</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#2f7d3b;color:#dcefdc;font-size:11px;">Tr&eacute;bol Seguros Agropecuarios S.A. &middot; 18 de Julio 1320 &middot; Tacuaremb&oacute; &middot; Supervisado por el BCU</td></tr>
</table></td></tr></table></body></html>`,
    attachment: ["Poliza_GR-26-004518.pdf", "application/pdf", PDF("Poliza GR-26-004518")],
  },
  {
    family: "trebol-seguros",
    group: "regional",
    lang: "es",
    kind: "claim-received",
    code: null,
    link: null,
    from: "Trébol Seguros — Siniestros <siniestros@trebolseguros.com.uy>",
    to: ME,
    subject: "Recibimos su denuncia de siniestro S-26-01192 (granizo 12/10)",
    date: d(10, 13, 9, 41),
    text: `Estimado Rodrigo Bertoldi:

Registramos su denuncia por granizo del 12/10/2026 sobre la póliza GR-26-004518.

Número de siniestro: S-26-01192
Potreros afectados según denuncia: 7 y 9 (aprox. 190 ha)

El perito ingeniero agrónomo Federico Olivera se comunicará con usted dentro de las próximas
48 horas para coordinar la inspección. Le pedimos no cosechar ni pastorear los potreros afectados
hasta que la inspección se realice.

Trébol Seguros — Departamento de Siniestros · 0800 8733
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "trebol-seguros",
    group: "regional",
    lang: "es",
    kind: "account-activation",
    code: null,
    link: "https://mi.trebolseguros.com.uy/activar?id=GR26004518&token=b91f0e7d2c84a6",
    from: "Mi Trébol <mitrebol@trebolseguros.com.uy>",
    to: ME,
    subject: "Active su usuario de Mi Trébol",
    date: d(9, 24, 10, 5),
    enc: "b64",
    text: `Hola Rodrigo,

Con su nueva póliza ya puede usar Mi Trébol: descargue certificados, vea sus cuotas y siga sus
siniestros en línea.

Active su usuario aquí (el enlace vence en 48 horas):
https://mi.trebolseguros.com.uy/activar?id=GR26004518&token=b91f0e7d2c84a6

Su usuario será su correo electrónico. Al activar le pediremos elegir una contraseña.

Trébol Seguros Agropecuarios
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef4ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Calibri,Arial,sans-serif;font-size:15px;color:#243b2a;">
<tr><td style="padding:18px 26px;"><img src="https://www.trebolseguros.com.uy/mail/mitrebol.png" alt="Mi Trébol" width="130"></td></tr>
<tr><td style="padding:0 26px 24px;">
<p>Hola Rodrigo,</p>
<p>Con su nueva p&oacute;liza ya puede usar <b>Mi Tr&eacute;bol</b>: descargue certificados, vea sus cuotas y siga sus siniestros en l&iacute;nea.</p>
${button("https://mi.trebolseguros.com.uy/activar?id=GR26004518&token=b91f0e7d2c84a6", "Activar mi usuario", "#2f7d3b")}
<p style="font-size:13px;color:#666;">El enlace vence en 48 horas. Su usuario ser&aacute; su correo electr&oacute;nico; al activar le pediremos elegir una contrase&ntilde;a.</p>
<p style="font-size:12px;"><a href="https://play.google.com/store/apps/details?id=uy.com.trebol.mitrebol"><img src="https://www.trebolseguros.com.uy/mail/google-play-es.png" alt="Disponible en Google Play" height="34"></a></p>
</td></tr>
<tr><td style="padding:12px 26px;background:#2f7d3b;color:#dcefdc;font-size:11px;">Tr&eacute;bol Seguros Agropecuarios S.A. &middot; Tacuaremb&oacute; &middot; <a href="https://www.trebolseguros.com.uy/privacidad" style="color:#dcefdc;">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- veterinary service
  {
    family: "vetpampa-rivera",
    group: "regional",
    lang: "es",
    kind: "vaccination-reminder",
    code: null,
    link: null,
    from: "VetPampa Rivera <agenda@vetpampa.com.uy>",
    to: ME,
    subject: "Campaña de vacunación contra aftosa — visita a su establecimiento",
    date: d(9, 8, 17, 30),
    enc: "8bit",
    text: `Estimado productor:

Le recordamos que, en el marco del primer período de vacunación contra fiebre aftosa,
nuestro equipo visitará el establecimiento "Tres Capones" (DICOSE 14.082.317) el
martes 29 de setiembre a partir de las 7:00.

Stock declarado a vacunar: 842 bovinos (incluye 260 terneros)
Veterinario responsable: Dr. Gonzalo Sosa — celular 099 640 215
Costo por dosis aplicada: $ 46 (pesos uruguayos), más traslado $ 2.800

Por favor tenga el ganado encerrado en las mangas desde temprano y la guía de propiedad a mano.

VetPampa — Servicios Veterinarios Rivera
Sarandí 1145 · Rivera · Tel. 4622 3917
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222;">
<p><img src="https://www.vetpampa.com.uy/img/vetpampa-firma.png" alt="VetPampa" width="160"></p>
<p>Estimado productor:</p>
<p>Le recordamos que, en el marco del primer per&iacute;odo de vacunaci&oacute;n contra fiebre aftosa, nuestro equipo visitar&aacute; el establecimiento <b>&quot;Tres Capones&quot;</b> (DICOSE 14.082.317) el <b>martes 29 de setiembre a partir de las 7:00</b>.</p>
<ul>
<li>Stock declarado a vacunar: 842 bovinos (incluye 260 terneros)</li>
<li>Veterinario responsable: Dr. Gonzalo Sosa &mdash; celular 099 640 215</li>
<li>Costo por dosis aplicada: $ 46 (pesos uruguayos), m&aacute;s traslado $ 2.800</li>
</ul>
<p>Por favor tenga el ganado encerrado en las mangas desde temprano y la gu&iacute;a de propiedad a mano.</p>
<p style="color:#555;">VetPampa &mdash; Servicios Veterinarios Rivera<br>Sarand&iacute; 1145 &middot; Rivera &middot; Tel. 4622 3917<br><a href="https://www.vetpampa.com.uy">www.vetpampa.com.uy</a></p>
</body></html>`,
  },
  {
    family: "vetpampa-rivera",
    group: "regional",
    lang: "es",
    kind: "lab-results",
    code: null,
    link: null,
    from: "Laboratorio VetPampa <laboratorio@vetpampa.com.uy>",
    to: ME,
    subject: "Resultados de brucelosis — protocolo 26/3381",
    date: d(10, 7, 12, 55),
    text: `Estimado Rodrigo:

Adjuntamos el informe del protocolo 26/3381 (sangrado del 29/09, 118 vaquillonas).

Resultado: 118 muestras NEGATIVAS a Rosa de Bengala. No se requieren pruebas confirmatorias.

El certificado sanitario queda registrado a su nombre y es válido para la feria del 24/10.

Saludos,
Dra. Lucía Ferreira — Laboratorio VetPampa
`,
    html: null,
    enc: "8bit",
    attachment: ["Informe_26-3381.pdf", "application/pdf", PDF("Informe brucelosis 26/3381")],
  },
  // ---------------------------------------------------------------- rural telecom / internet
  {
    family: "coxilhanet",
    group: "regional",
    lang: "pt",
    kind: "bill",
    code: null,
    link: null,
    from: "CoxilhaNet Internet Rural <faturas@coxilhanet.com.br>",
    to: ME,
    subject: "Sua fatura CoxilhaNet de outubro: R$ 289,90",
    date: d(10, 1, 6, 15),
    enc: "qp",
    text: `Olá, Rodrigo!

Sua fatura de outubro já está disponível.

Contrato: 20418 · Plano Campo 100 Mega (rádio) + telefonia rural 4G
Valor: R$ 289,90
Vencimento: 10/10/2026
Código de barras do boleto:
  34191.79001 01043.510047 91020.150008 9 10520000028990

Pix copia e cola disponível na área do cliente: https://central.coxilhanet.com.br

Fatura paga? Desconsidere este aviso.
CoxilhaNet Telecom Ltda. · (55) 3244-9000 · WhatsApp (55) 98407-1122
`,
    html: card({
      color: "#6a1b9a",
      logo: "https://central.coxilhanet.com.br/img/logo-coxilhanet.png",
      logoAlt: "CoxilhaNet",
      pre: "R$ 289,90 · vence em 10/10",
      body: `<p>Ol&aacute;, Rodrigo!</p>
<p>Sua fatura de outubro j&aacute; est&aacute; dispon&iacute;vel.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#888;">Contrato</td><td>20418</td></tr>
<tr><td style="color:#888;">Plano</td><td>Campo 100 Mega (r&aacute;dio) + telefonia rural 4G</td></tr>
<tr><td style="color:#888;">Valor</td><td style="font-size:20px;color:#6a1b9a;"><b>R$ 289,90</b></td></tr>
<tr><td style="color:#888;">Vencimento</td><td>10/10/2026</td></tr>
</table>
<p style="font-size:12px;color:#555;">C&oacute;digo de barras do boleto:<br><span style="font-family:monospace;">34191.79001 01043.510047 91020.150008 9 10520000028990</span></p>
${button("https://central.coxilhanet.com.br", "Pagar com Pix", "#6a1b9a")}
<p style="font-size:12px;color:#888;">Fatura paga? Desconsidere este aviso.</p>`,
      foot:
        `CoxilhaNet Telecom Ltda. &middot; CNPJ 14.220.901/0001-38 &middot; (55) 3244-9000 &middot; WhatsApp (55) 98407-1122<br>Anatel SCM 1234/2014`,
    }),
  },
  {
    family: "coxilhanet",
    group: "regional",
    lang: "pt",
    kind: "change-code",
    code: "4093",
    link: null,
    from: "CoxilhaNet Internet Rural <central@coxilhanet.com.br>",
    to: ME,
    subject: "Código para confirmar a troca de plano",
    date: d(10, 20, 14, 2),
    enc: "qp",
    text: `Olá, Rodrigo.

Recebemos seu pedido na Central do Assinante para trocar o plano do contrato 20418:
  de Campo 100 Mega (R$ 189,90) para Campo 300 Fibra (R$ 249,90)

Para confirmar a troca, informe o código 4093 na tela da Central do Assinante.

O código vale por 30 minutos. Se não foi você quem pediu, ignore este e-mail.

CoxilhaNet · (55) 3244-9000
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#f3eef7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 24px;background:#6a1b9a;border-radius:8px 8px 0 0;"><img src="https://central.coxilhanet.com.br/img/logo-coxilhanet.png" alt="CoxilhaNet" height="30"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#333;line-height:22px;">
<p>Ol&aacute;, Rodrigo.</p>
<p>Recebemos seu pedido na Central do Assinante para trocar o plano do contrato 20418:<br>de <b>Campo 100 Mega</b> (R$ 189,90) para <b>Campo 300 Fibra</b> (R$ 249,90)</p>
<p>Para confirmar a troca, informe o c&oacute;digo abaixo na tela da Central do Assinante:</p>
<p align="center" style="font-size:36px;font-weight:bold;letter-spacing:12px;color:#6a1b9a;margin:20px 0;">4093</p>
<p style="font-size:12px;color:#888;">O c&oacute;digo vale por 30 minutos. Se n&atilde;o foi voc&ecirc; quem pediu, ignore este e-mail.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- online farm-supply shop
  {
    family: "galpao-do-produtor",
    group: "consumer",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: "https://click.galpaodoprodutor.com.br/track?u=aHR0cHM6Ly9nYWxwYW8uY29tLmJy&cid=ativacao&rid=77310482",
    from: "Galpão do Produtor <ola@galpaodoprodutor.com.br>",
    to: ME,
    subject: "Rodrigo, ative sua conta e ganhe frete grátis na primeira compra",
    date: d(9, 12, 21, 10),
    enc: "qp",
    text: `Bem-vindo ao Galpão do Produtor!

Rodrigo, para começar a comprar, confirme seu e-mail:
https://click.galpaodoprodutor.com.br/track?u=aHR0cHM6Ly9nYWxwYW8uY29tLmJy&cid=ativacao&rid=77310482

Depois de ativar, sua primeira compra acima de R$ 299 tem frete grátis para todo o RS.

Cercas, arames, bebedouros, ferramentas, sal mineral e peças — com entrega na fazenda.

Galpão do Produtor Comércio Eletrônico Ltda. · Av. Presidente Vargas, 88 · Alegrete/RS
SAC 0800 555 0188 · Política de privacidade: https://www.galpaodoprodutor.com.br/privacidade
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f3ee;">
<div style="display:none;max-height:0;overflow:hidden;">Confirme seu e-mail e aproveite frete grátis na primeira compra.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;">
<tr><td style="padding:20px;" align="center"><a href="https://click.galpaodoprodutor.com.br/track?u=aHR0cHM6Ly93d3cuZ2FscGFvZG9wcm9kdXRvci5jb20uYnI&amp;cid=logo&amp;rid=77310482"><img src="https://www.galpaodoprodutor.com.br/media/email/logo.png" alt="Galpão do Produtor" width="200"></a></td></tr>
<tr><td><img src="https://www.galpaodoprodutor.com.br/media/email/boas-vindas.jpg" alt="Bem-vindo ao Galpão do Produtor" width="600" style="display:block;"></td></tr>
<tr><td style="padding:26px 40px;font-size:16px;color:#3b2f22;line-height:24px;" align="center">
<p><b>Rodrigo, para come&ccedil;ar a comprar, confirme seu e-mail.</b></p>
<table cellpadding="0" cellspacing="0" style="margin:20px auto;"><tr><td bgcolor="#8d4e1c"><a href="https://click.galpaodoprodutor.com.br/track?u=aHR0cHM6Ly9nYWxwYW8uY29tLmJy&amp;cid=ativacao&amp;rid=77310482" style="display:inline-block;padding:15px 36px;color:#fff;font-weight:bold;text-decoration:none;">ATIVAR MINHA CONTA</a></td></tr></table>
<p style="font-size:14px;">Depois de ativar, sua primeira compra acima de <b>R$ 299</b> tem frete gr&aacute;tis para todo o RS.</p>
</td></tr>
<tr><td style="padding:0 20px 20px;"><table width="100%" cellpadding="6"><tr>
<td align="center" style="font-size:12px;"><img src="https://www.galpaodoprodutor.com.br/media/email/ico-cerca.png" alt="" width="48"><br>Cercas e arames</td>
<td align="center" style="font-size:12px;"><img src="https://www.galpaodoprodutor.com.br/media/email/ico-sal.png" alt="" width="48"><br>Sal mineral</td>
<td align="center" style="font-size:12px;"><img src="https://www.galpaodoprodutor.com.br/media/email/ico-ferramenta.png" alt="" width="48"><br>Ferramentas</td>
</tr></table></td></tr>
<tr><td style="padding:18px;background:#3b2f22;color:#cbbfb0;font-size:11px;" align="center">Galp&atilde;o do Produtor Com&eacute;rcio Eletr&ocirc;nico Ltda. &middot; Av. Presidente Vargas, 88 &middot; Alegrete/RS<br>SAC 0800 555 0188 &middot; <a href="https://www.galpaodoprodutor.com.br/privacidade" style="color:#cbbfb0;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "galpao-do-produtor",
    group: "consumer",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Galpão do Produtor <pedidos@galpaodoprodutor.com.br>",
    to: ME,
    subject: "Pedido #GP-208841 a caminho 🚚",
    date: d(9, 17, 15, 33),
    enc: "b64",
    text: `Oba! Seu pedido #GP-208841 saiu para entrega.

  2x Arame ovalado 15x17 — rolo 1.000 m ...... R$ 1.078,00
  1x Bebedouro australiano 5.000 L ........... R$ 2.349,00
  10x Sal mineral Campo Forte 80 — 25 kg ...... R$ 1.290,00
  Frete ....................................... grátis
  Total ....................................... R$ 4.717,00 (Pix)

Transportadora: Rodonaves · rastreio RDV-44918203-BR
Previsão de entrega: 21/09/2026

Entrega em área rural: o motorista ligará para (55) 99921-4438 antes de chegar.
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f3ee;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px;" align="center"><img src="https://www.galpaodoprodutor.com.br/media/email/logo.png" alt="Galpão do Produtor" width="180"></td></tr>
<tr><td style="padding:10px 30px 20px;color:#3b2f22;">
<h2 style="margin:0 0 10px;">Oba! Seu pedido saiu para entrega.</h2>
<p style="color:#8d4e1c;">Pedido <b>#GP-208841</b> &middot; Previs&atilde;o: <b>21/09/2026</b></p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td><img src="https://www.galpaodoprodutor.com.br/media/p/arame-ovalado.jpg" alt="" width="50"></td><td>2x Arame ovalado 15x17 &mdash; rolo 1.000 m</td><td align="right">R$ 1.078,00</td></tr>
<tr><td><img src="https://www.galpaodoprodutor.com.br/media/p/bebedouro-5000.jpg" alt="" width="50"></td><td>1x Bebedouro australiano 5.000 L</td><td align="right">R$ 2.349,00</td></tr>
<tr><td><img src="https://www.galpaodoprodutor.com.br/media/p/sal-cf80.jpg" alt="" width="50"></td><td>10x Sal mineral Campo Forte 80 &mdash; 25 kg</td><td align="right">R$ 1.290,00</td></tr>
<tr><td></td><td>Frete</td><td align="right">gr&aacute;tis</td></tr>
<tr><td></td><td><b>Total (Pix)</b></td><td align="right"><b>R$ 4.717,00</b></td></tr>
</table>
<p style="font-size:13px;">Transportadora: Rodonaves &middot; rastreio <a href="https://www.galpaodoprodutor.com.br/rastreio/RDV-44918203-BR" style="color:#8d4e1c;">RDV-44918203-BR</a></p>
<p style="font-size:12px;color:#777;">Entrega em &aacute;rea rural: o motorista ligar&aacute; para (55) 99921-4438 antes de chegar.</p>
</td></tr>
<tr><td style="padding:18px;background:#3b2f22;color:#cbbfb0;font-size:11px;" align="center">SAC 0800 555 0188 &middot; <a href="https://www.galpaodoprodutor.com.br/minha-conta/pedidos" style="color:#cbbfb0;">Meus pedidos</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "galpao-do-produtor",
    group: "consumer",
    lang: "pt",
    kind: "promo",
    code: null,
    link: null,
    from: "Galpão do Produtor <ofertas@galpaodoprodutor.com.br>",
    to: ME,
    subject: "Semana da Cerca: 15% OFF com o cupom CERCA15 ⏳",
    date: d(10, 21, 18, 0),
    enc: "qp",
    text: `SEMANA DA CERCA — até 27/10

Use o cupom CERCA15 e ganhe 15% OFF em arames, palanques, isoladores e eletrificadores.
Compras acima de R$ 499 em até 6x sem juros.

Aproveite: https://click.galpaodoprodutor.com.br/track?u=c2VtYW5hLWNlcmNh&cid=cerca26&rid=77310482

Cupom não cumulativo, válido uma vez por CPF.
Descadastrar: https://www.galpaodoprodutor.com.br/newsletter/sair?rid=77310482
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f3ee;font-family:Arial,sans-serif;">
<div style="display:none;">15% OFF em arames, palanques e eletrificadores até 27/10.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px;" align="center"><img src="https://www.galpaodoprodutor.com.br/media/email/logo.png" alt="Galpão do Produtor" width="160"></td></tr>
<tr><td><a href="https://click.galpaodoprodutor.com.br/track?u=c2VtYW5hLWNlcmNh&amp;cid=cerca26&amp;rid=77310482"><img src="https://www.galpaodoprodutor.com.br/media/email/semana-cerca.jpg" alt="Semana da Cerca — 15% OFF" width="600" style="display:block;"></a></td></tr>
<tr><td style="padding:24px;text-align:center;color:#3b2f22;">
<p style="font-size:15px;">Use o cupom</p>
<p style="font-size:30px;font-weight:bold;border:2px dashed #8d4e1c;display:inline-block;padding:8px 24px;color:#8d4e1c;">CERCA15</p>
<p style="font-size:14px;">15% OFF em arames, palanques, isoladores e eletrificadores. Compras acima de R$ 499 em at&eacute; 6x sem juros.</p>
<p><a href="https://click.galpaodoprodutor.com.br/track?u=c2VtYW5hLWNlcmNh&amp;cid=cerca26&amp;rid=77310482" style="background:#8d4e1c;color:#fff;padding:12px 28px;text-decoration:none;font-weight:bold;">APROVEITAR</a></p>
<p style="font-size:10px;color:#999;">Cupom n&atilde;o cumulativo, v&aacute;lido uma vez por CPF, at&eacute; 27/10/2026.</p>
</td></tr>
<tr><td style="padding:18px;background:#3b2f22;color:#cbbfb0;font-size:11px;" align="center"><a href="https://www.galpaodoprodutor.com.br/newsletter/sair?rid=77310482" style="color:#cbbfb0;">Descadastrar</a> &middot; <a href="https://www.instagram.com/galpaodoprodutor" style="color:#cbbfb0;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- German seed breeder
  {
    family: "saatgut-kraichfeld",
    group: "consumer",
    lang: "de",
    kind: "newsletter-confirm",
    code: null,
    link: "https://newsletter.kraichfeld-saatzucht.de/optin/confirm?h=e3b0c44298fc1c14&l=de",
    from: "Kraichfeld Saatzucht <newsletter@kraichfeld-saatzucht.de>",
    to: ME,
    subject: "Bitte bestätigen Sie Ihre Anmeldung zum Kraichfeld-Newsletter",
    date: d(9, 2, 14, 26, "+0200"),
    enc: "qp",
    text: `Guten Tag Herr Bertoldi,

vielen Dank für Ihr Interesse an unserem Newsletter „Kraichfeld International – Weizen & Gerste".

Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link:
https://newsletter.kraichfeld-saatzucht.de/optin/confirm?h=e3b0c44298fc1c14&l=de

Erst nach Ihrer Bestätigung nehmen wir Ihre Adresse in den Verteiler auf. Falls Sie sich nicht
angemeldet haben, ignorieren Sie diese E-Mail bitte einfach.

Mit freundlichen Grüßen
Ihr Team der Kraichfeld Saatzucht

Kraichfeld Saatzucht GmbH & Co. KG · Hauptstraße 12 · 76703 Kraichtal
Geschäftsführer: Dr. Jochen Wiedemann · Amtsgericht Mannheim HRA 704412
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#2a2a22;">
<tr><td style="padding:24px 36px;border-bottom:1px solid #d8d3bf;"><img src="https://www.kraichfeld-saatzucht.de/fileadmin/nl/logo-kraichfeld.png" alt="Kraichfeld Saatzucht" width="220"></td></tr>
<tr><td style="padding:30px 36px;font-size:16px;line-height:25px;">
<p>Guten Tag Herr Bertoldi,</p>
<p>vielen Dank f&uuml;r Ihr Interesse an unserem Newsletter <i>&bdquo;Kraichfeld International &ndash; Weizen &amp; Gerste&ldquo;</i>.</p>
<p>Bitte best&auml;tigen Sie Ihre Anmeldung:</p>
<p style="margin:26px 0;"><a href="https://newsletter.kraichfeld-saatzucht.de/optin/confirm?h=e3b0c44298fc1c14&amp;l=de" style="background:#b5a338;color:#ffffff;padding:12px 28px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px;">Anmeldung best&auml;tigen</a></p>
<p style="font-size:14px;color:#666;">Erst nach Ihrer Best&auml;tigung nehmen wir Ihre Adresse in den Verteiler auf. Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte einfach.</p>
<p>Mit freundlichen Gr&uuml;&szlig;en<br>Ihr Team der Kraichfeld Saatzucht</p>
</td></tr>
<tr><td style="padding:18px 36px;background:#ecead9;font-family:Arial,sans-serif;font-size:11px;color:#77725e;line-height:16px;">Kraichfeld Saatzucht GmbH &amp; Co. KG &middot; Hauptstra&szlig;e 12 &middot; 76703 Kraichtal<br>Gesch&auml;ftsf&uuml;hrer: Dr. Jochen Wiedemann &middot; Amtsgericht Mannheim HRA 704412<br><a href="https://www.kraichfeld-saatzucht.de/impressum" style="color:#77725e;">Impressum</a> &middot; <a href="https://www.kraichfeld-saatzucht.de/datenschutz" style="color:#77725e;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "saatgut-kraichfeld",
    group: "consumer",
    lang: "de",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kraichfeld Saatzucht <newsletter@kraichfeld-saatzucht.de>",
    to: ME,
    subject: "Kraichfeld International 10/2026: Neue Winterweizensorte für Südamerika",
    date: d(10, 15, 10, 0, "+0200"),
    enc: "b64",
    text: `KRAICHFELD INTERNATIONAL – Ausgabe 10/2026

1) KF Pampero: Unsere neue Winterweizensorte für subtropische Lagen
   In den Versuchen 2025 in Rio Grande do Sul und Soriano (Uruguay) erreichte KF Pampero
   im Mittel 5,8 t/ha bei einem Proteingehalt von 12,9 %. Hohe Toleranz gegen Ährenfusarium.

2) Feldtag in Kraichtal am 18. Juni 2027 – jetzt vormerken.

3) Gerstenmarkt: Braugerste weiter fest, Prämien in Südamerika stabil.

Mehr lesen: https://www.kraichfeld-saatzucht.de/international/newsletter/2026-10

Sie erhalten diesen Newsletter, weil Sie sich am 02.09.2026 angemeldet haben.
Abmelden: https://newsletter.kraichfeld-saatzucht.de/unsubscribe?h=e3b0c44298fc1c14
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#2a2a22;">
<tr><td style="padding:24px 36px;border-bottom:1px solid #d8d3bf;"><img src="https://www.kraichfeld-saatzucht.de/fileadmin/nl/logo-kraichfeld.png" alt="Kraichfeld Saatzucht" width="220"><br><span style="font-family:Arial;font-size:12px;color:#77725e;">Kraichfeld International &middot; Ausgabe 10/2026</span></td></tr>
<tr><td><img src="https://www.kraichfeld-saatzucht.de/fileadmin/nl/2026-10/pampero.jpg" alt="Weizenbestand KF Pampero in Soriano, Uruguay" width="600" style="display:block;"></td></tr>
<tr><td style="padding:26px 36px;font-size:15px;line-height:23px;">
<h2 style="font-size:20px;margin-top:0;">KF Pampero: Unsere neue Winterweizensorte f&uuml;r subtropische Lagen</h2>
<p>In den Versuchen 2025 in Rio Grande do Sul und Soriano (Uruguay) erreichte KF Pampero im Mittel <b>5,8 t/ha</b> bei einem Proteingehalt von 12,9 %. Hohe Toleranz gegen &Auml;hrenfusarium.</p>
<p><a href="https://www.kraichfeld-saatzucht.de/international/newsletter/2026-10" style="color:#8a7b1f;">Weiterlesen &rsaquo;</a></p>
<hr style="border:0;border-top:1px solid #e5e1cf;">
<p><b>Feldtag in Kraichtal</b> am 18. Juni 2027 &ndash; jetzt vormerken.</p>
<p><b>Gerstenmarkt:</b> Braugerste weiter fest, Pr&auml;mien in S&uuml;damerika stabil.</p>
</td></tr>
<tr><td style="padding:18px 36px;background:#ecead9;font-family:Arial,sans-serif;font-size:11px;color:#77725e;">Sie erhalten diesen Newsletter, weil Sie sich am 02.09.2026 angemeldet haben. <a href="https://newsletter.kraichfeld-saatzucht.de/unsubscribe?h=e3b0c44298fc1c14" style="color:#77725e;">Abmelden</a><br>Kraichfeld Saatzucht GmbH &amp; Co. KG &middot; 76703 Kraichtal</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- agronomy platform (English)
  {
    family: "fieldmesh",
    group: "consumer",
    lang: "en",
    kind: "two-factor-code",
    code: "913552",
    link: null,
    from: "Fieldmesh <security@fieldmesh.io>",
    to: ME,
    subject: "Your Fieldmesh security code: 913552",
    date: d(9, 21, 8, 3, "+0000"),
    enc: "qp",
    text: `Your Fieldmesh security code is 913552

Enter it on the sign-in screen to finish logging in. It expires in 10 minutes.

Sign-in attempt: Sep 21, 2026, 05:02 (UTC-3) · Firefox on Windows · Rivera, UY

If this wasn't you, reset your password from the Fieldmesh app and contact support@fieldmesh.io.

Fieldmesh, Inc. · 1550 Larimer St #210 · Denver, CO 80202
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="460" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:24px;"><img src="https://assets.fieldmesh.io/email/fieldmesh-mark.png" alt="Fieldmesh" width="36" height="36"></td></tr>
<tr><td style="font-size:22px;font-weight:600;color:#10231a;padding-bottom:12px;">Your security code</td></tr>
<tr><td style="font-size:15px;color:#3f4f46;line-height:22px;">Enter this code on the sign-in screen to finish logging in. It expires in 10 minutes.</td></tr>
<tr><td style="padding:24px 0;"><div style="background:#f1f5f2;border-radius:8px;padding:18px;text-align:center;font-size:30px;font-weight:700;letter-spacing:6px;color:#10231a;font-family:Menlo,Consolas,monospace;">913552</div></td></tr>
<tr><td style="font-size:13px;color:#6b7a71;line-height:20px;">Sign-in attempt: Sep 21, 2026, 05:02 (UTC-3) &middot; Firefox on Windows &middot; Rivera, UY<br>If this wasn't you, reset your password from the Fieldmesh app and contact <a href="mailto:support@fieldmesh.io" style="color:#2f8f57;">support@fieldmesh.io</a>.</td></tr>
<tr><td style="padding-top:32px;font-size:11px;color:#9aa7a0;border-top:1px solid #e6ece8;">Fieldmesh, Inc. &middot; 1550 Larimer St #210 &middot; Denver, CO 80202 &middot; <a href="https://fieldmesh.io/privacy" style="color:#9aa7a0;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fieldmesh",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.fieldmesh.io/join/ws_8Hq2Lx?invite=ivt_01J9ZK3M7TQ4W2B6",
    from: "Marina Zanella via Fieldmesh <notifications@fieldmesh.io>",
    to: ME,
    subject: 'Marina Zanella shared the workspace "Zanella Agronomia — Clientes 26/27" with you',
    date: d(9, 19, 17, 44, "+0000"),
    enc: "8bit",
    text: `Marina Zanella (marina@zanellaagronomia.com.br) invited you to collaborate in the Fieldmesh
workspace "Zanella Agronomia — Clientes 26/27".

Marina's note: "Rodrigo, coloquei aqui os mapas de fertilidade e a recomendação de adubação dos
talhões 3 a 12. Dá uma olhada antes do plantio."

Join the workspace:
https://app.fieldmesh.io/join/ws_8Hq2Lx?invite=ivt_01J9ZK3M7TQ4W2B6

You'll be able to view field boundaries, soil sample results and prescriptions. Invitation expires Oct 3, 2026.

— Fieldmesh
Unsubscribe from workspace notifications: https://app.fieldmesh.io/settings/notifications
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="500" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:24px;"><img src="https://assets.fieldmesh.io/email/fieldmesh-mark.png" alt="Fieldmesh" width="36" height="36"></td></tr>
<tr><td style="font-size:15px;color:#3f4f46;line-height:23px;">
<p><img src="https://assets.fieldmesh.io/avatars/u_55120.jpg" alt="" width="28" height="28" style="border-radius:14px;vertical-align:middle;"> <b>Marina Zanella</b> (marina@zanellaagronomia.com.br) invited you to collaborate in the workspace <b>Zanella Agronomia &mdash; Clientes 26/27</b>.</p>
<blockquote style="margin:16px 0;padding:10px 16px;border-left:3px solid #2f8f57;background:#f6faf7;color:#3f4f46;">Rodrigo, coloquei aqui os mapas de fertilidade e a recomenda&ccedil;&atilde;o de aduba&ccedil;&atilde;o dos talh&otilde;es 3 a 12. D&aacute; uma olhada antes do plantio.</blockquote>
<p><a href="https://app.fieldmesh.io/join/ws_8Hq2Lx?invite=ivt_01J9ZK3M7TQ4W2B6" style="display:inline-block;background:#2f8f57;color:#ffffff;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:600;">Join workspace</a></p>
<p style="font-size:13px;color:#6b7a71;">You'll be able to view field boundaries, soil sample results and prescriptions. Invitation expires Oct 3, 2026.</p>
</td></tr>
<tr><td style="padding-top:28px;font-size:11px;color:#9aa7a0;border-top:1px solid #e6ece8;"><a href="https://app.fieldmesh.io/settings/notifications" style="color:#9aa7a0;">Notification settings</a> &middot; Fieldmesh, Inc. &middot; Denver, CO</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- grain market newsletter (English)
  {
    family: "graintide",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Graintide Weekly <weekly@graintide.com>",
    to: ME,
    subject: "Graintide Weekly: Brazil planting 18% done, La Niña odds up to 60%",
    date: d(10, 9, 12, 0, "+0000"),
    enc: "qp",
    text: `GRAINTIDE WEEKLY — October 9, 2026

THE BIG THREE
1. Brazil soybean planting reached 18% (vs. 14% five-year average). Mato Grosso leads at 41%.
2. NOAA puts La Niña odds at 60% for Dec–Feb. Watch southern Brazil, Uruguay and Argentina for dry spells.
3. China bought 1.2 Mt of US beans this week, the most since March.

PRICES (Thursday close)
  CBOT soybeans Nov ... $10.52/bu  (+8¢)
  CBOT wheat Dec ...... $5.61/bu   (-4¢)
  Paranaguá soy FOB ... +$0.85 over Jan

Read the full issue: https://graintide.com/weekly/2026-10-09

You're on the free list. Upgrade to Graintide Pro for daily basis maps: https://graintide.com/pro
Unsubscribe: https://graintide.com/u/7f3a91?list=weekly
Graintide Media LLC · 400 Locust St, Suite 700 · Des Moines, IA 50309
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f5f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#1f1d18;">
<tr><td style="padding:20px 30px;border-bottom:3px double #1f1d18;" align="center"><img src="https://graintide.com/email/masthead.png" alt="GRAINTIDE WEEKLY" width="300"><br><span style="font-family:Arial;font-size:11px;letter-spacing:2px;color:#8c8577;">OCTOBER 9, 2026</span></td></tr>
<tr><td style="padding:24px 30px;font-size:16px;line-height:25px;">
<h3 style="font-family:Arial;font-size:13px;letter-spacing:1px;color:#a36a12;">THE BIG THREE</h3>
<ol style="padding-left:20px;">
<li><b>Brazil soybean planting reached 18%</b> (vs. 14% five-year average). Mato Grosso leads at 41%.</li>
<li><b>NOAA puts La Ni&ntilde;a odds at 60%</b> for Dec&ndash;Feb. Watch southern Brazil, Uruguay and Argentina for dry spells.</li>
<li><b>China bought 1.2 Mt of US beans</b> this week, the most since March.</li>
</ol>
<h3 style="font-family:Arial;font-size:13px;letter-spacing:1px;color:#a36a12;">PRICES (THURSDAY CLOSE)</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial;font-size:14px;">
<tr style="background:#f7f5f0;"><td>CBOT soybeans Nov</td><td align="right">$10.52/bu</td><td align="right" style="color:#2e7d32;">+8&cent;</td></tr>
<tr><td>CBOT wheat Dec</td><td align="right">$5.61/bu</td><td align="right" style="color:#c62828;">-4&cent;</td></tr>
<tr style="background:#f7f5f0;"><td>Paranagu&aacute; soy FOB</td><td align="right">+$0.85 over Jan</td><td></td></tr>
</table>
<p><a href="https://graintide.com/weekly/2026-10-09" style="color:#a36a12;">Read the full issue &rarr;</a></p>
<p style="font-family:Arial;font-size:13px;background:#fff4e0;padding:12px;">You're on the free list. <a href="https://graintide.com/pro" style="color:#a36a12;">Upgrade to Graintide Pro</a> for daily basis maps.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-family:Arial;font-size:11px;color:#8c8577;border-top:1px solid #e2ddd2;"><a href="https://graintide.com/u/7f3a91?list=weekly" style="color:#8c8577;">Unsubscribe</a> &middot; Graintide Media LLC &middot; 400 Locust St, Suite 700 &middot; Des Moines, IA 50309</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- cattle auction (Uruguay)
  {
    family: "lote21-remates",
    group: "regional",
    lang: "es",
    kind: "bidder-verify-code",
    code: "LT-7730",
    code_digits: "7730",
    link: null,
    from: "Lote 21 Remates <ofertantes@lote21.com.uy>",
    to: ME,
    subject: "Lote 21: su código para habilitarse como ofertante",
    date: d(10, 20, 19, 45),
    enc: "b64",
    text: `Hola Rodrigo:

Para terminar su habilitación como ofertante en el remate por pantalla del 24 de octubre,
ingrese en la web el siguiente código:

LT-7730

(válido por 30 minutos)

Recuerde que para ofertar necesita tener la línea de crédito aprobada por el escritorio.
Consultas: 2908 4421 · WhatsApp 091 221 021

Lote 21 — Remates por pantalla
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#201a14;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Arial,sans-serif;">
<tr><td style="padding:18px 26px;background:#7b1f1f;"><img src="https://www.lote21.com.uy/img/lote21-blanco.png" alt="Lote 21 Remates" width="140"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#2a2118;line-height:22px;">
<p>Hola Rodrigo:</p>
<p>Para terminar su habilitaci&oacute;n como ofertante en el remate por pantalla del <b>24 de octubre</b>, ingrese en la web el siguiente c&oacute;digo:</p>
<p style="text-align:center;margin:22px 0;"><span style="font-size:30px;font-weight:bold;color:#7b1f1f;border:2px solid #7b1f1f;padding:8px 22px;">LT-7730</span></p>
<p style="text-align:center;font-size:12px;color:#8a7a66;">v&aacute;lido por 30 minutos</p>
<p style="font-size:13px;">Recuerde que para ofertar necesita tener la l&iacute;nea de cr&eacute;dito aprobada por el escritorio. Consultas: 2908 4421 &middot; WhatsApp 091 221 021</p>
</td></tr>
<tr><td style="padding:12px 26px;background:#efe7da;font-size:11px;color:#8a7a66;">Lote 21 &mdash; Remates por pantalla &middot; <a href="https://www.lote21.com.uy" style="color:#8a7a66;">lote21.com.uy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "lote21-remates",
    group: "regional",
    lang: "es",
    kind: "auction-catalog",
    code: null,
    link: null,
    from: "Lote 21 Remates <catalogo@lote21.com.uy>",
    to: ME,
    subject: "Catálogo remate N.º 142 — sábado 24/10, 14 h — 18.400 vacunos",
    date: d(10, 16, 11, 30),
    enc: "qp",
    text: `REMATE N.º 142 — Sábado 24 de octubre, 14:00 h
Transmisión en vivo desde Tacuarembó por lote21.com.uy y canal Rural TV

18.400 vacunos de invernada y cría
  · 6.200 terneros/as
  · 4.900 novillos 1 a 3 años
  · 3.100 vaquillonas
  · 4.200 vacas de invernada y preñadas

Plazo: 60 días con garantía del escritorio. Comisión 3 % + IVA.

Descargue el catálogo y vea los videos de cada lote:
https://www.lote21.com.uy/remates/142/catalogo

Lote 21 — Remates por pantalla · Juncal 1327 of. 502 · Montevideo · 2908 4421
Dejar de recibir catálogos: https://www.lote21.com.uy/baja?e=rb1182
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#201a14;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Arial,sans-serif;">
<tr><td style="padding:18px 26px;background:#7b1f1f;color:#fff;"><img src="https://www.lote21.com.uy/img/lote21-blanco.png" alt="Lote 21 Remates" width="140"></td></tr>
<tr><td><img src="https://www.lote21.com.uy/img/remates/142-portada.jpg" alt="Remate 142 — 18.400 vacunos" width="600" style="display:block;"></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;color:#2a2118;">
<h2 style="margin:0;color:#7b1f1f;">Remate N.&ordm; 142</h2>
<p style="margin-top:4px;"><b>S&aacute;bado 24 de octubre, 14:00 h</b> &middot; en vivo desde Tacuaremb&oacute;</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr style="background:#f5ede0;"><td>Terneros/as</td><td align="right">6.200</td></tr>
<tr><td>Novillos 1 a 3 a&ntilde;os</td><td align="right">4.900</td></tr>
<tr style="background:#f5ede0;"><td>Vaquillonas</td><td align="right">3.100</td></tr>
<tr><td>Vacas de invernada y pre&ntilde;adas</td><td align="right">4.200</td></tr>
</table>
<p style="font-size:13px;">Plazo: 60 d&iacute;as con garant&iacute;a del escritorio. Comisi&oacute;n 3 % + IVA.</p>
<p><a href="https://www.lote21.com.uy/remates/142/catalogo" style="background:#7b1f1f;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold;">Ver cat&aacute;logo y videos</a></p>
</td></tr>
<tr><td style="padding:12px 26px;background:#efe7da;font-size:11px;color:#8a7a66;">Lote 21 &middot; Juncal 1327 of. 502 &middot; Montevideo &middot; 2908 4421 &middot; <a href="https://www.lote21.com.uy/baja?e=rb1182" style="color:#8a7a66;">Dejar de recibir cat&aacute;logos</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- Italian spare-parts maker
  {
    family: "ricambi-ferrandi",
    group: "consumer",
    lang: "it",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Ferrandi Ricambi Agricoli <ordini@ferrandiricambi.it>",
    to: ME,
    subject: "Conferma d'ordine n. 2026/11873 — spedizione verso Brasile",
    date: d(10, 2, 16, 20, "+0200"),
    enc: "qp",
    text: `Gentile cliente,

grazie per il suo ordine. Di seguito il riepilogo:

Ordine n. 2026/11873 del 02/10/2026
  FR-3318  Dente per erpice rotante (conf. 24 pz) ... 2 x € 186,00
  FR-0942  Bullone con dado M16x1,5 (conf. 50 pz) ... 1 x € 38,50
  Spedizione internazionale (DHL Express, Brasile) ... € 94,00
  Totale ............................................. € 504,50 (pagato con carta •••• 7712)

Tempi di consegna stimati: 6–9 giorni lavorativi. Eventuali dazi e l'imposta di importazione
brasiliana sono a carico del destinatario.

Riceverà un'altra e-mail con il numero di tracciamento alla spedizione.

Ferrandi Ricambi Agricoli S.r.l. · Via dell'Artigianato 21 · 42015 Correggio (RE) · P.IVA 01928340351
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:13px;color:#333;margin:0;">
<table width="640" cellpadding="0" cellspacing="0" style="margin:0 auto;">
<tr><td style="padding:16px;border-bottom:3px solid #c8102e;"><img src="https://www.ferrandiricambi.it/media/logo-ferrandi.png" alt="Ferrandi Ricambi Agricoli" width="190"></td></tr>
<tr><td style="padding:18px 16px;">
<p>Gentile cliente,</p>
<p>grazie per il suo ordine. Di seguito il riepilogo:</p>
<p><b>Ordine n. 2026/11873</b> del 02/10/2026</p>
<table width="100%" cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:12px;">
<tr style="background:#f3f3f3;"><th align="left">Codice</th><th align="left">Descrizione</th><th>Q.t&agrave;</th><th align="right">Prezzo</th></tr>
<tr><td>FR-3318</td><td>Dente per erpice rotante (conf. 24 pz)</td><td align="center">2</td><td align="right">&euro; 186,00</td></tr>
<tr><td>FR-0942</td><td>Bullone con dado M16x1,5 (conf. 50 pz)</td><td align="center">1</td><td align="right">&euro; 38,50</td></tr>
<tr><td colspan="3">Spedizione internazionale (DHL Express, Brasile)</td><td align="right">&euro; 94,00</td></tr>
<tr><td colspan="3"><b>Totale</b> (pagato con carta &bull;&bull;&bull;&bull; 7712)</td><td align="right"><b>&euro; 504,50</b></td></tr>
</table>
<p>Tempi di consegna stimati: 6&ndash;9 giorni lavorativi. Eventuali dazi e l'imposta di importazione brasiliana sono a carico del destinatario.</p>
<p>Ricever&agrave; un'altra e-mail con il numero di tracciamento alla spedizione.</p>
</td></tr>
<tr><td style="padding:12px 16px;background:#f3f3f3;font-size:11px;color:#777;">Ferrandi Ricambi Agricoli S.r.l. &middot; Via dell'Artigianato 21 &middot; 42015 Correggio (RE) &middot; P.IVA 01928340351 &middot; <a href="https://www.ferrandiricambi.it/privacy" style="color:#777;">Privacy</a></td></tr>
</table></body></html>`,
  },
  // ---------------------------------------------------------------- Paraguayan bank (a second farm in Itapúa)
  {
    family: "banco-yvapovo",
    group: "regional",
    lang: "es",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Banco Yvapovõ <avisos@yvapovo.com.py>",
    to: ME,
    subject: "Acreditación recibida en su cuenta USD **** 5520",
    date: d(9, 26, 10, 12, "-0300"),
    enc: "qp",
    text: `BANCO YVAPOVÕ — Aviso de acreditación

Cuenta: Caja de ahorro USD **** 5520
Titular: BERTOLDI RODRIGO
Fecha: 26/09/2026 10:11
Concepto: transferencia SIPAP recibida
Ordenante: COOPERATIVA COLONIAS UNIDAS AGROPECUARIA IND. LTDA.
Importe: USD 42.615,00
Referencia: LIQ. SOJA 2025/26 — 118,5 t

Saldo disponible: USD 61.093,41

Este es un aviso automático. Si no reconoce este movimiento comuníquese al (021) 418 7000.
Banco Yvapovõ S.A. · Av. Irrazábal 870 · Encarnación · Paraguay
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f6;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0b3d63;padding:14px 22px;"><img src="https://www.yvapovo.com.py/mail/logo-yvapovo.png" alt="Banco Yvapovõ" width="150"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#1e2a35;">
<p style="font-size:17px;margin-top:0;"><b>Aviso de acreditaci&oacute;n</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#6b7d8c;width:35%;">Cuenta</td><td>Caja de ahorro USD **** 5520</td></tr>
<tr><td style="color:#6b7d8c;">Titular</td><td>BERTOLDI RODRIGO</td></tr>
<tr><td style="color:#6b7d8c;">Fecha</td><td>26/09/2026 10:11</td></tr>
<tr><td style="color:#6b7d8c;">Concepto</td><td>transferencia SIPAP recibida</td></tr>
<tr><td style="color:#6b7d8c;">Ordenante</td><td>COOPERATIVA COLONIAS UNIDAS AGROPECUARIA IND. LTDA.</td></tr>
<tr><td style="color:#6b7d8c;">Importe</td><td style="font-size:18px;color:#0b3d63;"><b>USD 42.615,00</b></td></tr>
<tr><td style="color:#6b7d8c;">Referencia</td><td>LIQ. SOJA 2025/26 &mdash; 118,5 t</td></tr>
</table>
<p>Saldo disponible: <b>USD 61.093,41</b></p>
<p style="font-size:12px;color:#6b7d8c;">Este es un aviso autom&aacute;tico. Si no reconoce este movimiento comun&iacute;quese al (021) 418 7000.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f3f6f9;font-size:11px;color:#6b7d8c;">Banco Yvapov&otilde; S.A. &middot; Av. Irraz&aacute;bal 870 &middot; Encarnaci&oacute;n &middot; Paraguay &middot; <a href="https://www.yvapovo.com.py/seguridad" style="color:#6b7d8c;">Seguridad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "banco-yvapovo",
    group: "regional",
    lang: "es",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Banco Yvapovõ Tarjetas <tarjetas@yvapovo.com.py>",
    to: ME,
    subject: "Su extracto de tarjeta Agro Visa está disponible",
    date: d(10, 11, 9, 0, "-0300"),
    text: `Estimado cliente,

Ya puede consultar el extracto de su tarjeta Agro Visa terminada en 8841.

Cierre: 08/10/2026
Vencimiento: 23/10/2026
Saldo total: Gs. 14.882.300
Pago mínimo: Gs. 1.488.230

Recuerde que sus compras en agroveterinarias adheridas tienen 90 días sin intereses.

Consulte el detalle en Yvapovõ Online o en la app Yvapovõ Móvil.
Banco Yvapovõ S.A. · (021) 418 7000
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Argentine seed dealer
  {
    family: "semillera-la-tijereta",
    group: "regional",
    lang: "es",
    kind: "proforma",
    code: null,
    link: null,
    from: "Semillera La Tijereta <ventas@latijereta.com.ar>",
    to: ME,
    subject: "Proforma 0003-00001872 — semilla de soja GM 5.8 (pedido Uruguay)",
    date: d(9, 18, 11, 22),
    enc: "qp",
    text: `Hola Rodrigo, ¿cómo andás?

Te paso la proforma que charlamos por teléfono con Nacho:

  Proforma 0003-00001872
  Soja GM 5.8 STS — bolsa 40 kg, PG 88 % ....... 220 bolsas x USD 39,50
  Curasemilla + inoculante (servicio) ......... 220 bolsas x USD 4,20
  Flete Pergamino – Rivera (Aduana Rivera) ..... USD 1.150,00
  Total ........................................ USD 10.764,00

Condición: 50 % anticipado, saldo a 30 días de la entrega.
Validez de la proforma: 10 días corridos.
Para avanzar, respondé este mail con la orden de compra y coordinamos el certificado fitosanitario.

Saludos,
Ignacio Bustos — Semillera La Tijereta S.R.L.
Ruta 8 km 221 · Pergamino (B) · Argentina · +54 9 2477 41-8820
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#222;">
<p>Hola Rodrigo, &iquest;c&oacute;mo and&aacute;s?</p>
<p>Te paso la proforma que charlamos por tel&eacute;fono con Nacho:</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:13px;">
<tr style="background:#e8f0d8;"><td colspan="3"><b>Proforma 0003-00001872</b></td></tr>
<tr><td>Soja GM 5.8 STS &mdash; bolsa 40 kg, PG 88 %</td><td>220 bolsas</td><td align="right">USD 39,50</td></tr>
<tr><td>Curasemilla + inoculante (servicio)</td><td>220 bolsas</td><td align="right">USD 4,20</td></tr>
<tr><td>Flete Pergamino &ndash; Rivera (Aduana Rivera)</td><td></td><td align="right">USD 1.150,00</td></tr>
<tr><td colspan="2"><b>Total</b></td><td align="right"><b>USD 10.764,00</b></td></tr>
</table>
<p>Condici&oacute;n: 50 % anticipado, saldo a 30 d&iacute;as de la entrega.<br>Validez de la proforma: 10 d&iacute;as corridos.<br>Para avanzar, respond&eacute; este mail con la orden de compra y coordinamos el certificado fitosanitario.</p>
<p>Saludos,</p>
<table cellpadding="0" cellspacing="0"><tr><td style="padding-right:10px;"><img src="https://www.latijereta.com.ar/firma/tijereta.png" alt="La Tijereta" width="60"></td>
<td style="font-size:12px;color:#555;border-left:2px solid #7aa33a;padding-left:10px;"><b>Ignacio Bustos</b><br>Semillera La Tijereta S.R.L.<br>Ruta 8 km 221 &middot; Pergamino (B) &middot; Argentina<br>+54 9 2477 41-8820 &middot; <a href="https://www.latijereta.com.ar">latijereta.com.ar</a></td></tr></table>
</body></html>`,
  },
  {
    family: "fretecampo",
    group: "consumer",
    lang: "pt",
    kind: "password-changed",
    code: null,
    link: null,
    from: "FreteCampo <acesso@fretecampo.com.br>",
    to: ME,
    subject: "Sua senha do FreteCampo foi alterada",
    date: d(10, 22, 20, 31),
    enc: "b64",
    text: `Olá, Rodrigo.

A senha da sua conta FreteCampo foi alterada em 22/10/2026 às 20:30.

Se foi você, está tudo certo.
Se não reconhece a alteração, fale com a gente agora pelo (51) 3018-4420 ou
https://ajuda.fretecampo.com.br/conta-invadida

FreteCampo Logística Ltda.
`,
    html: `<html><body style="font-family:'Open Sans',Arial,sans-serif;font-size:14px;color:#333;background:#fff;">
<div style="max-width:520px;margin:auto;border-top:4px solid #f57c00;padding:18px;">
<p><img src="https://static.fretecampo.com.br/email/logo.png" alt="FreteCampo" width="120"></p>
<p>Ol&aacute;, Rodrigo.</p>
<p>A senha da sua conta FreteCampo foi alterada em <b>22/10/2026 &agrave;s 20:30</b>.</p>
<p>Se foi voc&ecirc;, est&aacute; tudo certo.</p>
<p style="font-size:13px;">Se n&atilde;o reconhece a altera&ccedil;&atilde;o, fale com a gente agora pelo (51) 3018-4420 ou <a href="https://ajuda.fretecampo.com.br/conta-invadida" style="color:#f57c00;">pela central de ajuda</a>.</p>
<p style="font-size:11px;color:#999;">FreteCampo Log&iacute;stica Ltda. &middot; Porto Alegre/RS</p>
</div></body></html>`,
  },
];
