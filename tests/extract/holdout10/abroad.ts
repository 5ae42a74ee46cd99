/**
 * Four personal inboxes abroad, each in its country's language: a reader in Brazil (Portuguese), Germany
 * (German), Japan (Japanese) and Poland (Polish), with invented local banks, shops, lockers, telecoms,
 * utilities, city portals and streaming services, most of it asking for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

/** A tiny PDF body for the attachments (statements, invoices). */
function pdf(title: string, lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 10 Tf 50 ${760 - i * 14} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${body.length} >> stream
${body}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
6 0 obj << /Title (${title}) >> endobj
trailer << /Root 1 0 R /Info 6 0 R >>
%%EOF
`;
}

// ------------------------------------------------------------------ Brazil (pt)

const TUCUMA_FOOT =
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3efe9;">
<tr><td style="padding:20px 32px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#7a7068;">
SAC 24h: 0800 771 2030 &middot; Deficiência auditiva ou de fala: 0800 771 2031 &middot; Ouvidoria: 0800 771 2099<br>
Banco Tucumã S.A. &ndash; CNPJ 31.872.004/0001-58 &ndash; Av. Governador José Malcher, 1.130 &ndash; Belém/PA &ndash; CEP 66060-230<br>
<a href="https://www.tucuma.com.br/seguranca" style="color:#7a7068;">Dicas de segurança</a> &middot;
<a href="https://www.tucuma.com.br/privacidade" style="color:#7a7068;">Política de privacidade</a> &middot;
<a href="https://www.tucuma.com.br/ajuda" style="color:#7a7068;">Central de ajuda</a><br>
&copy; 2025 Banco Tucumã. Este é um e-mail automático, por favor não responda.
</td></tr></table>`;

function tucuma(title: string, inner: string, pre: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#ece6de;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#ece6de;"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;overflow:hidden;">
<tr><td style="background:#5b2a86;padding:22px 32px;"><img src="https://static.tucuma.com.br/email/logo-branco.png" width="128" height="30" alt="Banco Tucumã" style="display:block;border:0;"></td></tr>
<tr><td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#2d2438;">
${inner}
</td></tr>
<tr><td>${TUCUMA_FOOT}</td></tr>
</table></td></tr></table>
</body></html>`;
}

const PITOMBA_SOCIAL = `<tr><td align="center" style="padding:18px 0 6px 0;">
<a href="https://www.instagram.com/feirapitomba"><img src="https://img.feirapitomba.com.br/mail/ig.png" width="24" alt="Instagram" style="border:0;"></a>&nbsp;&nbsp;
<a href="https://www.tiktok.com/@feirapitomba"><img src="https://img.feirapitomba.com.br/mail/tt.png" width="24" alt="TikTok" style="border:0;"></a>&nbsp;&nbsp;
<a href="https://www.youtube.com/@feirapitomba"><img src="https://img.feirapitomba.com.br/mail/yt.png" width="24" alt="YouTube" style="border:0;"></a>
</td></tr>
<tr><td align="center" style="padding:6px 24px 24px 24px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#8f8f8f;line-height:16px;">
<a href="https://apps.apple.com/br/app/feira-pitomba/id1588204417"><img src="https://img.feirapitomba.com.br/mail/app-store.png" width="110" alt="Baixar na App Store" style="border:0;"></a>
<a href="https://play.google.com/store/apps/details?id=br.com.feirapitomba"><img src="https://img.feirapitomba.com.br/mail/google-play.png" width="110" alt="Disponível no Google Play" style="border:0;"></a><br><br>
Feira Pitomba Comércio Eletrônico Ltda. &middot; CNPJ 42.118.903/0001-07<br>
Rua da Aurora, 295 &ndash; Boa Vista &ndash; Recife/PE &ndash; 50050-000<br>
<a href="https://www.feirapitomba.com.br/ajuda" style="color:#8f8f8f;">Ajuda</a> | <a href="https://www.feirapitomba.com.br/termos" style="color:#8f8f8f;">Termos de uso</a> | <a href="https://www.feirapitomba.com.br/privacidade" style="color:#8f8f8f;">Privacidade</a>
</td></tr>`;

const br: Mail[] = [
  {
    family: "banco-tucuma",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "639417",
    link: null,
    from: "Banco Tucumã <nao-responda@tucuma.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Código de segurança para acessar sua conta",
    date: "Fri, 14 Mar 2025 09:42:18 -0300",
    enc: "qp",
    text: `Olá, Mariana!

Recebemos um pedido de acesso à sua conta Tucumã em um novo dispositivo:

Dispositivo: Chrome 134 no Windows
Local aproximado: Belém, PA
Data: 14/03/2025 às 09:42

Para continuar, digite o código de segurança abaixo na tela de acesso:

639 417

O código vale por 5 minutos e só pode ser usado uma vez.

Se não foi você, não digite o código em lugar nenhum e ligue agora para a nossa Central: 0800 771 2030 (24h).
O Tucumã nunca pede seu código por telefone, WhatsApp ou SMS.

Agência 0001 · Conta •••• 5832-1

Banco Tucumã S.A. – CNPJ 31.872.004/0001-58
Av. Governador José Malcher, 1.130 – Belém/PA – CEP 66060-230
`,
    html: tucuma(
      "Código de segurança",
      `<p style="margin:0 0 16px 0;font-size:20px;font-weight:bold;">Olá, Mariana!</p>
<p style="margin:0 0 16px 0;">Recebemos um pedido de acesso à sua conta Tucumã em um novo dispositivo:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px 0;font-size:14px;color:#5c5266;">
<tr><td style="padding:2px 16px 2px 0;">Dispositivo</td><td style="font-weight:bold;color:#2d2438;">Chrome 134 no Windows</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Local aproximado</td><td style="font-weight:bold;color:#2d2438;">Belém, PA</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Data</td><td style="font-weight:bold;color:#2d2438;">14/03/2025 às 09:42</td></tr>
</table>
<p style="margin:0 0 12px 0;">Para continuar, digite o código de segurança abaixo na tela de acesso:</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="6" style="margin:8px auto 20px auto;">
<tr>
<td style="width:44px;height:54px;background:#f4eefa;border:1px solid #d9c8ea;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#5b2a86;font-family:'Courier New',monospace;">6</td>
<td style="width:44px;height:54px;background:#f4eefa;border:1px solid #d9c8ea;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#5b2a86;font-family:'Courier New',monospace;">3</td>
<td style="width:44px;height:54px;background:#f4eefa;border:1px solid #d9c8ea;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#5b2a86;font-family:'Courier New',monospace;">9</td>
<td style="width:14px;"></td>
<td style="width:44px;height:54px;background:#f4eefa;border:1px solid #d9c8ea;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#5b2a86;font-family:'Courier New',monospace;">4</td>
<td style="width:44px;height:54px;background:#f4eefa;border:1px solid #d9c8ea;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#5b2a86;font-family:'Courier New',monospace;">1</td>
<td style="width:44px;height:54px;background:#f4eefa;border:1px solid #d9c8ea;border-radius:6px;text-align:center;font-size:28px;font-weight:bold;color:#5b2a86;font-family:'Courier New',monospace;">7</td>
</tr></table>
<p style="margin:0 0 16px 0;font-size:13px;color:#5c5266;">O código vale por 5 minutos e só pode ser usado uma vez.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#fff6e0;border-left:4px solid #f0a500;padding:12px 16px;font-size:13px;line-height:19px;">
<strong>Não foi você?</strong> Não digite o código em lugar nenhum e ligue agora para a nossa Central: <a href="tel:08007712030" style="color:#5b2a86;">0800 771 2030</a> (24h). O Tucumã nunca pede seu código por telefone, WhatsApp ou SMS.
</td></tr></table>
<p style="margin:20px 0 0 0;font-size:12px;color:#8a8090;">Agência 0001 &middot; Conta &bull;&bull;&bull;&bull; 5832-1</p>`,
      "Use o código para confirmar o acesso no novo dispositivo. Válido por 5 minutos.",
    ),
  },
  {
    family: "banco-tucuma",
    group: "negative",
    lang: "pt",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banco Tucumã <faturas@tucuma.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Sua fatura Tucumã Platinum de abril chegou",
    date: "Tue, 01 Apr 2025 06:15:02 -0300",
    enc: "b64",
    text: `Olá, Mariana,

A fatura do seu cartão Tucumã Platinum com final 4471 já está fechada e segue em anexo (PDF).

Valor total: R$ 2.384,57
Pagamento mínimo: R$ 357,69
Vencimento: 10/04/2025
Melhor dia de compra: 01/04

Linha digitável do boleto:
23793.38128 60001.234560 78000.063305 1 10250000238457

Você também pode pagar com Pix pelo app Tucumã, em "Cartões > Pagar fatura".
Se você já pagou, desconsidere esta mensagem.

Limite disponível: R$ 6.815,43

Para abrir o PDF, use os 5 primeiros dígitos do seu CPF.

SAC 24h: 0800 771 2030
Banco Tucumã S.A.
`,
    html: tucuma(
      "Fatura disponível",
      `<p style="margin:0 0 16px 0;font-size:20px;font-weight:bold;">Sua fatura chegou, Mariana</p>
<p style="margin:0 0 20px 0;">A fatura do seu cartão <strong>Tucumã Platinum</strong> com final <strong>4471</strong> já está fechada. O PDF vai em anexo.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e4dcec;border-radius:6px;">
<tr><td style="padding:14px 18px;border-bottom:1px solid #e4dcec;font-size:13px;color:#5c5266;">Valor total</td><td align="right" style="padding:14px 18px;border-bottom:1px solid #e4dcec;font-size:22px;font-weight:bold;color:#5b2a86;">R$ 2.384,57</td></tr>
<tr><td style="padding:10px 18px;border-bottom:1px solid #e4dcec;font-size:13px;color:#5c5266;">Pagamento mínimo</td><td align="right" style="padding:10px 18px;border-bottom:1px solid #e4dcec;">R$ 357,69</td></tr>
<tr><td style="padding:10px 18px;border-bottom:1px solid #e4dcec;font-size:13px;color:#5c5266;">Vencimento</td><td align="right" style="padding:10px 18px;border-bottom:1px solid #e4dcec;font-weight:bold;">10/04/2025</td></tr>
<tr><td style="padding:10px 18px;font-size:13px;color:#5c5266;">Limite disponível</td><td align="right" style="padding:10px 18px;">R$ 6.815,43</td></tr>
</table>
<p style="margin:20px 0 6px 0;font-size:13px;color:#5c5266;">Linha digitável do boleto</p>
<p style="margin:0 0 20px 0;font-family:'Courier New',monospace;font-size:14px;background:#f7f4fa;padding:10px;">23793.38128 60001.234560 78000.063305 1 10250000238457</p>
<p style="margin:0 0 12px 0;">Você também pode pagar com Pix pelo app, em <em>Cartões &gt; Pagar fatura</em>. Se já pagou, desconsidere esta mensagem.</p>
<p style="margin:0;font-size:12px;color:#8a8090;">Para abrir o PDF, use os 5 primeiros dígitos do seu CPF.</p>`,
      "Fatura de R$ 2.384,57 com vencimento em 10/04/2025.",
    ),
    attachment: [
      "Fatura_Tucuma_Platinum_04-2025.pdf",
      "application/pdf",
      pdf("Fatura abril 2025", [
        "Banco Tucuma S.A. - Fatura do cartao Platinum final 4471",
        "Vencimento 10/04/2025 - Total R$ 2.384,57",
        "12/03 Supermercado Lider Umarizal   R$ 412,30",
        "15/03 Posto Doca                    R$ 250,00",
      ]),
    ],
  },
  {
    family: "banco-tucuma",
    group: "negative",
    lang: "pt",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Banco Tucumã <avisos@tucuma.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Você recebeu um Pix de R$ 150,00",
    date: "Sat, 22 Mar 2025 15:07:44 -0300",
    text: `Pix recebido

Valor: R$ 150,00
De: JOAO PEDRO S. DA COSTA
Instituição: Banco Ipê Digital
Data e hora: 22/03/2025 15:07:41
Mensagem: "churrasco de sábado"
ID da transação: E18236120202503221807s0c4f9a21b7

O valor já está disponível na sua conta (Ag. 0001 · Conta •••• 5832-1).

Este é um aviso automático. Para ver o comprovante, abra o app Tucumã em Extrato.
Dúvidas: 0800 771 2030

Banco Tucumã
`,
    html: null,
  },
  {
    family: "feira-pitomba",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link:
      "https://email.feirapitomba.com.br/c/eJxNjs1uwyAQhF8FcW5s_IfTnHLMqVUv7TVaYGMjY7CABlVR3r0kaqRKe5mZnW_nRqV3dxrJQzhrOLzZSQdM2VsRcZJD6tQuQfAP6DGbtpbcUN-LJxhpHNebJs-D4jHAwZQHFGB0nJLXiFijPuKOkMNfSkqc1hXpPAvG2hIIqtTjqyVv7KTwQGhv_n3n1IXG1YaKsP19g5sk2pUPlzffRQXklkcJc0C8AsySi-aJw7YxRfMVuqAA6SUC5JWQRaWfKkNtjUIDK-JQ0G8Fv4rY-ELkWzNl4V6bdfEhRLvOaGTLNZIHXAD-wJcAnL1nW-qw",
    from: "Feira Pitomba <oi@feirapitomba.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Falta pouco! Confirme seu e-mail na Feira Pitomba",
    date: "Sun, 09 Mar 2025 21:33:10 -0300",
    enc: "qp",
    text: `Oi, Mariana! Que bom ter você na Feira Pitomba 🧺

Falta só um passo para ativar sua conta: confirme que este e-mail é seu.

Confirmar meu e-mail:
https://email.feirapitomba.com.br/c/eJxNjs1uwyAQhF8FcW5s_IfTnHLMqVUv7TVaYGMjY7CABlVR3r0kaqRKe5mZnW_nRqV3dxrJQzhrOLzZSQdM2VsRcZJD6tQuQfAP6DGbtpbcUN-LJxhpHNebJs-D4jHAwZQHFGB0nJLXiFijPuKOkMNfSkqc1hXpPAvG2hIIqtTjqyVv7KTwQGhv_n3n1IXG1YaKsP19g5sk2pUPlzffRQXklkcJc0C8AsySi-aJw7YxRfMVuqAA6SUC5JWQRaWfKkNtjUIDK-JQ0G8Fv4rY-ELkWzNl4V6bdfEhRLvOaGTLNZIHXAD-wJcAnL1nW-qw

O link expira em 24 horas. Depois de confirmar, você já pode comprar de mais de 3 mil feirantes de todo o Brasil, com frete grátis a partir de R$ 79,00 para o Nordeste.

Não criou uma conta? É só ignorar este e-mail.

Feira Pitomba Comércio Eletrônico Ltda. · CNPJ 42.118.903/0001-07
Rua da Aurora, 295 – Boa Vista – Recife/PE – 50050-000
`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Confirme seu e-mail</title>
<style>@media (max-width:600px){.w{width:100%!important}}</style></head>
<body style="margin:0;background:#fff8ef;">
<span style="display:none;font-size:1px;color:#fff8ef;">Falta só um passo para ativar sua conta.</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#fff8ef"><tr><td align="center">
<table role="presentation" class="w" width="560" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding:28px 0 18px 0;"><a href="https://email.feirapitomba.com.br/c/eJxLzs8pSk0u0c1LzEkFAB-xBHk"><img src="https://img.feirapitomba.com.br/mail/logo-pitomba.png" width="170" alt="Feira Pitomba" style="border:0;display:block;"></a></td></tr>
<tr><td style="background:#ffffff;border-radius:14px;padding:36px 40px;font-family:Helvetica,Arial,sans-serif;color:#3a2a1a;">
<img src="https://img.feirapitomba.com.br/mail/cesta.png" width="96" alt="" style="display:block;margin:0 auto 18px auto;">
<h1 style="margin:0 0 12px 0;font-size:24px;text-align:center;color:#d1495b;">Oi, Mariana! Que bom ter você aqui</h1>
<p style="margin:0 0 24px 0;font-size:16px;line-height:24px;text-align:center;">Falta só um passo para ativar sua conta: confirme que este e-mail é seu.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0"><tr><td bgcolor="#d1495b" style="border-radius:30px;">
<a href="https://email.feirapitomba.com.br/c/eJxNjs1uwyAQhF8FcW5s_IfTnHLMqVUv7TVaYGMjY7CABlVR3r0kaqRKe5mZnW_nRqV3dxrJQzhrOLzZSQdM2VsRcZJD6tQuQfAP6DGbtpbcUN-LJxhpHNebJs-D4jHAwZQHFGB0nJLXiFijPuKOkMNfSkqc1hXpPAvG2hIIqtTjqyVv7KTwQGhv_n3n1IXG1YaKsP19g5sk2pUPlzffRQXklkcJc0C8AsySi-aJw7YxRfMVuqAA6SUC5JWQRaWfKkNtjUIDK-JQ0G8Fv4rY-ELkWzNl4V6bdfEhRLvOaGTLNZIHXAD-wJcAnL1nW-qw" style="display:inline-block;padding:15px 38px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">Confirmar meu e-mail</a>
</td></tr></table>
<p style="margin:24px 0 0 0;font-size:13px;line-height:20px;color:#7a6a5a;text-align:center;">O link expira em 24 horas. Depois disso, você já pode comprar de mais de 3 mil feirantes de todo o Brasil, com frete grátis a partir de R$&nbsp;79,00 para o Nordeste.</p>
<p style="margin:16px 0 0 0;font-size:12px;color:#a39584;text-align:center;">Não criou uma conta? É só ignorar este e-mail.</p>
</td></tr>
${PITOMBA_SOCIAL}
</table></td></tr></table>
<img src="https://email.feirapitomba.com.br/o/eJxLzs8pSk0u0c1LzEkFAB-xBHk.gif" width="1" height="1" alt="">
</body></html>`,
  },
  {
    family: "feira-pitomba",
    group: "negative",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Feira Pitomba <pedidos@feirapitomba.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Pedido 2025031488172 a caminho 🚚",
    date: "Mon, 17 Mar 2025 11:20:56 -0300",
    enc: "qp",
    text: `Seu pedido saiu para entrega!

Pedido nº 2025031488172
Vendido por: Cerâmica Tapajós (Santarém/PA)

1x Moringa de barro 2 L ........................ R$ 64,90
2x Caneca esmaltada azul 300 ml ................ R$ 59,80
Frete (Correios PAC) ........................... R$ 18,45
Total .......................................... R$ 143,15

Código de rastreio: QB482917365BR
Previsão de entrega: 21/03 a 25/03

Endereço de entrega:
Trav. Dom Romualdo de Seixas, 1.560, apto 804 – Umarizal – Belém/PA – 66055-200

Acompanhe pelo app ou em https://www.feirapitomba.com.br/meus-pedidos/2025031488172

Dúvidas sobre a entrega? Fale com o feirante pelo chat do pedido.
`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pedido a caminho</title></head>
<body style="margin:0;background:#fff8ef;">
<span style="display:none;">Previsão de entrega: 21/03 a 25/03</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#fff8ef"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding:24px 0 14px 0;"><img src="https://img.feirapitomba.com.br/mail/logo-pitomba.png" width="150" alt="Feira Pitomba"></td></tr>
<tr><td style="background:#ffffff;border-radius:14px;padding:30px 32px;font-family:Helvetica,Arial,sans-serif;color:#3a2a1a;font-size:14px;line-height:21px;">
<h1 style="margin:0 0 6px 0;font-size:22px;color:#d1495b;">Seu pedido saiu para entrega!</h1>
<p style="margin:0 0 18px 0;color:#7a6a5a;">Pedido nº <strong>2025031488172</strong> &middot; vendido por Cerâmica Tapajós (Santarém/PA)</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #f0e4d4;">
<tr><td width="64" style="padding:12px 0;"><img src="https://img.feirapitomba.com.br/p/88172-1.jpg" width="56" height="56" alt="Moringa de barro"></td><td style="padding:12px 8px;">1x Moringa de barro 2 L</td><td align="right" style="padding:12px 0;">R$ 64,90</td></tr>
<tr><td width="64" style="padding:12px 0;border-top:1px solid #f0e4d4;"><img src="https://img.feirapitomba.com.br/p/88172-2.jpg" width="56" height="56" alt="Caneca esmaltada"></td><td style="padding:12px 8px;border-top:1px solid #f0e4d4;">2x Caneca esmaltada azul 300 ml</td><td align="right" style="padding:12px 0;border-top:1px solid #f0e4d4;">R$ 59,80</td></tr>
<tr><td colspan="2" style="padding:8px 0;border-top:1px solid #f0e4d4;color:#7a6a5a;">Frete (Correios PAC)</td><td align="right" style="padding:8px 0;border-top:1px solid #f0e4d4;">R$ 18,45</td></tr>
<tr><td colspan="2" style="padding:8px 0;font-weight:bold;">Total</td><td align="right" style="padding:8px 0;font-weight:bold;">R$ 143,15</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;background:#fdf1e2;border-radius:8px;"><tr><td style="padding:14px 16px;">
Código de rastreio: <strong style="letter-spacing:1px;">QB482917365BR</strong><br>Previsão de entrega: <strong>21/03 a 25/03</strong>
</td></tr></table>
<p style="margin:0 0 18px 0;color:#7a6a5a;">Entrega em: Trav. Dom Romualdo de Seixas, 1.560, apto 804 &ndash; Umarizal &ndash; Belém/PA &ndash; 66055-200</p>
<p style="margin:0;text-align:center;"><a href="https://www.feirapitomba.com.br/meus-pedidos/2025031488172" style="display:inline-block;padding:12px 28px;border:2px solid #d1495b;border-radius:30px;color:#d1495b;font-weight:bold;text-decoration:none;">Acompanhar pedido</a></p>
</td></tr>
${PITOMBA_SOCIAL}
</table></td></tr></table></body></html>`,
  },
  {
    family: "feira-pitomba",
    group: "negative",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Feira Pitomba <novidades@news.feirapitomba.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "🍂 Outono na feira: 15% OFF em cestaria e cerâmica",
    date: "Thu, 27 Mar 2025 10:00:00 -0300",
    enc: "b64",
    headers: [
      ["List-Unsubscribe", "<https://news.feirapitomba.com.br/unsub/u=8837201&c=outono25>"],
      ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
    ],
    text: `Chegou o outono na Feira Pitomba!

15% OFF em cestaria, cerâmica e artesanato de palha até 31/03.
Use o cupom OUTONO15 no carrinho (compras acima de R$ 120,00, um uso por CPF).

Destaques da semana:
- Cesto de tucumã trançado, de Cametá/PA — de R$ 89,00 por R$ 75,65
- Jogo de 4 pratos de barro, de Tracunhaém/PE — de R$ 148,00 por R$ 125,80
- Rede de dormir de algodão cru, de São Bento/PB — R$ 219,00

Ver ofertas: https://news.feirapitomba.com.br/r/outono25?u=8837201

Você recebe este e-mail porque aceitou novidades da Feira Pitomba.
Descadastrar: https://news.feirapitomba.com.br/unsub/u=8837201&c=outono25
`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Outono na feira</title></head>
<body style="margin:0;background:#f6ead8;">
<div style="display:none;">Cupom OUTONO15 até 31/03 — cestaria, cerâmica e palha.</div>
<center>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td><a href="https://news.feirapitomba.com.br/r/outono25?u=8837201"><img src="https://img.feirapitomba.com.br/news/outono25-hero.jpg" width="600" alt="Outono na feira: 15% OFF em cestaria e cerâmica" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:24px 36px;font-family:Georgia,serif;color:#3a2a1a;text-align:center;">
<p style="margin:0 0 10px 0;font-size:18px;">Use o cupom no carrinho</p>
<p style="margin:0 0 10px 0;font-size:30px;font-weight:bold;letter-spacing:4px;color:#d1495b;border:2px dashed #d1495b;display:inline-block;padding:8px 20px;">OUTONO15</p>
<p style="margin:0;font-size:12px;color:#7a6a5a;font-family:Helvetica,Arial,sans-serif;">Válido até 31/03 para compras acima de R$ 120,00. Um uso por CPF.</p>
</td></tr>
<tr><td style="padding:0 24px 24px 24px;">
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#3a2a1a;">
<tr>
<td width="33%" align="center" valign="top"><a href="https://news.feirapitomba.com.br/r/p/551202?u=8837201"><img src="https://img.feirapitomba.com.br/p/551202.jpg" width="160" alt="Cesto de tucumã"></a><br>Cesto de tucumã trançado<br><s>R$ 89,00</s> <strong>R$ 75,65</strong></td>
<td width="33%" align="center" valign="top"><a href="https://news.feirapitomba.com.br/r/p/430981?u=8837201"><img src="https://img.feirapitomba.com.br/p/430981.jpg" width="160" alt="Pratos de barro"></a><br>Jogo de 4 pratos de barro<br><s>R$ 148,00</s> <strong>R$ 125,80</strong></td>
<td width="33%" align="center" valign="top"><a href="https://news.feirapitomba.com.br/r/p/612044?u=8837201"><img src="https://img.feirapitomba.com.br/p/612044.jpg" width="160" alt="Rede de dormir"></a><br>Rede de algodão cru<br><strong>R$ 219,00</strong></td>
</tr></table>
</td></tr>
<tr><td align="center" style="padding:0 0 28px 0;"><a href="https://news.feirapitomba.com.br/r/outono25?u=8837201" style="background:#d1495b;color:#ffffff;font-family:Helvetica,Arial,sans-serif;font-weight:bold;padding:14px 34px;border-radius:30px;text-decoration:none;display:inline-block;">Ver ofertas</a></td></tr>
<tr><td style="background:#3a2a1a;padding:18px 30px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#cbbba8;text-align:center;line-height:17px;">
Você recebe este e-mail porque aceitou novidades da Feira Pitomba.<br>
<a href="https://news.feirapitomba.com.br/unsub/u=8837201&amp;c=outono25" style="color:#ffffff;">Descadastrar</a> &middot; <a href="https://www.feirapitomba.com.br/privacidade" style="color:#ffffff;">Privacidade</a><br>
Rua da Aurora, 295 &ndash; Recife/PE &ndash; 50050-000
</td></tr>
</table></center></body></html>`,
  },
  {
    family: "armario-ja",
    group: "regional",
    lang: "pt",
    kind: "pickup-code",
    code: "530718",
    link: null,
    from: "Armário Já <entregas@armarioja.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Sua encomenda está no Armário Já – Shopping Boulevard",
    date: "Wed, 19 Mar 2025 14:51:27 -0300",
    enc: "8bit",
    text: `Oi, Mariana!

Sua encomenda chegou e está guardada no armário inteligente:

Armário Já – Shopping Boulevard Belém (piso L1, ao lado do Banco 24 Horas)
Av. Visconde de Souza Franco, 776 – Reduto – Belém/PA – 66053-000
Funcionamento: seg. a sáb. 10h às 22h, dom. 12h às 21h

Remetente: Cerâmica Tapajós / Feira Pitomba
Pedido: 2025031488172
Porta: M-14 (tamanho médio)

Senha de retirada: 530 718

Como retirar: toque em "Retirar encomenda" na tela do armário e digite a senha. A porta abre sozinha.

Prazo para retirada: até 24/03/2025 às 21h. Depois disso, a encomenda volta ao remetente.

Precisa de ajuda? WhatsApp (91) 3003-4471
Armário Já Logística Ltda. – CNPJ 29.654.310/0001-92
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#eef3f1;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef3f1"><tr><td align="center" style="padding:20px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-top:6px solid #17a673;">
<tr><td style="padding:22px 28px 8px 28px;"><img src="https://cdn.armarioja.com.br/mail/logo.png" alt="Armário Já" width="140" height="34"></td></tr>
<tr><td style="padding:8px 28px 0 28px;font-family:Verdana,Arial,sans-serif;font-size:14px;color:#233;line-height:21px;">
<p>Oi, Mariana!</p>
<p>Sua encomenda chegou e está guardada no armário inteligente:</p>
<p style="background:#f4f8f6;padding:12px;"><strong>Armário Já &ndash; Shopping Boulevard Belém</strong><br>
Piso L1, ao lado do Banco 24 Horas<br>
Av. Visconde de Souza Franco, 776 &ndash; Reduto &ndash; Belém/PA &ndash; 66053-000<br>
<span style="color:#667;font-size:12px;">seg. a sáb. 10h às 22h &middot; dom. 12h às 21h</span></p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;">
<tr><td style="color:#667;">Remetente</td><td>Cerâmica Tapajós / Feira Pitomba</td></tr>
<tr><td style="color:#667;">Pedido</td><td>2025031488172</td></tr>
<tr><td style="color:#667;">Porta</td><td>M-14 (tamanho médio)</td></tr>
</table>
</td></tr>
<tr><td align="center" style="padding:18px 28px;">
<table cellpadding="0" cellspacing="0" border="0" style="border:2px solid #17a673;border-radius:8px;"><tr><td align="center" style="padding:14px 30px;font-family:Verdana,Arial,sans-serif;">
<div style="font-size:12px;color:#17a673;text-transform:uppercase;letter-spacing:1px;">Senha de retirada</div>
<div style="font-size:34px;font-weight:bold;color:#123;letter-spacing:6px;">530 718</div>
</td></tr></table>
<img src="https://cdn.armarioja.com.br/qr/2025031488172-m14.png" width="140" height="140" alt="QR Code para retirada" style="margin-top:14px;">
</td></tr>
<tr><td style="padding:0 28px 20px 28px;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#233;line-height:20px;">
<p><strong>Como retirar:</strong> toque em &quot;Retirar encomenda&quot; na tela do armário e digite a senha (ou aproxime o QR Code do leitor). A porta abre sozinha.</p>
<p style="color:#b0411d;"><strong>Prazo:</strong> até 24/03/2025 às 21h. Depois disso, a encomenda volta ao remetente.</p>
</td></tr>
<tr><td bgcolor="#233" style="padding:14px 28px;font-family:Verdana,Arial,sans-serif;font-size:11px;color:#bcc;line-height:17px;">
Ajuda pelo WhatsApp <a href="https://wa.me/559130034471" style="color:#fff;">(91) 3003-4471</a> &middot; <a href="https://www.armarioja.com.br/duvidas" style="color:#fff;">Dúvidas frequentes</a><br>
Armário Já Logística Ltda. &ndash; CNPJ 29.654.310/0001-92
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "armario-ja",
    group: "negative",
    lang: "pt",
    kind: "pickup-done",
    code: null,
    link: null,
    from: "Armário Já <entregas@armarioja.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Encomenda retirada ✔",
    date: "Thu, 20 Mar 2025 18:03:12 -0300",
    text: `Oi, Mariana!

Confirmamos a retirada da sua encomenda em 20/03/2025 às 18:02.

Local: Armário Já – Shopping Boulevard Belém, porta M-14
Pedido: 2025031488172

Como foi a experiência? Responda com uma nota de 1 a 5 em https://www.armarioja.com.br/avaliar?e=AJ-77310482 (leva 10 segundos).

Obrigado por usar o Armário Já!
`,
    html: null,
  },
  {
    family: "vivamar-telecom",
    group: "negative",
    lang: "pt",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Vivamar <conta-digital@vivamar.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Mariana, sua conta Vivamar de março está disponível",
    date: "Mon, 10 Mar 2025 07:30:00 -0300",
    enc: "qp",
    text: `Sua conta Vivamar chegou

Plano Vivamar Controle 25 GB + Fibra 500 Mega
Linha: (91) 9••••-4420

Valor: R$ 119,99
Vencimento: 20/03/2025
Período de uso: 06/02 a 05/03

Código de barras:
84670000001 2 19990109001 8 22503202500 4 10000448102 3

Pague com Pix copiando o código no app Meu Vivamar, ou ative o débito automático e ganhe 2 GB extras por mês.

Ver conta detalhada: https://meu.vivamar.com.br/contas/2025-03

Atendimento: *4420 (do seu celular) ou 10 331
Vivamar Telecomunicações S.A. – CNPJ 07.551.298/0001-30
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sua conta Vivamar</title></head>
<body style="margin:0;background:#e9f1f7;font-family:Arial,sans-serif;">
<div style="display:none;">R$ 119,99 com vencimento em 20/03/2025</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:linear-gradient(90deg,#0077b6,#00b4d8);background-color:#0077b6;padding:20px 30px;"><img src="https://assets.vivamar.com.br/email/vivamar-logo-w.png" width="120" alt="Vivamar"></td></tr>
<tr><td style="padding:30px;">
<h2 style="margin:0 0 4px 0;color:#023e8a;font-size:22px;">Sua conta chegou</h2>
<p style="margin:0 0 22px 0;color:#5a6b7b;font-size:14px;">Plano Vivamar Controle 25 GB + Fibra 500 Mega &middot; linha (91) 9&bull;&bull;&bull;&bull;-4420</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f8fc;border-radius:10px;">
<tr>
<td style="padding:18px 22px;"><span style="font-size:12px;color:#5a6b7b;">Valor</span><br><span style="font-size:28px;color:#023e8a;font-weight:bold;">R$ 119,99</span></td>
<td style="padding:18px 22px;"><span style="font-size:12px;color:#5a6b7b;">Vencimento</span><br><span style="font-size:20px;color:#023e8a;font-weight:bold;">20/03/2025</span></td>
<td style="padding:18px 22px;"><span style="font-size:12px;color:#5a6b7b;">Período</span><br><span style="font-size:14px;color:#023e8a;">06/02 a 05/03</span></td>
</tr></table>
<p style="margin:22px 0 6px 0;font-size:12px;color:#5a6b7b;">Código de barras</p>
<p style="margin:0 0 22px 0;font-family:monospace;font-size:13px;">84670000001 2 19990109001 8 22503202500 4 10000448102 3</p>
<table cellpadding="0" cellspacing="0"><tr>
<td style="background:#0077b6;border-radius:4px;"><a href="https://meu.vivamar.com.br/contas/2025-03" style="display:block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;font-size:14px;">Ver conta detalhada</a></td>
<td width="12"></td>
<td style="border:1px solid #0077b6;border-radius:4px;"><a href="https://meu.vivamar.com.br/debito-automatico" style="display:block;padding:11px 20px;color:#0077b6;text-decoration:none;font-size:14px;">Ativar débito automático</a></td>
</tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#5a6b7b;">Com débito automático você ganha 2 GB extras por mês. Pague também com Pix pelo app Meu Vivamar.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#f4f6f8;font-size:11px;color:#8795a1;line-height:17px;">
Atendimento: *4420 do seu celular ou 10 331 &middot; <a href="https://www.vivamar.com.br/ajuda" style="color:#0077b6;">Ajuda</a> &middot; <a href="https://www.vivamar.com.br/privacidade" style="color:#0077b6;">Privacidade</a><br>
Vivamar Telecomunicações S.A. &ndash; CNPJ 07.551.298/0001-30 &ndash; Rua Senador Manoel Barata, 718 &ndash; Belém/PA
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vivamar-telecom",
    group: "regional",
    lang: "pt",
    kind: "email-change",
    code: "284615",
    link: "https://meu.vivamar.com.br/conta/email/confirmar?id=b71f0e2c-5d3a-4c51-9a44-0f8e2d19c6a7&origem=email",
    from: "Vivamar <nao-responda@vivamar.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Confirme seu novo e-mail no Meu Vivamar",
    date: "Tue, 25 Mar 2025 20:14:39 -0300",
    enc: "b64",
    text: `Olá, Mariana,

Você pediu para trocar o e-mail de contato do Meu Vivamar para mari.figueiredo@bol.example.br.

Para confirmar, acesse o link abaixo:
https://meu.vivamar.com.br/conta/email/confirmar?id=b71f0e2c-5d3a-4c51-9a44-0f8e2d19c6a7&origem=email

Se estiver no app, você também pode digitar este código de confirmação: 284615

O link e o código valem por 30 minutos. Até a confirmação, continuaremos enviando avisos para o e-mail antigo (m•••••@hotmail.example).

Não pediu essa troca? Ligue para 10 331.

Vivamar
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9f1f7;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background-color:#0077b6;padding:20px 30px;"><img src="https://assets.vivamar.com.br/email/vivamar-logo-w.png" width="120" alt="Vivamar"></td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:22px;color:#1d2b36;">
<p style="margin:0 0 14px 0;">Olá, Mariana,</p>
<p style="margin:0 0 22px 0;">Você pediu para trocar o e-mail de contato do Meu Vivamar para <strong>mari.figueiredo@bol.example.br</strong>.</p>
<p style="margin:0 0 26px 0;text-align:center;"><a href="https://meu.vivamar.com.br/conta/email/confirmar?id=b71f0e2c-5d3a-4c51-9a44-0f8e2d19c6a7&amp;origem=email" style="background:#0077b6;color:#ffffff;text-decoration:none;font-weight:bold;padding:14px 30px;border-radius:4px;display:inline-block;">Confirmar novo e-mail</a></p>
<p style="margin:0 0 8px 0;text-align:center;font-size:13px;color:#5a6b7b;">Está no app? Digite o código de confirmação:</p>
<p style="margin:0 0 24px 0;text-align:center;font-size:30px;letter-spacing:8px;font-weight:bold;color:#023e8a;">284615</p>
<p style="margin:0 0 10px 0;font-size:13px;color:#5a6b7b;">O link e o código valem por 30 minutos. Até a confirmação, continuaremos enviando avisos para o e-mail antigo (m&bull;&bull;&bull;&bull;&bull;@hotmail.example).</p>
<p style="margin:0;font-size:13px;color:#5a6b7b;">Não pediu essa troca? Ligue para 10 331.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#f4f6f8;font-size:11px;color:#8795a1;">Vivamar Telecomunicações S.A. &ndash; CNPJ 07.551.298/0001-30 &middot; <a href="https://www.vivamar.com.br/privacidade" style="color:#0077b6;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ribeirao-claro-contribuinte",
    group: "regional",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link:
      "https://contribuinte.ribeiraoclaro.sp.gov.br/portal/senha/redefinir.xhtml?chave=8D3F71A0C2E94B7C9A5E12F40D6B8A37",
    from: "Portal do Contribuinte - Ribeirão Claro <naoresponder@ribeiraoclaro.sp.gov.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Portal do Contribuinte - Redefinição de senha",
    date: "Wed, 05 Feb 2025 16:48:03 -0300",
    enc: "8bit",
    text: `PREFEITURA MUNICIPAL DE RIBEIRÃO CLARO
Secretaria Municipal da Fazenda
Portal do Contribuinte

Prezado(a) MARIANA FIGUEIREDO DOS SANTOS,
CPF: ***.482.193-**

Foi solicitada a redefinição da senha de acesso ao Portal do Contribuinte em 05/02/2025 às 16:47.

Para cadastrar uma nova senha, acesse o endereço abaixo:

https://contribuinte.ribeiraoclaro.sp.gov.br/portal/senha/redefinir.xhtml?chave=8D3F71A0C2E94B7C9A5E12F40D6B8A37

Este endereço é válido por 2 (duas) horas. Caso não tenha feito esta solicitação, desconsidere esta mensagem; sua senha atual continua válida.

Protocolo da solicitação: 2025/004817

Atendimento ao contribuinte: (16) 3671-8800, de segunda a sexta, das 8h às 17h
Praça Cel. Joaquim Prudente, 120 - Centro - CEP 14800-010

Mensagem gerada automaticamente. Não responda.
`,
    html: null,
  },
  {
    family: "ribeirao-claro-contribuinte",
    group: "negative",
    lang: "pt",
    kind: "tax-notice",
    code: null,
    link: null,
    from: "Portal do Contribuinte - Ribeirão Claro <naoresponder@ribeiraoclaro.sp.gov.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "IPTU 2025 - Carnê disponível para emissão",
    date: "Mon, 20 Jan 2025 08:00:41 -0300",
    enc: "qp",
    text: `PREFEITURA MUNICIPAL DE RIBEIRÃO CLARO - Secretaria Municipal da Fazenda

Prezado(a) contribuinte,

O carnê do IPTU 2025 do imóvel abaixo já pode ser emitido no Portal do Contribuinte.

Inscrição imobiliária: 03.021.0044.001
Endereço do imóvel: R. Quintino Bocaiúva, 1.348 - Vila Tibério
Valor venal: R$ 312.480,00

Cota única (com 5% de desconto): R$ 1.846,32 - vencimento 10/02/2025
Parcelado: 10 x R$ 194,35 - 1ª parcela em 10/02/2025

O pagamento pode ser feito em qualquer banco, lotérica ou via Pix pelo QR Code impresso no carnê.

Emissão do carnê: https://contribuinte.ribeiraoclaro.sp.gov.br/portal/iptu

Atendimento: (16) 3671-8800
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:13px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c9c9c9;">
<tr><td style="padding:12px 16px;border-bottom:3px solid #1b5e20;">
<img src="https://contribuinte.ribeiraoclaro.sp.gov.br/portal/img/brasao.png" width="48" height="56" alt="Brasão" align="left" style="margin-right:12px;">
<b style="font-size:15px;">PREFEITURA MUNICIPAL DE RIBEIRÃO CLARO</b><br>Secretaria Municipal da Fazenda &ndash; Portal do Contribuinte
</td></tr>
<tr><td style="padding:16px;">
<p>Prezado(a) contribuinte,</p>
<p>O carnê do <b>IPTU 2025</b> do imóvel abaixo já pode ser emitido no Portal do Contribuinte.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:13px;">
<tr><td bgcolor="#f2f2f2">Inscrição imobiliária</td><td>03.021.0044.001</td></tr>
<tr><td bgcolor="#f2f2f2">Endereço do imóvel</td><td>R. Quintino Bocaiúva, 1.348 - Vila Tibério</td></tr>
<tr><td bgcolor="#f2f2f2">Valor venal</td><td>R$ 312.480,00</td></tr>
<tr><td bgcolor="#f2f2f2">Cota única (5% desc.)</td><td><b>R$ 1.846,32</b> &ndash; venc. 10/02/2025</td></tr>
<tr><td bgcolor="#f2f2f2">Parcelado</td><td>10 x R$ 194,35 &ndash; 1ª parcela em 10/02/2025</td></tr>
</table>
<p>O pagamento pode ser feito em qualquer banco, lotérica ou via Pix pelo QR Code impresso no carnê.</p>
<p><a href="https://contribuinte.ribeiraoclaro.sp.gov.br/portal/iptu">Emitir carnê do IPTU 2025</a></p>
</td></tr>
<tr><td style="padding:10px 16px;background:#f2f2f2;font-size:11px;color:#555;">Atendimento: (16) 3671-8800 &ndash; Praça Cel. Joaquim Prudente, 120 &ndash; Centro &ndash; CEP 14800-010</td></tr>
</table></body></html>`,
  },
  {
    family: "telona-play",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "8142",
    link: null,
    from: "Telona Play <info@mail.telonaplay.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Seu código de acesso do Telona Play",
    date: "Fri, 28 Feb 2025 22:19:05 -0300",
    enc: "qp",
    text: `Telona Play

Use este código para entrar:

8142

Ele expira em 15 minutos. Digite-o na tela em que você pediu o acesso (Smart TV Samsung – Sala).

Se você não pediu este código, alguém pode ter digitado seu e-mail por engano. Não precisa fazer nada.

Ajuda: https://ajuda.telonaplay.com.br
Telona Play Entretenimento Ltda. · Av. Rio Branco, 156, 28º andar · Rio de Janeiro/RJ · 20040-003
`,
    html:
      `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="color-scheme" content="dark light"></head>
<body style="margin:0;background:#111111;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#111111;"><tr><td align="center" style="padding:40px 10px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#1c1c1c;border-radius:8px;">
<tr><td style="padding:28px 36px 0 36px;"><img src="https://cdn.telonaplay.com.br/email/telona-logo.png" width="110" alt="Telona Play"></td></tr>
<tr><td style="padding:24px 36px 6px 36px;font-family:Helvetica,Arial,sans-serif;color:#f2f2f2;font-size:24px;font-weight:bold;">Use este código para entrar</td></tr>
<tr><td style="padding:18px 36px;font-family:Helvetica,Arial,sans-serif;color:#ffffff;font-size:44px;letter-spacing:14px;font-weight:bold;">8142</td></tr>
<tr><td style="padding:0 36px 26px 36px;font-family:Helvetica,Arial,sans-serif;color:#b3b3b3;font-size:15px;line-height:22px;">Ele expira em 15 minutos. Digite-o na tela em que você pediu o acesso (Smart TV Samsung &ndash; Sala).<br><br>Se você não pediu este código, alguém pode ter digitado seu e-mail por engano. Não precisa fazer nada.</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #333;font-family:Helvetica,Arial,sans-serif;color:#777;font-size:11px;line-height:16px;">
<a href="https://ajuda.telonaplay.com.br" style="color:#999;">Central de ajuda</a> &middot; <a href="https://www.telonaplay.com.br/termos" style="color:#999;">Termos</a> &middot; <a href="https://www.telonaplay.com.br/privacidade" style="color:#999;">Privacidade</a><br>
Telona Play Entretenimento Ltda. &middot; Av. Rio Branco, 156, 28º andar &middot; Rio de Janeiro/RJ &middot; 20040-003
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "telona-play",
    group: "negative",
    lang: "pt",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Telona Play <info@mail.telonaplay.com.br>",
    to: "Mariana Figueiredo <mari.figueiredo@bol.example.br>",
    subject: "Novo acesso à sua conta Telona Play",
    date: "Fri, 28 Feb 2025 22:20:31 -0300",
    enc: "qp",
    text: `Olá, Mariana

Sua conta foi acessada em um novo aparelho:

Aparelho: Smart TV Samsung
Local: Belém, PA, Brasil
Data: 28/02/2025, 22:20 (horário de Brasília)

Se foi você, está tudo certo — bom filme!

Não reconhece este acesso? Altere sua senha agora: https://www.telonaplay.com.br/conta/seguranca
E veja os aparelhos conectados em Conta > Aparelhos.

Plano: Telona Família (4 telas) – R$ 39,90/mês, próxima cobrança em 12/03/2025.

Equipe Telona Play
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#111111;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#111111;"><tr><td align="center" style="padding:40px 10px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#1c1c1c;border-radius:8px;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:28px 36px 0 36px;"><img src="https://cdn.telonaplay.com.br/email/telona-logo.png" width="110" alt="Telona Play"></td></tr>
<tr><td style="padding:22px 36px;color:#f2f2f2;font-size:15px;line-height:23px;">
<p style="margin:0 0 14px 0;font-size:22px;font-weight:bold;">Novo acesso à sua conta</p>
<p style="margin:0 0 14px 0;color:#b3b3b3;">Olá, Mariana. Sua conta foi acessada em um novo aparelho:</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="color:#e5e5e5;font-size:14px;margin-bottom:16px;">
<tr><td style="color:#8c8c8c;">Aparelho</td><td>Smart TV Samsung</td></tr>
<tr><td style="color:#8c8c8c;">Local</td><td>Belém, PA, Brasil</td></tr>
<tr><td style="color:#8c8c8c;">Data</td><td>28/02/2025, 22:20 (horário de Brasília)</td></tr>
</table>
<p style="margin:0 0 14px 0;color:#b3b3b3;">Se foi você, está tudo certo &mdash; bom filme!</p>
<p style="margin:0 0 22px 0;color:#b3b3b3;">Não reconhece este acesso?</p>
<a href="https://www.telonaplay.com.br/conta/seguranca" style="display:inline-block;background:#e50914;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 26px;border-radius:4px;">Alterar senha</a>
<p style="margin:24px 0 0 0;font-size:12px;color:#8c8c8c;">Plano Telona Família (4 telas) &ndash; R$ 39,90/mês &middot; próxima cobrança em 12/03/2025.</p>
</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #333;color:#777;font-size:11px;">
<a href="https://ajuda.telonaplay.com.br" style="color:#999;">Central de ajuda</a> &middot; <a href="https://www.telonaplay.com.br/privacidade" style="color:#999;">Privacidade</a> &middot; Telona Play Entretenimento Ltda.
</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Germany (de)

const LENA = "Lena Vogt <lena.vogt@web.example.de>";

function mainufer(inner: string, pre: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="de"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>Mainufer Bank</title></head>
<body style="margin:0;padding:0;background-color:#f0f2f4;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f0f2f4"><tr><td align="center" style="padding:30px 0;">
<table width="620" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff">
<tr><td style="padding:24px 40px;border-bottom:1px solid #dfe3e8;"><img src="https://www.mainufer-bank.de/media/mail/logo_mainufer.png" alt="Mainufer Bank eG" width="170" height="36" style="display:block;border:0;" /></td></tr>
<tr><td style="padding:34px 40px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:24px;color:#1f2a36;">
${inner}
</td></tr>
<tr><td style="padding:22px 40px;background-color:#1f3b5a;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#c4d0dd;">
Mainufer Bank eG &middot; Schaumainkai 41 &middot; 60596 Frankfurt am Main<br />
Vorstand: Dr. Petra Lanz (Vors.), Markus Eder &middot; Aufsichtsratsvorsitzender: Hans-Jürgen Kolb<br />
Registergericht Frankfurt am Main, GnR 2214 &middot; BIC MAINDEFFXXX<br />
Kundenservice: <a href="tel:+4969247350" style="color:#ffffff;">069 24 73 50</a> (Mo&ndash;Fr 8&ndash;20 Uhr) &middot;
<a href="https://www.mainufer-bank.de/impressum" style="color:#ffffff;">Impressum</a> &middot;
<a href="https://www.mainufer-bank.de/datenschutz" style="color:#ffffff;">Datenschutz</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

function lindwurm(inner: string, pre: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>a{color:#2b6e4f}.btn:hover{background:#1f5039!important}</style></head>
<body style="margin:0;background:#faf7f2;">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0;">${pre}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#faf7f2;"><tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0">
<tr><td style="padding:26px 0;text-align:center;"><a href="https://www.lindwurm-kaufhaus.de/?utm_source=mail&amp;utm_medium=transaktion"><img src="https://media.lindwurm-kaufhaus.de/mail/lindwurm_logo.png" width="200" alt="Kaufhaus Lindwurm – seit 1911" style="border:0;"></a></td></tr>
<tr><td style="background:#ffffff;border:1px solid #ebe4d8;padding:32px 36px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:24px;color:#2a2a2a;">
${inner}
</td></tr>
<tr><td style="padding:20px 10px;text-align:center;font-family:Arial,sans-serif;font-size:11px;line-height:18px;color:#8a8276;">
<a href="https://www.lindwurm-kaufhaus.de/service/versand" style="color:#8a8276;">Versand &amp; Lieferung</a> &nbsp;|&nbsp; <a href="https://www.lindwurm-kaufhaus.de/service/retoure" style="color:#8a8276;">Rücksendung</a> &nbsp;|&nbsp; <a href="https://www.lindwurm-kaufhaus.de/agb" style="color:#8a8276;">AGB</a> &nbsp;|&nbsp; <a href="https://www.lindwurm-kaufhaus.de/datenschutz" style="color:#8a8276;">Datenschutz</a><br>
Kaufhaus Lindwurm GmbH &amp; Co. KG &middot; Marienplatz 18 &middot; 84028 Landshut<br>
Amtsgericht Landshut HRA 10422 &middot; USt-IdNr. DE284 119 620 &middot; Kundenservice 0871 430 77 0
</td></tr>
</table></td></tr></table></body></html>`;
}

const de: Mail[] = [
  {
    family: "mainufer-bank",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link:
      "https://banking.mainufer-bank.de/services/kontakt/email-bestaetigen?vorgang=EMV-20250307-5521987&sig=Qm9fV3xT8kZpL2aR",
    from: "Mainufer Bank eG <kundenservice@mainufer-bank.de>",
    to: LENA,
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    date: "Fri, 07 Mar 2025 18:22:47 +0100",
    enc: "qp",
    text: `Sehr geehrte Frau Vogt,

Sie haben im Online-Banking eine neue E-Mail-Adresse für die Kommunikation mit der Mainufer Bank hinterlegt:

lena.vogt@web.example.de

Bitte bestätigen Sie diese Adresse innerhalb von 48 Stunden über folgenden Link:

https://banking.mainufer-bank.de/services/kontakt/email-bestaetigen?vorgang=EMV-20250307-5521987&sig=Qm9fV3xT8kZpL2aR

Erst nach der Bestätigung senden wir Benachrichtigungen (z. B. zu Ihrer Postbox) an die neue Adresse.

Sie haben keine Änderung vorgenommen? Dann rufen Sie uns bitte umgehend unter 069 24 73 50 an. Ihre Kundennummer: 40 218 337.

Mit freundlichen Grüßen
Ihre Mainufer Bank eG

--
Mainufer Bank eG · Schaumainkai 41 · 60596 Frankfurt am Main
Registergericht Frankfurt am Main, GnR 2214
`,
    html: mainufer(
      `<p style="margin:0 0 16px 0;">Sehr geehrte Frau Vogt,</p>
<p style="margin:0 0 16px 0;">Sie haben im Online-Banking eine neue E-Mail-Adresse für die Kommunikation mit der Mainufer Bank hinterlegt:</p>
<p style="margin:0 0 22px 0;padding:12px 16px;background-color:#eef3f8;font-weight:bold;">lena.vogt@web.example.de</p>
<p style="margin:0 0 22px 0;">Bitte bestätigen Sie diese Adresse innerhalb von 48 Stunden.</p>
<table border="0" cellspacing="0" cellpadding="0"><tr><td bgcolor="#c8102e" style="border-radius:2px;">
<a href="https://banking.mainufer-bank.de/services/kontakt/email-bestaetigen?vorgang=EMV-20250307-5521987&amp;sig=Qm9fV3xT8kZpL2aR" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">E-Mail-Adresse bestätigen</a>
</td></tr></table>
<p style="margin:24px 0 16px 0;">Erst nach der Bestätigung senden wir Benachrichtigungen (z.&nbsp;B. zu Ihrer Postbox) an die neue Adresse.</p>
<p style="margin:0 0 16px 0;font-size:13px;color:#5b6773;">Sie haben keine Änderung vorgenommen? Dann rufen Sie uns bitte umgehend unter 069&nbsp;24&nbsp;73&nbsp;50 an. Ihre Kundennummer: 40&nbsp;218&nbsp;337.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br />Ihre Mainufer Bank eG</p>`,
      "Bitte bestätigen Sie Ihre neue Adresse innerhalb von 48 Stunden.",
    ),
  },
  {
    family: "mainufer-bank",
    group: "negative",
    lang: "de",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Mainufer Bank eG <postbox@mainufer-bank.de>",
    to: LENA,
    subject: "Neues Dokument in Ihrer Postbox",
    date: "Wed, 02 Apr 2025 05:41:12 +0200",
    enc: "qp",
    text: `Sehr geehrte Frau Vogt,

in Ihrer Postbox liegt ein neues Dokument für Sie bereit:

Dokument: Kontoauszug Nr. 3/2025
Konto: Girokonto Komfort, IBAN DE41 5009 •••• •••• 4410
Zeitraum: 01.03.2025 – 31.03.2025
Eingestellt am: 02.04.2025

Sie finden das Dokument im Online-Banking unter "Postbox" sowie in der Mainufer-App.

Aus Sicherheitsgründen versenden wir Kontoauszüge nicht per E-Mail.

Mit freundlichen Grüßen
Ihre Mainufer Bank eG
`,
    html: mainufer(
      `<p style="margin:0 0 16px 0;">Sehr geehrte Frau Vogt,</p>
<p style="margin:0 0 18px 0;">in Ihrer Postbox liegt ein neues Dokument für Sie bereit:</p>
<table border="0" cellspacing="0" cellpadding="6" style="font-size:14px;margin:0 0 18px 0;">
<tr><td style="color:#5b6773;">Dokument</td><td><strong>Kontoauszug Nr. 3/2025</strong></td></tr>
<tr><td style="color:#5b6773;">Konto</td><td>Girokonto Komfort, IBAN DE41&nbsp;5009&nbsp;&bull;&bull;&bull;&bull;&nbsp;&bull;&bull;&bull;&bull;&nbsp;4410</td></tr>
<tr><td style="color:#5b6773;">Zeitraum</td><td>01.03.2025 &ndash; 31.03.2025</td></tr>
<tr><td style="color:#5b6773;">Eingestellt am</td><td>02.04.2025</td></tr>
</table>
<p style="margin:0 0 18px 0;">Sie finden das Dokument im Online-Banking unter &bdquo;Postbox&ldquo; sowie in der Mainufer-App.</p>
<p style="margin:0 0 18px 0;"><a href="https://banking.mainufer-bank.de/postbox" style="color:#c8102e;font-weight:bold;">Zum Online-Banking &rsaquo;</a></p>
<p style="margin:0 0 16px 0;font-size:13px;color:#5b6773;">Aus Sicherheitsgründen versenden wir Kontoauszüge nicht per E-Mail.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br />Ihre Mainufer Bank eG</p>`,
      "Kontoauszug Nr. 3/2025 liegt in Ihrer Postbox.",
    ),
  },
  {
    family: "mainufer-bank",
    group: "negative",
    lang: "de",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Mainufer Bank eG <sicherheit@mainufer-bank.de>",
    to: LENA,
    subject: "Warnung: Aktuelle Betrugsversuche per SMS und Telefon",
    date: "Tue, 18 Feb 2025 10:05:00 +0100",
    text: `Sehr geehrte Kundin, sehr geehrter Kunde,

derzeit melden sich Betrüger als angebliche Mitarbeiter unserer Bank per SMS oder Anruf. Sie behaupten, Ihr Konto sei gesperrt, und fordern Sie auf, eine TAN zu nennen oder eine Freigabe in der MainuferSecure-App zu bestätigen.

Bitte beachten Sie:
- Wir fragen niemals telefonisch, per SMS oder per E-Mail nach PIN, TAN oder Zugangsdaten.
- Geben Sie Freigaben in der App nur für Aufträge, die Sie selbst erteilt haben.
- Die angezeigte Rufnummer kann gefälscht sein ("Call-ID-Spoofing"), auch wenn 069 24 73 50 erscheint.

Wenn Sie den Verdacht haben, Betrügern Daten genannt zu haben, lassen Sie Ihren Zugang sofort über den Sperr-Notruf 116 116 sperren.

Weitere Hinweise: https://www.mainufer-bank.de/sicherheit

Mit freundlichen Grüßen
Ihre Mainufer Bank eG
Schaumainkai 41 · 60596 Frankfurt am Main
`,
    html: null,
  },
  {
    family: "lindwurm-kaufhaus",
    group: "negative",
    lang: "de",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Kaufhaus Lindwurm <bestellung@lindwurm-kaufhaus.de>",
    to: LENA,
    subject: "Ihre Bestellung 1004-887231 ist eingegangen",
    date: "Sat, 15 Mar 2025 13:08:55 +0100",
    enc: "b64",
    text: `Guten Tag Frau Vogt,

vielen Dank für Ihre Bestellung bei Kaufhaus Lindwurm! Wir haben sie erhalten und bereiten sie jetzt für den Versand vor.

Bestellnummer: 1004-887231
Bestelldatum: 15.03.2025, 13:08 Uhr

Artikel                                    Menge   Preis
Leinen-Bettwäsche 155x220, salbei            1    89,95 €
Kissenbezug Leinen 80x80, salbei             2    39,90 €
Duftkerze „Waldlichtung“ 180 g               1    16,50 €

Zwischensumme                                     146,35 €
Versand (DHL)                                       0,00 €
Gesamtsumme                                       146,35 €
enthaltene MwSt. 19 %                              23,37 €

Zahlungsart: PayPal
Lieferadresse: Lena Vogt, Seligenthaler Str. 24, 84034 Landshut

Voraussichtliche Lieferung: Mi., 19.03. – Do., 20.03.2025

Ihre Rechnung erhalten Sie mit der Versandbestätigung.

Herzliche Grüße
Ihr Kaufhaus Lindwurm
`,
    html: lindwurm(
      `<h1 style="margin:0 0 14px 0;font-size:24px;font-weight:normal;">Vielen Dank für Ihre Bestellung!</h1>
<p style="margin:0 0 18px 0;">Guten Tag Frau Vogt, wir haben Ihre Bestellung erhalten und bereiten sie jetzt für den Versand vor.</p>
<p style="margin:0 0 18px 0;font-family:Arial,sans-serif;font-size:13px;color:#6b6358;">Bestellnummer <strong style="color:#2a2a2a;">1004-887231</strong> &middot; 15.03.2025, 13:08 Uhr</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="font-family:Arial,sans-serif;font-size:14px;">
<tr><td width="80" style="padding:10px 0;border-top:1px solid #ebe4d8;"><img src="https://media.lindwurm-kaufhaus.de/p/40221_s.jpg" width="68" alt="Leinen-Bettwäsche"></td><td style="padding:10px;border-top:1px solid #ebe4d8;">Leinen-Bettwäsche 155x220, salbei<br><span style="color:#8a8276;">Menge: 1</span></td><td align="right" style="padding:10px 0;border-top:1px solid #ebe4d8;">89,95&nbsp;€</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #ebe4d8;"><img src="https://media.lindwurm-kaufhaus.de/p/40230_s.jpg" width="68" alt="Kissenbezug"></td><td style="padding:10px;border-top:1px solid #ebe4d8;">Kissenbezug Leinen 80x80, salbei<br><span style="color:#8a8276;">Menge: 2</span></td><td align="right" style="padding:10px 0;border-top:1px solid #ebe4d8;">39,90&nbsp;€</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #ebe4d8;"><img src="https://media.lindwurm-kaufhaus.de/p/77102_s.jpg" width="68" alt="Duftkerze"></td><td style="padding:10px;border-top:1px solid #ebe4d8;">Duftkerze &bdquo;Waldlichtung&ldquo; 180&nbsp;g<br><span style="color:#8a8276;">Menge: 1</span></td><td align="right" style="padding:10px 0;border-top:1px solid #ebe4d8;">16,50&nbsp;€</td></tr>
<tr><td colspan="2" style="padding:6px 0;border-top:1px solid #ebe4d8;color:#6b6358;">Versand (DHL)</td><td align="right" style="padding:6px 0;border-top:1px solid #ebe4d8;">0,00&nbsp;€</td></tr>
<tr><td colspan="2" style="padding:6px 0;font-weight:bold;">Gesamtsumme</td><td align="right" style="padding:6px 0;font-weight:bold;">146,35&nbsp;€</td></tr>
<tr><td colspan="2" style="padding:0 0 6px 0;font-size:12px;color:#8a8276;">enthaltene MwSt. 19&nbsp;%</td><td align="right" style="font-size:12px;color:#8a8276;">23,37&nbsp;€</td></tr>
</table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin-top:18px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;"><tr>
<td valign="top" width="50%"><strong>Lieferadresse</strong><br>Lena Vogt<br>Seligenthaler Str. 24<br>84034 Landshut</td>
<td valign="top"><strong>Zahlungsart</strong><br>PayPal<br><br><strong>Voraussichtliche Lieferung</strong><br>Mi., 19.03. &ndash; Do., 20.03.2025</td>
</tr></table>
<p style="margin:22px 0 0 0;font-size:14px;">Ihre Rechnung erhalten Sie mit der Versandbestätigung. Den Stand Ihrer Bestellung sehen Sie jederzeit in <a href="https://www.lindwurm-kaufhaus.de/konto/bestellungen">Mein Konto</a>.</p>`,
      "Bestellung 1004-887231 – voraussichtliche Lieferung 19.03.–20.03.",
    ),
  },
  {
    family: "lindwurm-kaufhaus",
    group: "negative",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Kaufhaus Lindwurm <versand@lindwurm-kaufhaus.de>",
    to: LENA,
    subject: "Ihr Paket ist unterwegs – Bestellung 1004-887231",
    date: "Mon, 17 Mar 2025 16:44:20 +0100",
    enc: "qp",
    text: `Guten Tag Frau Vogt,

gute Nachrichten: Ihre Bestellung 1004-887231 hat heute unser Lager in Landshut verlassen.

Versanddienstleister: DHL
Sendungsnummer: 00340434161094042557
Sendungsverfolgung: https://www.lindwurm-kaufhaus.de/sendung/00340434161094042557

Voraussichtliche Zustellung: Mittwoch, 19.03.2025

Ihre Rechnung (Nr. RE-2025-0311842) finden Sie als PDF im Anhang dieser E-Mail.

Rücksendungen sind innerhalb von 30 Tagen kostenlos möglich.

Herzliche Grüße
Ihr Kaufhaus Lindwurm
`,
    html: lindwurm(
      `<h1 style="margin:0 0 14px 0;font-size:24px;font-weight:normal;">Ihr Paket ist unterwegs</h1>
<p style="margin:0 0 18px 0;">Guten Tag Frau Vogt, Ihre Bestellung <strong>1004-887231</strong> hat heute unser Lager in Landshut verlassen.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4efe6;font-family:Arial,sans-serif;font-size:14px;"><tr><td style="padding:16px 18px;line-height:22px;">
Versanddienstleister: <strong>DHL</strong><br>Sendungsnummer: <strong>00340434161094042557</strong><br>Voraussichtliche Zustellung: <strong>Mittwoch, 19.03.2025</strong>
</td></tr></table>
<p style="margin:22px 0;text-align:center;"><a class="btn" href="https://www.lindwurm-kaufhaus.de/sendung/00340434161094042557" style="display:inline-block;background:#2b6e4f;color:#ffffff;padding:12px 26px;font-family:Arial,sans-serif;font-size:14px;text-decoration:none;">Sendung verfolgen</a></p>
<p style="margin:0 0 12px 0;font-size:14px;">Ihre Rechnung (Nr. RE-2025-0311842) finden Sie als PDF im Anhang.</p>
<p style="margin:0;font-size:14px;">Rücksendungen sind innerhalb von 30 Tagen kostenlos möglich.</p>`,
      "Sendungsnummer 00340434161094042557 – Zustellung voraussichtlich am 19.03.",
    ),
    attachment: [
      "Rechnung_RE-2025-0311842.pdf",
      "application/pdf",
      pdf("Rechnung RE-2025-0311842", [
        "Kaufhaus Lindwurm GmbH & Co. KG - Rechnung RE-2025-0311842",
        "Bestellung 1004-887231 vom 15.03.2025",
        "Gesamtbetrag 146,35 EUR inkl. 19% MwSt. (23,37 EUR)",
        "Bezahlt per PayPal am 15.03.2025",
      ]),
    ],
  },
  {
    family: "lindwurm-kaufhaus",
    group: "regional",
    lang: "de",
    kind: "reset-link",
    code: null,
    link:
      "https://www.lindwurm-kaufhaus.de/konto/passwort-neu?token=f3a9c1e07b2d4e58a6c3b9d2e1f04a7c&email=lena.vogt%40web.example.de",
    from: "Kaufhaus Lindwurm <service@lindwurm-kaufhaus.de>",
    to: LENA,
    subject: "Passwort zurücksetzen",
    date: "Sat, 15 Mar 2025 12:51:03 +0100",
    enc: "8bit",
    text: `Guten Tag Frau Vogt,

für Ihr Kundenkonto bei Kaufhaus Lindwurm wurde ein neues Passwort angefordert.

Über den folgenden Link können Sie ein neues Passwort vergeben. Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden:

https://www.lindwurm-kaufhaus.de/konto/passwort-neu?token=f3a9c1e07b2d4e58a6c3b9d2e1f04a7c&email=lena.vogt%40web.example.de

Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt dann unverändert.

Herzliche Grüße
Ihr Kundenservice von Kaufhaus Lindwurm
Telefon 0871 430 77 0 (Mo–Sa 9–19 Uhr)
`,
    html: lindwurm(
      `<h1 style="margin:0 0 14px 0;font-size:24px;font-weight:normal;">Neues Passwort vergeben</h1>
<p style="margin:0 0 18px 0;">Guten Tag Frau Vogt,</p>
<p style="margin:0 0 18px 0;">für Ihr Kundenkonto wurde ein neues Passwort angefordert. Klicken Sie auf die Schaltfläche, um ein neues Passwort zu vergeben.</p>
<p style="margin:0 0 22px 0;text-align:center;"><a class="btn" href="https://www.lindwurm-kaufhaus.de/konto/passwort-neu?token=f3a9c1e07b2d4e58a6c3b9d2e1f04a7c&amp;email=lena.vogt%40web.example.de" style="display:inline-block;background:#2b6e4f;color:#ffffff;padding:13px 30px;font-family:Arial,sans-serif;font-size:15px;text-decoration:none;">Passwort zurücksetzen</a></p>
<p style="margin:0 0 14px 0;font-size:13px;font-family:Arial,sans-serif;color:#6b6358;">Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden.</p>
<p style="margin:0;font-size:13px;font-family:Arial,sans-serif;color:#6b6358;">Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt dann unverändert.</p>`,
      "Vergeben Sie ein neues Passwort für Ihr Kundenkonto.",
    ),
  },
  {
    family: "paketfix",
    group: "regional",
    lang: "de",
    kind: "pickup-code",
    code: "718204",
    link: null,
    from: "Paketfix <benachrichtigung@paketfix.de>",
    to: LENA,
    subject: "Ihre Sendung liegt in der Paketfix-Station 214 bereit",
    date: "Wed, 19 Mar 2025 11:37:08 +0100",
    enc: "qp",
    text: `Hallo Lena Vogt,

Ihre Sendung von Kaufhaus Lindwurm wurde in eine Paketfix-Station gelegt, weil wir Sie heute nicht angetroffen haben.

Paketfix-Station 214
REWE-Parkplatz, Niedermayerstr. 62, 84036 Landshut
Rund um die Uhr geöffnet

Sendungsnummer: 00340434161094042557
Fach: 31

Ihr Abholcode: 718 204

So holen Sie Ihr Paket ab: Tippen Sie am Bildschirm auf "Paket abholen" und geben Sie den Abholcode ein. Oder scannen Sie den QR-Code in der Paketfix-App.

Bitte holen Sie Ihre Sendung bis Mittwoch, 26.03.2025 ab. Danach geht sie an den Absender zurück.

Ihr Paketfix-Team
Paketfix GmbH · Rheinallee 140 · 55120 Mainz
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Segoe UI',Arial,sans-serif;">
<tr><td style="background:#ffcc00;padding:16px 24px;"><img src="https://cdn.paketfix.de/mail/pf-logo.png" width="120" height="28" alt="Paketfix"></td></tr>
<tr><td style="padding:26px 24px 6px 24px;font-size:20px;font-weight:600;color:#222;">Ihr Paket wartet in der Paketfix-Station</td></tr>
<tr><td style="padding:0 24px 18px 24px;font-size:14px;line-height:21px;color:#444;">Hallo Lena Vogt, Ihre Sendung von <b>Kaufhaus Lindwurm</b> wurde in eine Paketfix-Station gelegt, weil wir Sie heute nicht angetroffen haben.</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e2e2e2;">
<tr><td width="50%" valign="top" style="padding:16px;font-size:13px;line-height:20px;color:#444;border-right:1px solid #e2e2e2;">
<b>Paketfix-Station 214</b><br>REWE-Parkplatz<br>Niedermayerstr. 62<br>84036 Landshut<br><span style="color:#2a8a2a;">Rund um die Uhr geöffnet</span></td>
<td width="50%" valign="top" align="center" style="padding:16px;">
<div style="font-size:12px;color:#777;">Ihr Abholcode</div>
<div style="font-size:32px;font-weight:700;letter-spacing:4px;color:#222;padding:6px 0;">718&nbsp;204</div>
<div style="font-size:12px;color:#777;">Fach 31</div></td></tr>
</table></td></tr>
<tr><td style="padding:18px 24px;font-size:13px;line-height:20px;color:#444;">
<b>So geht's:</b> Tippen Sie am Bildschirm auf &bdquo;Paket abholen&ldquo; und geben Sie den Abholcode ein. Oder scannen Sie den QR-Code in der Paketfix-App.<br><br>
Sendungsnummer: 00340434161094042557<br>
<b style="color:#b00020;">Abholung bis Mittwoch, 26.03.2025.</b> Danach geht die Sendung an den Absender zurück.</td></tr>
<tr><td style="padding:0 24px 18px 24px;"><a href="https://apps.apple.com/de/app/paketfix/id1450219337"><img src="https://cdn.paketfix.de/mail/appstore-de.png" width="120" alt="Laden im App Store"></a> <a href="https://play.google.com/store/apps/details?id=de.paketfix.app"><img src="https://cdn.paketfix.de/mail/googleplay-de.png" width="120" alt="Jetzt bei Google Play"></a></td></tr>
<tr><td style="background:#333;padding:14px 24px;font-size:11px;color:#bbb;line-height:17px;">Paketfix GmbH &middot; Rheinallee 140 &middot; 55120 Mainz &middot; HRB 49120 &middot; <a href="https://www.paketfix.de/impressum" style="color:#fff;">Impressum</a> &middot; <a href="https://www.paketfix.de/datenschutz" style="color:#fff;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "paketfix",
    group: "negative",
    lang: "de",
    kind: "delivery-notice",
    code: null,
    link: null,
    from: "Paketfix <benachrichtigung@paketfix.de>",
    to: LENA,
    subject: "Ihre Sendung kommt morgen zwischen 10:15 und 12:15 Uhr",
    date: "Tue, 18 Mar 2025 19:02:33 +0100",
    enc: "qp",
    text: `Hallo Lena Vogt,

Ihre Sendung von Kaufhaus Lindwurm wird voraussichtlich morgen zugestellt:

Mittwoch, 19.03.2025, zwischen 10:15 und 12:15 Uhr
Sendungsnummer: 00340434161094042557

Sie sind nicht zu Hause? Sie können einen Ablageort oder eine Nachbarin bzw. einen Nachbarn festlegen – bis heute 23:59 Uhr in der Paketfix-App oder unter https://www.paketfix.de/sendung/00340434161094042557

Ihr Paketfix-Team
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Segoe UI',Arial,sans-serif;">
<tr><td style="background:#ffcc00;padding:16px 24px;"><img src="https://cdn.paketfix.de/mail/pf-logo.png" width="120" height="28" alt="Paketfix"></td></tr>
<tr><td style="padding:26px 24px 8px 24px;font-size:20px;font-weight:600;color:#222;">Ihre Sendung kommt morgen</td></tr>
<tr><td style="padding:0 24px;font-size:14px;line-height:21px;color:#444;">Hallo Lena Vogt, Ihre Sendung von <b>Kaufhaus Lindwurm</b> wird voraussichtlich zugestellt am</td></tr>
<tr><td style="padding:14px 24px;"><table cellpadding="0" cellspacing="0" border="0" style="background:#fff7d1;"><tr><td style="padding:14px 20px;font-size:18px;font-weight:600;color:#222;">Mittwoch, 19.03.2025<br><span style="font-size:15px;font-weight:400;">zwischen 10:15 und 12:15 Uhr</span></td></tr></table></td></tr>
<tr><td style="padding:0 24px 18px 24px;font-size:13px;line-height:20px;color:#444;">Sendungsnummer: 00340434161094042557<br><br>Sie sind nicht zu Hause? Legen Sie bis heute 23:59 Uhr einen Ablageort oder eine Nachbarin bzw. einen Nachbarn fest.</td></tr>
<tr><td style="padding:0 24px 24px 24px;"><a href="https://www.paketfix.de/sendung/00340434161094042557" style="display:inline-block;background:#222;color:#ffcc00;text-decoration:none;padding:11px 22px;font-size:14px;font-weight:600;">Zustellung anpassen</a></td></tr>
<tr><td style="background:#333;padding:14px 24px;font-size:11px;color:#bbb;">Paketfix GmbH &middot; Rheinallee 140 &middot; 55120 Mainz &middot; <a href="https://www.paketfix.de/impressum" style="color:#fff;">Impressum</a> &middot; <a href="https://www.paketfix.de/datenschutz" style="color:#fff;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "eifelstrom",
    group: "negative",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "EifelStrom Kundenservice <rechnung@eifelstrom.de>",
    to: LENA,
    subject: "Ihre Jahresverbrauchsabrechnung 2024 – Vertragskonto 7100 4418 22",
    date: "Thu, 06 Feb 2025 09:12:40 +0100",
    enc: "b64",
    text: `Sehr geehrte Frau Vogt,

anbei erhalten Sie Ihre Jahresverbrauchsabrechnung für den Zeitraum 01.01.2024 bis 31.12.2024.

Vertragskonto: 7100 4418 22
Tarif: EifelStrom Öko 12
Zählernummer: 1ESY1160 4471 09
Verbrauch: 1.842 kWh

Gesamtkosten 2024: 612,38 €
Bereits gezahlte Abschläge: 660,00 €
Guthaben: 47,62 €

Das Guthaben überweisen wir in den nächsten 14 Tagen auf Ihr Konto (IBAN DE41 •••• 4410).

Ihr neuer monatlicher Abschlag ab 01.03.2025: 52,00 €

Die vollständige Rechnung finden Sie als PDF im Anhang.

Mit freundlichen Grüßen
Ihr EifelStrom-Team

EifelStrom GmbH · Bahnhofstraße 9 · 54634 Bitburg
Geschäftsführung: Andrea Thelen · Amtsgericht Wittlich HRB 42108
Kundenservice: 06561 94 88 0 · Mo–Fr 8–18 Uhr
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4ea;font-family:Verdana,Geneva,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;">
<tr><td style="padding:22px 32px;"><img src="https://www.eifelstrom.de/mail/eifelstrom-logo.png" width="150" alt="EifelStrom"></td><td align="right" style="padding:22px 32px;font-size:11px;color:#6a7a62;">Vertragskonto<br><b>7100 4418 22</b></td></tr>
<tr><td colspan="2" style="padding:6px 32px 24px 32px;font-size:14px;line-height:22px;color:#263322;">
<p>Sehr geehrte Frau Vogt,</p>
<p>anbei erhalten Sie Ihre Jahresverbrauchsabrechnung für den Zeitraum 01.01.2024 bis 31.12.2024.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#f4f8f1;"><td>Tarif</td><td align="right">EifelStrom Öko 12</td></tr>
<tr><td>Zählernummer</td><td align="right">1ESY1160 4471 09</td></tr>
<tr style="background:#f4f8f1;"><td>Verbrauch</td><td align="right">1.842 kWh</td></tr>
<tr><td>Gesamtkosten 2024</td><td align="right">612,38 €</td></tr>
<tr style="background:#f4f8f1;"><td>Bereits gezahlte Abschläge</td><td align="right">660,00 €</td></tr>
<tr><td><b>Guthaben</b></td><td align="right" style="color:#3c8c2c;font-size:16px;"><b>47,62 €</b></td></tr>
</table>
<p>Das Guthaben überweisen wir in den nächsten 14 Tagen auf Ihr Konto (IBAN DE41 &bull;&bull;&bull;&bull; 4410).</p>
<p>Ihr neuer monatlicher Abschlag ab 01.03.2025: <b>52,00 €</b></p>
<p>Die vollständige Rechnung finden Sie als PDF im Anhang oder im <a href="https://portal.eifelstrom.de/" style="color:#3c8c2c;">Kundenportal</a>.</p>
<p>Mit freundlichen Grüßen<br>Ihr EifelStrom-Team</p>
</td></tr>
<tr><td colspan="2" style="padding:16px 32px;background:#263322;font-size:10px;line-height:16px;color:#b9c7b2;">EifelStrom GmbH &middot; Bahnhofstraße 9 &middot; 54634 Bitburg &middot; Geschäftsführung: Andrea Thelen &middot; Amtsgericht Wittlich HRB 42108<br>Kundenservice 06561 94 88 0 &middot; <a href="https://www.eifelstrom.de/impressum" style="color:#ffffff;">Impressum</a> &middot; <a href="https://www.eifelstrom.de/datenschutz" style="color:#ffffff;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "EifelStrom_Jahresabrechnung_2024_710044182.pdf",
      "application/pdf",
      pdf("Jahresverbrauchsabrechnung 2024", [
        "EifelStrom GmbH - Jahresverbrauchsabrechnung 2024",
        "Vertragskonto 7100 4418 22 - Lena Vogt, 84034 Landshut",
        "Verbrauch 1.842 kWh - Gesamtkosten 612,38 EUR",
        "Guthaben 47,62 EUR - neuer Abschlag 52,00 EUR ab 01.03.2025",
      ]),
    ],
  },
  {
    family: "eifelstrom",
    group: "regional",
    lang: "de",
    kind: "signup-verify",
    code: "EF-582013",
    code_digits: "582013",
    link: "https://portal.eifelstrom.de/registrierung/abschliessen?rid=3f7d21c0a9&c=582013",
    from: "EifelStrom Kundenportal <portal@eifelstrom.de>",
    to: LENA,
    subject: "Registrierung im EifelStrom-Kundenportal abschließen",
    date: "Sun, 09 Feb 2025 20:47:15 +0100",
    enc: "qp",
    text: `Sehr geehrte Frau Vogt,

vielen Dank für Ihre Registrierung im EifelStrom-Kundenportal (Vertragskonto 7100 4418 22).

Bitte schließen Sie die Registrierung ab, indem Sie den folgenden Link öffnen:
https://portal.eifelstrom.de/registrierung/abschliessen?rid=3f7d21c0a9&c=582013

Alternativ geben Sie auf der Registrierungsseite diesen Bestätigungscode ein:
EF-582013
(Das Präfix "EF-" ist im Formular bereits vorausgefüllt, bitte nur die Ziffern eintippen.)

Link und Code sind 24 Stunden gültig.

Haben Sie sich nicht registriert? Dann ignorieren Sie diese E-Mail bitte.

Mit freundlichen Grüßen
Ihr EifelStrom-Team
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4ea;font-family:Verdana,Geneva,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;">
<tr><td style="padding:22px 32px;"><img src="https://www.eifelstrom.de/mail/eifelstrom-logo.png" width="150" alt="EifelStrom"></td></tr>
<tr><td style="padding:6px 32px 24px 32px;font-size:14px;line-height:22px;color:#263322;">
<p>Sehr geehrte Frau Vogt,</p>
<p>vielen Dank für Ihre Registrierung im EifelStrom-Kundenportal (Vertragskonto 7100 4418 22). Bitte schließen Sie die Registrierung ab:</p>
<p style="text-align:center;padding:10px 0;"><a href="https://portal.eifelstrom.de/registrierung/abschliessen?rid=3f7d21c0a9&amp;c=582013" style="background:#3c8c2c;color:#ffffff;text-decoration:none;padding:12px 26px;border-radius:3px;display:inline-block;font-weight:bold;">Registrierung abschließen</a></p>
<p>Alternativ geben Sie auf der Registrierungsseite diesen Bestätigungscode ein:</p>
<p style="text-align:center;font-size:26px;font-weight:bold;letter-spacing:3px;color:#263322;background:#f4f8f1;padding:12px;">EF-582013</p>
<p style="text-align:center;font-size:12px;color:#6a7a62;">Das Präfix &bdquo;EF-&ldquo; ist im Formular bereits vorausgefüllt, bitte nur die Ziffern eintippen.</p>
<p style="font-size:12px;color:#6a7a62;">Link und Code sind 24 Stunden gültig. Haben Sie sich nicht registriert? Dann ignorieren Sie diese E-Mail bitte.</p>
<p>Mit freundlichen Grüßen<br>Ihr EifelStrom-Team</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#263322;font-size:10px;color:#b9c7b2;">EifelStrom GmbH &middot; Bahnhofstraße 9 &middot; 54634 Bitburg &middot; <a href="https://www.eifelstrom.de/impressum" style="color:#ffffff;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "novacura-krankenkasse",
    group: "negative",
    lang: "de",
    kind: "inbox-notice",
    code: null,
    link: null,
    from: "NovaCura BKK <keine-antwort@novacura-bkk.de>",
    to: LENA,
    subject: "Neue Nachricht in Ihrem NovaCura-Postfach",
    date: "Thu, 13 Mar 2025 14:26:51 +0100",
    text: `Guten Tag Frau Vogt,

in Ihrem persönlichen Postfach der Online-Geschäftsstelle "Meine NovaCura" liegt eine neue Nachricht für Sie:

Betreff: Kostenerstattung Zahnreinigung – Bescheid
Eingang: 13.03.2025

Den Inhalt können Sie aus Datenschutzgründen nur nach Anmeldung in der App "Meine NovaCura" oder unter https://meine.novacura-bkk.de lesen.

Ihre Versichertennummer endet auf …2187.

Mit freundlichen Grüßen
Ihre NovaCura BKK

NovaCura BKK – Körperschaft des öffentlichen Rechts
Friedrich-Ebert-Anlage 22 · 69117 Heidelberg
Servicetelefon (kostenfrei): 0800 668 228 7
`,
    html: null,
  },
  {
    family: "novacura-krankenkasse",
    group: "regional",
    lang: "de",
    kind: "otp-code",
    code: "90714583",
    link: null,
    from: "NovaCura BKK <keine-antwort@novacura-bkk.de>",
    to: LENA,
    subject: "Ihr Sicherheitscode für Meine NovaCura",
    date: "Thu, 13 Mar 2025 19:02:17 +0100",
    enc: "qp",
    text: `Guten Tag Frau Vogt,

Sie melden sich gerade bei der Online-Geschäftsstelle "Meine NovaCura" an.

Ihr Sicherheitscode lautet:

90714583

Bitte geben Sie den Code innerhalb von 10 Minuten im Anmeldefenster ein.

Wichtig: Mitarbeitende der NovaCura BKK werden Sie nie nach diesem Code fragen.

Mit freundlichen Grüßen
Ihre NovaCura BKK
Servicetelefon (kostenfrei): 0800 668 228 7
`,
    html: `<html lang="de"><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,sans-serif;color:#1a1a1a;">
<tr><td style="padding:24px 20px;border-bottom:4px solid #00857c;"><img src="https://meine.novacura-bkk.de/static/img/novacura-bkk.png" width="160" alt="NovaCura BKK"></td></tr>
<tr><td style="padding:26px 20px 10px 20px;font-size:15px;line-height:23px;">Guten Tag Frau Vogt,<br><br>Sie melden sich gerade bei der Online-Geschäftsstelle &bdquo;Meine NovaCura&ldquo; an. Ihr Sicherheitscode lautet:</td></tr>
<tr><td style="padding:12px 20px;"><span style="display:inline-block;font-family:Consolas,'Courier New',monospace;font-size:30px;letter-spacing:5px;background:#e6f3f2;color:#00574f;padding:12px 22px;border-radius:4px;">90714583</span></td></tr>
<tr><td style="padding:10px 20px 24px 20px;font-size:14px;line-height:21px;">Bitte geben Sie den Code innerhalb von 10 Minuten im Anmeldefenster ein.<br><br><b>Wichtig:</b> Mitarbeitende der NovaCura BKK werden Sie nie nach diesem Code fragen.<br><br>Mit freundlichen Grüßen<br>Ihre NovaCura BKK</td></tr>
<tr><td style="padding:16px 20px;background:#f2f2f2;font-size:11px;line-height:17px;color:#555;">NovaCura BKK &ndash; Körperschaft des öffentlichen Rechts &middot; Friedrich-Ebert-Anlage 22 &middot; 69117 Heidelberg<br>Servicetelefon (kostenfrei): 0800 668 228 7 &middot; <a href="https://www.novacura-bkk.de/datenschutz" style="color:#00857c;">Datenschutz</a> &middot; <a href="https://www.novacura-bkk.de/impressum" style="color:#00857c;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ostalb-mobil",
    group: "negative",
    lang: "de",
    kind: "subscription-invoice",
    code: null,
    link: null,
    from: "OstalbMobil Abo-Service <abo@ostalbmobil.de>",
    to: LENA,
    subject: "Deutschlandticket April 2025 – Ihre Rechnung",
    date: "Tue, 01 Apr 2025 03:10:00 +0200",
    enc: "8bit",
    text: `Hallo Lena Vogt,

Ihr Deutschlandticket für April 2025 ist ab sofort in der OstalbMobil-App verfügbar.

Abonummer: DT-0411-278554
Gültig: 01.04.2025 – 30.04.2025
Preis: 58,00 € (inkl. 7 % MwSt. 3,79 €)
Abbuchung per SEPA-Lastschrift am 03.04.2025 von IBAN DE41 •••• 4410
Gläubiger-ID: DE77ZZZ00001928374 · Mandatsreferenz: OAM-278554

Bitte denken Sie daran: Das Ticket ist nur zusammen mit einem amtlichen Lichtbildausweis gültig.

Kündigung zum Monatsende ist bis zum 10. des Monats möglich.

Gute Fahrt!
Ihr OstalbMobil-Team
Bahnhofplatz 1 · 73430 Aalen · Abo-Hotline 07361 55 90 40
`,
    html: `<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body style="margin:0;background:#f7f7f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#222;">
<tr><td style="background:#e2001a;padding:14px 24px;color:#ffffff;font-size:18px;font-weight:bold;">OstalbMobil <span style="font-weight:normal;font-size:13px;">| Abo-Service</span></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:22px;">
<p style="margin:0 0 14px 0;">Hallo Lena Vogt,</p>
<p style="margin:0 0 18px 0;">Ihr <b>Deutschlandticket für April 2025</b> ist ab sofort in der OstalbMobil-App verfügbar.</p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#666;">Abonummer</td><td>DT-0411-278554</td></tr>
<tr><td style="color:#666;">Gültig</td><td>01.04.2025 &ndash; 30.04.2025</td></tr>
<tr><td style="color:#666;">Preis</td><td><b>58,00 €</b> (inkl. 7 % MwSt. 3,79 €)</td></tr>
<tr><td style="color:#666;">Abbuchung</td><td>SEPA-Lastschrift am 03.04.2025, IBAN DE41 &bull;&bull;&bull;&bull; 4410</td></tr>
<tr><td style="color:#666;">Mandatsreferenz</td><td>OAM-278554 (Gläubiger-ID DE77ZZZ00001928374)</td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:13px;color:#555;">Das Ticket ist nur zusammen mit einem amtlichen Lichtbildausweis gültig. Kündigung zum Monatsende ist bis zum 10. des Monats möglich.</p>
</td></tr>
<tr><td style="padding:0 24px 20px 24px;"><a href="https://apps.apple.com/de/app/ostalbmobil/id1627730041"><img src="https://www.ostalbmobil.de/img/badge-appstore.png" width="120" alt="App Store"></a> <a href="https://play.google.com/store/apps/details?id=de.ostalbmobil.ticket"><img src="https://www.ostalbmobil.de/img/badge-googleplay.png" width="135" alt="Google Play"></a></td></tr>
<tr><td style="padding:14px 24px;background:#f0f0f0;font-size:11px;color:#666;">OstalbMobil GmbH &middot; Bahnhofplatz 1 &middot; 73430 Aalen &middot; Abo-Hotline 07361 55 90 40 &middot; <a href="https://www.ostalbmobil.de/agb" style="color:#e2001a;">Tarifbestimmungen</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "klangraum-music",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://klangraum.fm/family/join/HX7Q-4M2P-KR9D?ref=mail_invite",
    from: "Klangraum <no-reply@klangraum.fm>",
    to: LENA,
    subject: "Jonas lädt dich zu Klangraum Family ein 🎧",
    date: "Sun, 06 Apr 2025 17:55:29 +0200",
    enc: "b64",
    text: `Hey Lena,

Jonas Albrecht hat dich eingeladen, seinem Klangraum-Family-Abo beizutreten. Damit bekommst du dein eigenes Premium-Konto – werbefrei, offline hören, deine eigenen Playlists.

Einladung annehmen:
https://klangraum.fm/family/join/HX7Q-4M2P-KR9D?ref=mail_invite

Die Einladung gilt 7 Tage. Für dich entstehen keine Kosten – Jonas zahlt 17,99 € im Monat für bis zu 6 Konten.

Hinweis: Alle Mitglieder eines Family-Abos müssen an derselben Adresse wohnen.

Viel Spaß beim Hören
Dein Klangraum-Team

Klangraum Audio GmbH · Oranienstraße 183 · 10999 Berlin
`,
    html:
      `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#0f0b1e;">
<div style="display:none;">Jonas Albrecht hat dich zu seinem Family-Abo eingeladen.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0f0b1e;"><tr><td align="center" style="padding:36px 12px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding-bottom:26px;"><img src="https://static.klangraum.fm/mail/wordmark-light.png" width="140" alt="Klangraum"></td></tr>
<tr><td style="background:linear-gradient(160deg,#6c3bff,#ff4f8b);background-color:#6c3bff;border-radius:18px;padding:38px 36px;font-family:'Helvetica Neue',Arial,sans-serif;color:#ffffff;text-align:center;">
<img src="https://static.klangraum.fm/avatars/u/88310274.jpg" width="72" height="72" alt="Jonas Albrecht" style="border-radius:36px;border:3px solid #ffffff;">
<h1 style="margin:18px 0 10px 0;font-size:26px;line-height:32px;">Jonas lädt dich zu Klangraum Family ein</h1>
<p style="margin:0 0 26px 0;font-size:15px;line-height:23px;opacity:.92;">Dein eigenes Premium-Konto: werbefrei, offline hören, deine eigenen Playlists. Für dich kostenlos.</p>
<a href="https://klangraum.fm/family/join/HX7Q-4M2P-KR9D?ref=mail_invite" style="display:inline-block;background:#ffffff;color:#3b1fa3;font-weight:bold;font-size:16px;text-decoration:none;padding:14px 36px;border-radius:28px;">Einladung annehmen</a>
<p style="margin:24px 0 0 0;font-size:12px;opacity:.8;">Die Einladung gilt 7 Tage. Alle Mitglieder eines Family-Abos müssen an derselben Adresse wohnen.</p>
</td></tr>
<tr><td align="center" style="padding:26px 10px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:11px;line-height:17px;color:#8d86a8;">
<a href="https://klangraum.fm/hilfe" style="color:#c9c2e6;">Hilfe</a> &middot; <a href="https://klangraum.fm/datenschutz" style="color:#c9c2e6;">Datenschutz</a> &middot; <a href="https://klangraum.fm/impressum" style="color:#c9c2e6;">Impressum</a><br>
&copy; 2025 Klangraum Audio GmbH &middot; Oranienstraße 183 &middot; 10999 Berlin
</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Japan (ja)

const MISAKI = "佐藤 美咲 <misaki.sato@ocn.example.jp>";

const KOTORI_FOOT = `━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
ことり市場
https://www.kotori-ichiba.jp/
お問い合わせ：https://www.kotori-ichiba.jp/help/contact
運営：株式会社ことり市場　〒530-0012 大阪府大阪市北区芝田2-4-17
※本メールは送信専用アドレスから送信しています。ご返信いただいてもお答えできません。
━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━`;

function kotoriHtml(title: string, inner: string): string {
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#fdf6f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fdf6f0"><tr><td align="center" style="padding:16px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #f0ddd0;">
<tr><td style="padding:16px 24px;border-bottom:3px solid #f08a5d;"><a href="https://www.kotori-ichiba.jp/?utm_source=mail"><img src="https://img.kotori-ichiba.jp/mail/logo_kotori.png" width="160" height="36" alt="ことり市場" style="border:0;"></a></td></tr>
<tr><td style="padding:24px;font-family:'Hiragino Kaku Gothic ProN','メイリオ',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#333333;">
${inner}
</td></tr>
<tr><td style="padding:16px 24px;background:#f7efe9;font-family:'Hiragino Kaku Gothic ProN','メイリオ',Meiryo,sans-serif;font-size:11px;line-height:1.7;color:#888888;">
<a href="https://www.kotori-ichiba.jp/help" style="color:#888888;">ヘルプ</a>｜<a href="https://www.kotori-ichiba.jp/help/contact" style="color:#888888;">お問い合わせ</a>｜<a href="https://www.kotori-ichiba.jp/privacy" style="color:#888888;">プライバシーポリシー</a><br>
株式会社ことり市場　〒530-0012 大阪府大阪市北区芝田2-4-17<br>
※本メールは送信専用アドレスから送信しています。<br>
Copyright &copy; 2025 Kotori Ichiba Inc. All Rights Reserved.
</td></tr>
</table></td></tr></table></body></html>`;
}

const jp: Mail[] = [
  {
    family: "minato-shinkin",
    group: "regional",
    lang: "ja",
    kind: "otp-code",
    code: "472918",
    link: null,
    from: "みなと信用金庫 <info@ib.minato-shinkin.jp>",
    to: MISAKI,
    subject: "【みなと信金】ワンタイムパスワードのお知らせ",
    date: "Mon, 10 Mar 2025 12:04:51 +0900",
    enc: "b64",
    text: `佐藤 美咲 様

いつも〈みなと信金〉インターネットバンキングをご利用いただき、ありがとうございます。

お振込のお手続きに必要なワンタイムパスワードをお知らせします。

━━━━━━━━━━━━━━━━━
ワンタイムパスワード：472918
有効期限：2025年03月10日 12:14
━━━━━━━━━━━━━━━━━

上記の有効期限までに、お手続き画面へ入力してください。
有効期限を過ぎた場合は、もう一度最初からお手続きください。

当金庫の職員が、お電話やメールでワンタイムパスワードをお尋ねすることはございません。
お心当たりのない場合は、至急下記までご連絡ください。

――――――――――――――――――――
みなと信用金庫　インターネットバンキング ヘルプデスク
フリーダイヤル：0120-37-4150（平日 9:00～21:00／土日祝 9:00～17:00）
〒231-0023 神奈川県横浜市中区山下町118
https://www.minato-shinkin.jp/
――――――――――――――――――――
※このメールは送信専用です。
`,
    html: null,
  },
  {
    family: "minato-shinkin",
    group: "negative",
    lang: "ja",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "みなと信用金庫 <info@ib.minato-shinkin.jp>",
    to: MISAKI,
    subject: "【みなと信金】お振込受付のお知らせ",
    date: "Mon, 10 Mar 2025 12:06:30 +0900",
    enc: "b64",
    text: `佐藤 美咲 様

以下の内容でお振込を受け付けました。

受付番号　　：20250310-0048821
受付日時　　：2025年03月10日 12:06
振込指定日　：2025年03月10日
出金口座　　：本店営業部　普通　＊＊＊4927
振込先　　　：横浜こども会（ヨコハマコドモカイ）
　　　　　　　はまかぜ銀行　関内支店　普通　＊＊＊0315
振込金額　　：35,000円
振込手数料　：220円
お引出金額　：35,220円

お取引内容はインターネットバンキングの「入出金明細」でもご確認いただけます。

お心当たりのない場合は、至急ヘルプデスクまでご連絡ください。
フリーダイヤル：0120-37-4150

みなと信用金庫
https://www.minato-shinkin.jp/
※このメールは送信専用です。
`,
    html: null,
  },
  {
    family: "kotori-ichiba",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://www.kotori-ichiba.jp/member/regist/complete?key=c6f1a8d0e93b47a2b5e01d7c4f8a9326",
    from: "ことり市場 <no-reply@kotori-ichiba.jp>",
    to: MISAKI,
    subject: "【ことり市場】会員登録はまだ完了していません（本登録のお願い）",
    date: "Sat, 01 Mar 2025 22:41:08 +0900",
    enc: "b64",
    html_enc: "qp",
    text: `佐藤 美咲 様

ことり市場をご利用いただき、ありがとうございます。
会員の仮登録を受け付けました。

下記のURLにアクセスして、本登録を完了してください。

▼本登録用URL
https://www.kotori-ichiba.jp/member/regist/complete?key=c6f1a8d0e93b47a2b5e01d7c4f8a9326

※URLの有効期限は、仮登録から24時間です（2025年3月2日 22:41まで）。
※期限を過ぎた場合は、お手数ですが最初から登録をやり直してください。
※URLが途中で改行されている場合は、全体をコピーしてブラウザに貼り付けてください。

本登録が完了すると、初回購入でつかえる500ポイントをプレゼントします。

このメールにお心当たりのない方は、破棄してください。

${KOTORI_FOOT}
`,
    html: kotoriHtml(
      "本登録のお願い",
      `<p style="margin:0 0 16px 0;">佐藤 美咲 様</p>
<p style="margin:0 0 16px 0;">ことり市場をご利用いただき、ありがとうございます。<br>会員の仮登録を受け付けました。下のボタンから本登録を完了してください。</p>
<table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:8px auto 20px auto;"><tr><td bgcolor="#f08a5d" style="border-radius:6px;">
<a href="https://www.kotori-ichiba.jp/member/regist/complete?key=c6f1a8d0e93b47a2b5e01d7c4f8a9326" style="display:inline-block;padding:14px 40px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">本登録を完了する</a>
</td></tr></table>
<p style="margin:0 0 8px 0;font-size:12px;color:#666666;">ボタンが押せない場合は、以下のURLをブラウザに貼り付けてください。<br>
<a href="https://www.kotori-ichiba.jp/member/regist/complete?key=c6f1a8d0e93b47a2b5e01d7c4f8a9326" style="color:#d0643a;word-break:break-all;">https://www.kotori-ichiba.jp/member/regist/complete?key=c6f1a8d0e93b47a2b5e01d7c4f8a9326</a></p>
<p style="margin:0 0 16px 0;font-size:12px;color:#666666;">※URLの有効期限は、仮登録から24時間です（2025年3月2日 22:41まで）。</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#fff3e9;padding:12px 16px;font-size:13px;">🎁 本登録が完了すると、初回購入でつかえる<strong>500ポイント</strong>をプレゼント！</td></tr></table>
<p style="margin:16px 0 0 0;font-size:12px;color:#999999;">このメールにお心当たりのない方は、破棄してください。</p>`,
    ),
  },
  {
    family: "kotori-ichiba",
    group: "negative",
    lang: "ja",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "ことり市場 <order@kotori-ichiba.jp>",
    to: MISAKI,
    subject: "【ことり市場】ご注文ありがとうございます（注文番号：KT-250308-77412）",
    date: "Sat, 08 Mar 2025 09:15:42 +0900",
    enc: "b64",
    text: `佐藤 美咲 様

このたびは、ことり市場をご利用いただき誠にありがとうございます。
以下の内容でご注文を承りました。

■ご注文番号：KT-250308-77412
■ご注文日時：2025年3月8日（土）09:15
■お支払い方法：クレジットカード（VISA 末尾 6083）

━━ ご注文内容 ━━━━━━━━━━━━━━
［ショップ］うつわ日和
  波佐見焼 しのぎ 飯碗 藍（2点）　　　　3,960円
  豆皿 5枚セット　　　　　　　　　　　　2,750円
────────────────────
  商品合計　　　　　　　　　　　　　　　6,710円
  送料　　　　　　　　　　　　　　　　　　770円
  ポイント利用　　　　　　　　　　　　　－500円
  お支払い合計（税込）　　　　　　　　　6,980円
  獲得予定ポイント　　　　　　　　　　　　　69pt

■お届け先
〒231-0861
神奈川県横浜市中区元町3-118 ルミエール元町402
佐藤 美咲 様

■お届け予定日：2025年3月12日（水）～3月14日（金）

ご注文内容は「購入履歴」からご確認いただけます。
https://www.kotori-ichiba.jp/mypage/orders/KT-250308-77412

${KOTORI_FOOT}
`,
    html: kotoriHtml(
      "ご注文ありがとうございます",
      `<p style="margin:0 0 12px 0;">佐藤 美咲 様</p>
<p style="margin:0 0 16px 0;">このたびは、ことり市場をご利用いただき誠にありがとうございます。<br>以下の内容でご注文を承りました。</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#faf6f2;">
<tr><td width="130" style="color:#888888;">ご注文番号</td><td><strong>KT-250308-77412</strong></td></tr>
<tr><td style="color:#888888;">ご注文日時</td><td>2025年3月8日（土）09:15</td></tr>
<tr><td style="color:#888888;">お支払い方法</td><td>クレジットカード（VISA 末尾 6083）</td></tr>
</table>
<p style="margin:18px 0 6px 0;font-weight:bold;">［ショップ］うつわ日和</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;border-top:1px solid #eeeeee;">
<tr><td width="70"><img src="https://img.kotori-ichiba.jp/item/utsuwabiyori/hs-0112.jpg" width="60" height="60" alt="しのぎ 飯碗"></td><td>波佐見焼 しのぎ 飯碗 藍<br><span style="color:#888888;">数量：2</span></td><td align="right">3,960円</td></tr>
<tr><td style="border-top:1px solid #eeeeee;"><img src="https://img.kotori-ichiba.jp/item/utsuwabiyori/mz-0520.jpg" width="60" height="60" alt="豆皿"></td><td style="border-top:1px solid #eeeeee;">豆皿 5枚セット<br><span style="color:#888888;">数量：1</span></td><td align="right" style="border-top:1px solid #eeeeee;">2,750円</td></tr>
</table>
<table width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;border-top:2px solid #f08a5d;margin-top:6px;">
<tr><td>商品合計</td><td align="right">6,710円</td></tr>
<tr><td>送料</td><td align="right">770円</td></tr>
<tr><td>ポイント利用</td><td align="right">－500円</td></tr>
<tr><td style="font-weight:bold;font-size:15px;">お支払い合計（税込）</td><td align="right" style="font-weight:bold;font-size:15px;color:#d0643a;">6,980円</td></tr>
<tr><td style="color:#888888;">獲得予定ポイント</td><td align="right" style="color:#888888;">69pt</td></tr>
</table>
<p style="margin:18px 0 4px 0;font-weight:bold;">お届け先</p>
<p style="margin:0 0 14px 0;font-size:13px;">〒231-0861<br>神奈川県横浜市中区元町3-118 ルミエール元町402<br>佐藤 美咲 様</p>
<p style="margin:0 0 18px 0;font-size:13px;">お届け予定日：<strong>2025年3月12日（水）～3月14日（金）</strong></p>
<p style="margin:0;text-align:center;"><a href="https://www.kotori-ichiba.jp/mypage/orders/KT-250308-77412" style="display:inline-block;border:1px solid #f08a5d;color:#d0643a;padding:10px 30px;text-decoration:none;border-radius:4px;">購入履歴を見る</a></p>`,
    ),
  },
  {
    family: "kotori-ichiba",
    group: "negative",
    lang: "ja",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "うつわ日和（ことり市場店） <shop-utsuwabiyori@kotori-ichiba.jp>",
    to: MISAKI,
    subject: "【うつわ日和】商品発送のご案内",
    date: "Mon, 10 Mar 2025 17:33:19 +0900",
    enc: "8bit",
    text: `佐藤 美咲 様

この度は「うつわ日和」をご利用いただき、誠にありがとうございます。
ご注文の商品を本日発送いたしましたので、お知らせいたします。

【ご注文番号】KT-250308-77412
【配送業者】ハヤテ運輸
【お問い合わせ伝票番号】4418-2290-6537
【お届け予定日】2025年3月12日（水）
【お届け時間帯】19時～21時

配送状況は以下よりご確認いただけます（反映まで半日ほどかかる場合がございます）。
https://toi.hayate-unyu.co.jp/tracking?no=441822906537

割れ物のため、緩衝材を多めに入れております。
万が一、破損などがございましたら、お手数ですが商品到着後7日以内にご連絡ください。

またのご利用を心よりお待ちしております。

――――――――――――――
うつわ日和
店長　中村 和美
〒859-3711 長崎県東彼杵郡波佐見町井石郷2255-2
TEL：0956-85-7721（平日10:00～17:00）
E-mail：shop-utsuwabiyori@kotori-ichiba.jp
――――――――――――――
`,
    html: null,
  },
  {
    family: "hayate-unyu",
    group: "negative",
    lang: "ja",
    kind: "delivery-notice",
    code: null,
    link: null,
    from: "ハヤテ運輸 <notice@hayate-unyu.co.jp>",
    to: MISAKI,
    subject: "【ハヤテ運輸】お荷物お届けのお知らせ",
    date: "Tue, 11 Mar 2025 20:02:44 +0900",
    enc: "qp",
    text: `佐藤 美咲 様

ハヤテ運輸です。
下記のお荷物をお届け予定です。

■お届け予定日時：3月12日（水） 19時～21時
■伝票番号：4418-2290-6537
■ご依頼主：うつわ日和 様
■品名：食器（ワレモノ）

▼受け取り日時・場所の変更はこちら
https://toi.hayate-unyu.co.jp/change?no=441822906537

※変更の受付は、お届け予定日の当日8時までです。
※このメールは「ハヤテメンバーズ」にご登録のメールアドレスにお送りしています。

ハヤテ運輸株式会社
お客様センター：0120-88-0471（8:00～21:00）
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#eef2f7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:16px 6px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Hiragino Sans','Yu Gothic',Meiryo,sans-serif;">
<tr><td style="background:#003a8c;padding:14px 20px;"><img src="https://www.hayate-unyu.co.jp/mail/img/logo_w.png" width="130" height="30" alt="ハヤテ運輸"></td></tr>
<tr><td style="padding:22px 20px 8px 20px;font-size:18px;font-weight:bold;color:#003a8c;">お荷物お届けのお知らせ</td></tr>
<tr><td style="padding:0 20px 16px 20px;font-size:14px;line-height:1.8;color:#333;">佐藤 美咲 様<br>下記のお荷物をお届け予定です。</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border:1px solid #cfd8e3;">
<tr><td width="38%" style="background:#f1f5fa;">お届け予定日時</td><td><strong style="color:#d32f2f;">3月12日（水） 19時～21時</strong></td></tr>
<tr><td style="background:#f1f5fa;border-top:1px solid #cfd8e3;">伝票番号</td><td style="border-top:1px solid #cfd8e3;">4418-2290-6537</td></tr>
<tr><td style="background:#f1f5fa;border-top:1px solid #cfd8e3;">ご依頼主</td><td style="border-top:1px solid #cfd8e3;">うつわ日和 様</td></tr>
<tr><td style="background:#f1f5fa;border-top:1px solid #cfd8e3;">品名</td><td style="border-top:1px solid #cfd8e3;">食器（ワレモノ）</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:20px;"><a href="https://toi.hayate-unyu.co.jp/change?no=441822906537" style="display:inline-block;background:#ffb400;color:#222;font-weight:bold;text-decoration:none;padding:12px 30px;border-radius:24px;font-size:15px;">受け取り日時・場所を変更する</a></td></tr>
<tr><td style="padding:0 20px 20px 20px;font-size:12px;line-height:1.7;color:#666;">※変更の受付は、お届け予定日の当日8時までです。<br>※このメールは「ハヤテメンバーズ」にご登録のメールアドレスにお送りしています。</td></tr>
<tr><td style="background:#f4f4f4;padding:12px 20px;font-size:11px;color:#777;line-height:1.7;">ハヤテ運輸株式会社　お客様センター：0120-88-0471（8:00～21:00）<br><a href="https://www.hayate-unyu.co.jp/members/mail-setting" style="color:#003a8c;">メール配信設定</a>｜<a href="https://www.hayate-unyu.co.jp/privacy" style="color:#003a8c;">個人情報保護方針</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hayate-unyu",
    group: "regional",
    lang: "ja",
    kind: "pickup-code",
    code: "274619",
    link: null,
    from: "ハヤテ運輸 <notice@hayate-unyu.co.jp>",
    to: MISAKI,
    subject: "【ハヤテ運輸】宅配ロッカーにお荷物をお預けしました",
    date: "Thu, 27 Mar 2025 15:18:06 +0900",
    enc: "b64",
    text: `佐藤 美咲 様

ご指定の宅配ロッカーにお荷物をお預けしました。
ロッカーの操作パネルで「受け取り」を選び、下記の伝票番号と認証番号を入力してください。

■ロッカー設置場所：ハヤテロッカー 元町・中華街駅前
　（横浜市中区元町1-11 ファミリーストア元町店 店頭）
■伝票番号：5520-7714-0938
■認証番号：274619
■保管期限：2025年3月30日（日） 23:59

※保管期限を過ぎたお荷物は、担当営業所へ移動します。
※認証番号は他人に教えないでください。

ハヤテ運輸株式会社
お客様センター：0120-88-0471（8:00～21:00）
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#eef2f7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:16px 6px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Hiragino Sans','Yu Gothic',Meiryo,sans-serif;">
<tr><td style="background:#003a8c;padding:14px 20px;"><img src="https://www.hayate-unyu.co.jp/mail/img/logo_w.png" width="130" height="30" alt="ハヤテ運輸"></td></tr>
<tr><td style="padding:22px 20px 8px 20px;font-size:18px;font-weight:bold;color:#003a8c;">宅配ロッカーにお預けしました</td></tr>
<tr><td style="padding:0 20px 16px 20px;font-size:14px;line-height:1.8;color:#333;">佐藤 美咲 様<br>ロッカーの操作パネルで「受け取り」を選び、伝票番号と認証番号を入力してください。</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="10" cellspacing="0" border="0" style="border:2px solid #003a8c;font-size:14px;">
<tr><td width="34%" style="background:#f1f5fa;">伝票番号</td><td style="font-size:18px;font-weight:bold;">5520-7714-0938</td></tr>
<tr><td style="background:#f1f5fa;border-top:1px solid #cfd8e3;">認証番号</td><td style="border-top:1px solid #cfd8e3;font-size:26px;font-weight:bold;letter-spacing:6px;color:#d32f2f;">274619</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:14px;line-height:1.8;color:#333;">
<strong>ロッカー設置場所</strong><br>ハヤテロッカー 元町・中華街駅前<br>横浜市中区元町1-11 ファミリーストア元町店 店頭<br>
<a href="https://www.hayate-unyu.co.jp/locker/map?id=YKH0217" style="color:#003a8c;">地図を見る</a><br><br>
<strong>保管期限</strong>：<span style="color:#d32f2f;">2025年3月30日（日） 23:59</span></td></tr>
<tr><td style="padding:0 20px 20px 20px;font-size:12px;line-height:1.7;color:#666;">※保管期限を過ぎたお荷物は、担当営業所へ移動します。<br>※認証番号は他人に教えないでください。</td></tr>
<tr><td style="background:#f4f4f4;padding:12px 20px;font-size:11px;color:#777;">ハヤテ運輸株式会社　お客様センター：0120-88-0471（8:00～21:00）</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kazamidori-mobile",
    group: "negative",
    lang: "ja",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "かざみどりモバイル <billing@kazamidori-mobile.jp>",
    to: MISAKI,
    subject: "【かざみどりモバイル】2月分ご利用料金確定のお知らせ",
    date: "Fri, 14 Mar 2025 10:00:00 +0900",
    enc: "qp",
    text: `佐藤 美咲 様

いつもかざみどりモバイルをご利用いただきありがとうございます。
2025年2月分のご利用料金が確定しましたのでお知らせします。

─────────────────
ご契約番号：KZ-3308127745
ご利用電話番号：090-＊＊＊＊-2816
ご請求金額：2,728円（税込）
　基本料金（ライト 10GB）　2,178円
　通話料　　　　　　　　　　 330円
　ユニバーサルサービス料 等　 220円
お支払い方法：クレジットカード（末尾 6083）
お引き落とし日：カード会社の規定による
─────────────────

ご利用明細は「マイかざみどり」でご確認いただけます。
https://my.kazamidori-mobile.jp/bill/202502

今月の「かざみどり割」キャンペーン実施中！家族のお申し込みで毎月550円引き。

かざみどりモバイル株式会社
サポートセンター：0570-034-228（10:00～19:00 年中無休）
※このメールは送信専用です。
`,
    html: `<html><head><meta charset="UTF-8"></head><body style="margin:0;background:#e8f6f3;">
<center>
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Hiragino Sans',Meiryo,sans-serif;color:#2b3a37;">
<tr><td style="padding:18px 24px;"><img src="https://cdn.kazamidori-mobile.jp/mail/kzm_logo.png" width="170" alt="かざみどりモバイル"></td></tr>
<tr><td style="padding:0 24px 16px 24px;font-size:14px;line-height:1.8;">佐藤 美咲 様<br>2025年2月分のご利用料金が確定しました。</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3fbf9;border-radius:10px;"><tr><td align="center" style="padding:20px;">
<div style="font-size:13px;color:#5f7470;">2月分ご請求金額（税込）</div>
<div style="font-size:34px;font-weight:bold;color:#0e9f85;">2,728<span style="font-size:16px;">円</span></div>
<div style="font-size:12px;color:#5f7470;">090-＊＊＊＊-2816 ／ ご契約番号 KZ-3308127745</div>
</td></tr></table></td></tr>
<tr><td style="padding:16px 24px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>基本料金（ライト 10GB）</td><td align="right">2,178円</td></tr>
<tr><td style="border-top:1px dotted #ccc;">通話料</td><td align="right" style="border-top:1px dotted #ccc;">330円</td></tr>
<tr><td style="border-top:1px dotted #ccc;">ユニバーサルサービス料 等</td><td align="right" style="border-top:1px dotted #ccc;">220円</td></tr>
<tr><td style="border-top:1px dotted #ccc;">お支払い方法</td><td align="right" style="border-top:1px dotted #ccc;">クレジットカード（末尾 6083）</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:4px 24px 20px 24px;"><a href="https://my.kazamidori-mobile.jp/bill/202502" style="display:inline-block;background:#0e9f85;color:#fff;text-decoration:none;padding:11px 32px;border-radius:22px;font-size:14px;">ご利用明細を見る</a></td></tr>
<tr><td style="padding:0 24px 20px 24px;"><a href="https://www.kazamidori-mobile.jp/campaign/family?utm_source=billmail"><img src="https://cdn.kazamidori-mobile.jp/mail/bn_family_550.png" width="532" alt="かざみどり割 家族のお申し込みで毎月550円引き"></a></td></tr>
<tr><td style="background:#2b3a37;padding:14px 24px;font-size:11px;color:#c7d3d0;line-height:1.7;">かざみどりモバイル株式会社　サポートセンター：0570-034-228（10:00～19:00 年中無休）<br><a href="https://www.kazamidori-mobile.jp/privacy" style="color:#fff;">プライバシーポリシー</a>｜<a href="https://my.kazamidori-mobile.jp/mail-setting" style="color:#fff;">メール配信設定</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "kazamidori-mobile",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "805362",
    link: null,
    from: "かざみどりモバイル <no-reply@kazamidori-mobile.jp>",
    to: MISAKI,
    subject: "【かざみどりモバイル】確認コードのお知らせ",
    date: "Sat, 22 Mar 2025 08:47:33 +0900",
    enc: "b64",
    text: `佐藤 美咲 様

マイかざみどりへのログインに必要な確認コードをお送りします。

確認コード：805362

ログイン画面に入力してください。確認コードの有効期限は発行から10分間です。

※このメールにお心当たりがない場合は、第三者があなたのIDでログインしようとした可能性があります。パスワードの変更をおすすめします。

かざみどりモバイル株式会社
サポートセンター：0570-034-228
※このメールは送信専用です。
`,
    html: `<html><head><meta charset="UTF-8"></head><body style="margin:0;background:#e8f6f3;">
<center>
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Hiragino Sans',Meiryo,sans-serif;color:#2b3a37;">
<tr><td style="padding:18px 24px;"><img src="https://cdn.kazamidori-mobile.jp/mail/kzm_logo.png" width="170" alt="かざみどりモバイル"></td></tr>
<tr><td style="padding:0 24px 14px 24px;font-size:14px;line-height:1.8;">佐藤 美咲 様<br>マイかざみどりへのログインに必要な確認コードをお送りします。</td></tr>
<tr><td align="center" style="padding:10px 24px 18px 24px;">
<table cellpadding="0" cellspacing="0" style="border:1px solid #bfe5dc;background:#f3fbf9;"><tr><td align="center" style="padding:16px 40px;">
<div style="font-size:12px;color:#5f7470;">確認コード</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:10px;color:#0e9f85;">805362</div>
</td></tr></table></td></tr>
<tr><td style="padding:0 24px 20px 24px;font-size:13px;line-height:1.8;">ログイン画面に入力してください。有効期限は発行から<strong>10分間</strong>です。<br><span style="color:#777;font-size:12px;">※お心当たりがない場合は、第三者があなたのIDでログインしようとした可能性があります。パスワードの変更をおすすめします。</span></td></tr>
<tr><td style="background:#2b3a37;padding:14px 24px;font-size:11px;color:#c7d3d0;">かざみどりモバイル株式会社　サポートセンター：0570-034-228</td></tr>
</table></center></body></html>`,
  },
  {
    family: "aoba-shi-denshi-shinsei",
    group: "negative",
    lang: "ja",
    kind: "application-received",
    code: null,
    link: null,
    from: "あおば市電子申請サービス <shinsei@e-aoba.city.example.jp>",
    to: MISAKI,
    subject: "【あおば市電子申請】申請を受け付けました（到達番号：A2025-0319-00871）",
    date: "Wed, 19 Mar 2025 13:26:10 +0900",
    text: `佐藤 美咲 様

あおば市電子申請サービスをご利用いただき、ありがとうございます。
次の申請を受け付けました。

手続名　：粗大ごみ収集の申込み
到達番号：A2025-0319-00871
到達日時：2025年3月19日 13:26
担当課　：環境部 ごみ減量推進課

収集日は担当課で確認のうえ、3営業日以内にあらためてメールでお知らせします。
粗大ごみ処理券（1点 500円）は、市内のコンビニエンスストア等でお求めください。

申請の状況は、マイページの「申請履歴」から確認できます。
https://e-aoba.city.example.jp/mypage/history

※このメールは送信専用アドレスから送信しています。
お問い合わせ：あおば市 環境部 ごみ減量推進課　電話 045-555-0132（平日 8:30～17:15）
〒225-0011 あおば市市ケ尾町31-4
`,
    html: null,
  },
  {
    family: "aoba-shi-denshi-shinsei",
    group: "regional",
    lang: "ja",
    kind: "reset-link",
    code: null,
    link: "https://e-aoba.city.example.jp/user/password/reset?token=Zk3RqW8mYtV2nJ5xLpA7cH4e",
    from: "あおば市電子申請サービス <shinsei@e-aoba.city.example.jp>",
    to: MISAKI,
    subject: "【あおば市電子申請】パスワード再設定のご案内",
    date: "Wed, 19 Mar 2025 12:58:44 +0900",
    enc: "qp",
    text: `佐藤 美咲 様

パスワード再設定の申し込みを受け付けました。
以下のURLにアクセスし、新しいパスワードを設定してください。

https://e-aoba.city.example.jp/user/password/reset?token=Zk3RqW8mYtV2nJ5xLpA7cH4e

・URLの有効期限は、このメールの送信から30分間です。
・お申し込みに心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。

利用者ID：misaki.sato@ocn.example.jp

あおば市電子申請サービス
※このメールは送信専用アドレスから送信しています。
`,
    html:
      `<html><head><meta charset="UTF-8"></head><body style="font-family:'MS PGothic','Hiragino Kaku Gothic ProN',sans-serif;font-size:14px;line-height:1.7;color:#000;">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="border-bottom:2px solid #2e7d32;padding:6px 0;font-weight:bold;color:#2e7d32;font-size:16px;">あおば市電子申請サービス</td></tr>
<tr><td style="padding:14px 0;">
佐藤 美咲 様<br><br>
パスワード再設定の申し込みを受け付けました。<br>
以下のURLにアクセスし、新しいパスワードを設定してください。<br><br>
<a href="https://e-aoba.city.example.jp/user/password/reset?token=Zk3RqW8mYtV2nJ5xLpA7cH4e">https://e-aoba.city.example.jp/user/password/reset?token=Zk3RqW8mYtV2nJ5xLpA7cH4e</a><br><br>
・URLの有効期限は、このメールの送信から30分間です。<br>
・お申し込みに心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。<br><br>
利用者ID：misaki.sato@ocn.example.jp
</td></tr>
<tr><td style="border-top:1px solid #999;padding:6px 0;font-size:12px;color:#555;">※このメールは送信専用アドレスから送信しています。</td></tr>
</table></body></html>`,
  },
  {
    family: "kurenai-video",
    group: "regional",
    lang: "ja",
    kind: "invite-link",
    code: null,
    link: "https://kurenai.tv/r/fam/acc?inv=9KD2XW71&utm_medium=email&utm_campaign=family_invite",
    from: "KURENAI Video <info@mail.kurenai.tv>",
    to: MISAKI,
    subject: "佐藤 健太さんからファミリーアカウントへの招待が届いています",
    date: "Sun, 16 Mar 2025 21:07:55 +0900",
    enc: "b64",
    text: `佐藤 美咲 様

佐藤 健太さんから、KURENAI Video のファミリーアカウントへの招待が届いています。

ファミリーアカウントに参加すると、追加料金なしで見放題作品をお楽しみいただけます。視聴履歴やおすすめは、あなた専用のプロフィールで管理されます。

▼招待を受け取る
https://kurenai.tv/r/fam/acc?inv=9KD2XW71&utm_medium=email&utm_campaign=family_invite

※招待の有効期限は2025年3月23日（日）23:59です。
※ファミリーアカウントは最大4名まで参加できます。
※ペアレンタルロックの設定は、親アカウントの方が行えます。

KURENAI Video
ヘルプセンター：https://help.kurenai.tv/
株式会社紅ビジュアル　〒150-0043 東京都渋谷区道玄坂1-12-5
`,
    html:
      `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#121212;">
<div style="display:none;max-height:0;overflow:hidden;">追加料金なしで見放題作品をお楽しみいただけます。</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#121212;"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="font-family:'Hiragino Sans','Noto Sans JP',sans-serif;">
<tr><td style="padding-bottom:20px;"><img src="https://static.kurenai.tv/mail/kurenai_logo_red.png" width="150" alt="KURENAI Video"></td></tr>
<tr><td><img src="https://static.kurenai.tv/mail/family_header.jpg" width="520" alt="ファミリーアカウント" style="display:block;border-radius:10px 10px 0 0;"></td></tr>
<tr><td style="background:#1e1e1e;padding:28px 30px;border-radius:0 0 10px 10px;color:#e8e8e8;font-size:14px;line-height:1.8;">
<p style="margin:0 0 14px 0;">佐藤 美咲 様</p>
<p style="margin:0 0 20px 0;"><strong style="color:#ffffff;">佐藤 健太</strong>さんから、KURENAI Video のファミリーアカウントへの招待が届いています。参加すると、追加料金なしで見放題作品をお楽しみいただけます。</p>
<p style="margin:0 0 24px 0;text-align:center;"><a href="https://kurenai.tv/r/fam/acc?inv=9KD2XW71&amp;utm_medium=email&amp;utm_campaign=family_invite" style="display:inline-block;background:#e0283c;color:#ffffff;font-weight:bold;text-decoration:none;padding:14px 44px;border-radius:6px;font-size:15px;">招待を受け取る</a></p>
<p style="margin:0;font-size:12px;color:#a0a0a0;">※招待の有効期限は2025年3月23日（日）23:59です。<br>※ファミリーアカウントは最大4名まで参加できます。</p>
</td></tr>
<tr><td style="padding:20px 4px;font-size:11px;color:#777;line-height:1.7;">
<a href="https://help.kurenai.tv/" style="color:#aaa;">ヘルプセンター</a>｜<a href="https://kurenai.tv/terms" style="color:#aaa;">利用規約</a>｜<a href="https://kurenai.tv/privacy" style="color:#aaa;">プライバシーポリシー</a><br>
&copy; 2025 Kurenai Visual Inc.　〒150-0043 東京都渋谷区道玄坂1-12-5
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kurenai-video",
    group: "negative",
    lang: "ja",
    kind: "new-signin",
    code: null,
    link: null,
    from: "KURENAI Video <info@mail.kurenai.tv>",
    to: MISAKI,
    subject: "新しいデバイスからログインがありました",
    date: "Mon, 17 Mar 2025 07:31:12 +0900",
    enc: "qp",
    text: `佐藤 美咲 様

お使いのKURENAI Videoアカウントに、新しいデバイスからログインがありました。

日時：2025年3月17日（月）07:30
デバイス：iPhone（KURENAI Video アプリ）
地域：神奈川県（推定）

お客様ご自身によるログインであれば、対応は不要です。

お心当たりがない場合は、アカウント設定からパスワードを変更し、すべてのデバイスからログアウトしてください。
https://kurenai.tv/account/security

KURENAI Video
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#121212;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#121212;"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="font-family:'Hiragino Sans','Noto Sans JP',sans-serif;">
<tr><td style="padding-bottom:20px;"><img src="https://static.kurenai.tv/mail/kurenai_logo_red.png" width="150" alt="KURENAI Video"></td></tr>
<tr><td style="background:#1e1e1e;padding:28px 30px;border-radius:10px;color:#e8e8e8;font-size:14px;line-height:1.8;">
<p style="margin:0 0 14px 0;font-size:17px;font-weight:bold;color:#fff;">新しいデバイスからログインがありました</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:13px;color:#e8e8e8;margin-bottom:16px;">
<tr><td style="color:#a0a0a0;">日時</td><td>2025年3月17日（月）07:30</td></tr>
<tr><td style="color:#a0a0a0;">デバイス</td><td>iPhone（KURENAI Video アプリ）</td></tr>
<tr><td style="color:#a0a0a0;">地域</td><td>神奈川県（推定）</td></tr>
</table>
<p style="margin:0 0 14px 0;">お客様ご自身によるログインであれば、対応は不要です。</p>
<p style="margin:0;font-size:13px;color:#a0a0a0;">お心当たりがない場合は、<a href="https://kurenai.tv/account/security" style="color:#ff5a6e;">アカウント設定</a>からパスワードを変更し、すべてのデバイスからログアウトしてください。</p>
</td></tr>
<tr><td style="padding:20px 4px;font-size:11px;color:#777;">&copy; 2025 Kurenai Visual Inc.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "komorebi-coffee",
    group: "negative",
    lang: "ja",
    kind: "newsletter",
    code: null,
    link: null,
    from: "木漏れ日珈琲 <news@komorebi-coffee.jp>",
    to: MISAKI,
    subject: "🌸春限定「桜ほうじ茶ラテ」はじまります｜会員さま限定クーポン付き",
    date: "Thu, 20 Mar 2025 11:00:00 +0900",
    enc: "b64",
    headers: [["List-Unsubscribe", "<https://komorebi-coffee.jp/mail/stop?m=a81c3f>"]],
    text: `いつも木漏れ日珈琲をご利用いただきありがとうございます。

春限定の「桜ほうじ茶ラテ」を3月21日（金）から全店で販売します。
香ばしいほうじ茶に、桜の花びらの塩漬けをそっと添えました。

■桜ほうじ茶ラテ　Ｒ 580円／Ｌ 650円（税込）
■販売期間：2025年3月21日（金）～4月20日（日）※なくなり次第終了

【会員さま限定クーポン】
店頭でこのメールをご提示いただくか、オンラインストアでクーポンコード SAKURA100 をご入力ください。
ドリンク1杯100円引き（2025年3月31日まで／お一人さま1回限り）

▼店舗一覧
https://komorebi-coffee.jp/shops/

▼オンラインストア
https://store.komorebi-coffee.jp/?utm_source=mail&utm_campaign=sakura2025

────────────────
木漏れ日珈琲　株式会社こもれび
〒604-8006 京都府京都市中京区河原町通三条上る恵比須町427
配信停止：https://komorebi-coffee.jp/mail/stop?m=a81c3f
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#f7f2ea;">
<div style="display:none;">会員さま限定、ドリンク1杯100円引きクーポン付き。</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f7f2ea"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'Hiragino Mincho ProN','Yu Mincho',serif;color:#4a3b2f;">
<tr><td align="center" style="padding:22px 0;"><img src="https://komorebi-coffee.jp/mail/img/logo.png" width="140" alt="木漏れ日珈琲"></td></tr>
<tr><td><a href="https://store.komorebi-coffee.jp/?utm_source=mail&amp;utm_campaign=sakura2025"><img src="https://komorebi-coffee.jp/mail/img/2025sakura_main.jpg" width="600" alt="春限定 桜ほうじ茶ラテ" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:26px 40px;font-size:15px;line-height:2;text-align:center;">香ばしいほうじ茶に、桜の花びらの塩漬けをそっと添えました。<br>3月21日（金）から全店で販売します。<br><br>
<strong>桜ほうじ茶ラテ</strong>　Ｒ 580円／Ｌ 650円（税込）<br><span style="font-size:12px;color:#8a7a6c;">販売期間：2025年3月21日（金）～4月20日（日）※なくなり次第終了</span></td></tr>
<tr><td style="padding:0 40px 28px 40px;">
<table width="100%" cellpadding="0" cellspacing="0" style="border:2px dashed #d98aa0;background:#fff5f8;"><tr><td align="center" style="padding:18px;font-family:'Hiragino Sans',Meiryo,sans-serif;">
<div style="font-size:13px;color:#b45a75;">会員さま限定クーポン</div>
<div style="font-size:22px;font-weight:bold;margin:6px 0;">ドリンク1杯 100円引き</div>
<div style="font-size:13px;">オンラインストアでのクーポンコード：<strong style="letter-spacing:2px;">SAKURA100</strong></div>
<div style="font-size:11px;color:#8a7a6c;margin-top:6px;">店頭ではこのメールをご提示ください／2025年3月31日まで・お一人さま1回限り</div>
</td></tr></table></td></tr>
<tr><td align="center" style="padding:0 0 30px 0;font-family:'Hiragino Sans',Meiryo,sans-serif;"><a href="https://komorebi-coffee.jp/shops/" style="display:inline-block;border:1px solid #4a3b2f;color:#4a3b2f;text-decoration:none;padding:10px 28px;margin:0 6px;">店舗一覧</a><a href="https://store.komorebi-coffee.jp/?utm_source=mail&amp;utm_campaign=sakura2025" style="display:inline-block;background:#4a3b2f;color:#fff;text-decoration:none;padding:11px 28px;margin:0 6px;">オンラインストア</a></td></tr>
<tr><td align="center" style="padding:8px 0 18px 0;"><a href="https://www.instagram.com/komorebi_coffee_kyoto/"><img src="https://komorebi-coffee.jp/mail/img/ig.png" width="26" alt="Instagram"></a>&nbsp;&nbsp;<a href="https://line.me/R/ti/p/@komorebi"><img src="https://komorebi-coffee.jp/mail/img/line.png" width="26" alt="LINE"></a></td></tr>
<tr><td style="background:#4a3b2f;padding:16px 30px;font-family:'Hiragino Sans',Meiryo,sans-serif;font-size:11px;line-height:1.7;color:#dcd0c4;text-align:center;">木漏れ日珈琲　株式会社こもれび<br>〒604-8006 京都府京都市中京区河原町通三条上る恵比須町427<br><a href="https://komorebi-coffee.jp/mail/stop?m=a81c3f" style="color:#ffffff;">配信停止</a>｜<a href="https://komorebi-coffee.jp/privacy" style="color:#ffffff;">個人情報の取り扱い</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Poland (pl)

const TOMASZ = "Tomasz Wieczorek <t.wieczorek@onet.example.pl>";

function bursztyn(inner: string, pre: string): string {
  return `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bursztyn Bank</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ea;"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="padding:20px 36px;background:#1d1d1b;"><img src="https://www.bursztynbank.pl/static/mail/logo-bursztyn.png" width="150" height="34" alt="Bursztyn Bank" style="display:block;border:0;"></td></tr>
<tr><td style="height:4px;background:#f2a900;font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:32px 36px;font-family:Tahoma,Arial,sans-serif;font-size:14px;line-height:22px;color:#1d1d1b;">
${inner}
</td></tr>
<tr><td style="padding:20px 36px;background:#f8f6f1;font-family:Tahoma,Arial,sans-serif;font-size:11px;line-height:17px;color:#77736a;">
Infolinia: <a href="tel:+48587711000" style="color:#77736a;">58 771 10 00</a> (całą dobę) &middot; z zagranicy +48 58 771 10 00<br>
<a href="https://www.bursztynbank.pl/bezpieczenstwo" style="color:#b07a00;">Zasady bezpieczeństwa</a> &middot; <a href="https://www.bursztynbank.pl/rodo" style="color:#b07a00;">Ochrona danych osobowych</a><br>
Bursztyn Bank S.A., ul. Wały Jagiellońskie 36, 80-853 Gdańsk. Sąd Rejonowy Gdańsk-Północ, VII Wydział Gospodarczy KRS, KRS 0000481207, NIP 583-331-40-77, kapitał zakładowy 412 000 000 zł (wpłacony w całości).
</td></tr>
</table></td></tr></table></body></html>`;
}

function kinowisko(inner: string, pre: string): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0d1321;">
<span style="display:none;color:#0d1321;">${pre}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0d1321;"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td style="padding-bottom:22px;"><a href="https://kinowisko.pl/?utm_source=email"><img src="https://img.kinowisko.pl/mail/logo-kinowisko.png" width="150" alt="Kinowisko" style="border:0;"></a></td></tr>
${inner}
<tr><td style="padding:24px 4px;font-size:11px;line-height:17px;color:#6f7a91;">
<a href="https://pomoc.kinowisko.pl" style="color:#a9b4c9;">Pomoc</a> &middot; <a href="https://kinowisko.pl/regulamin" style="color:#a9b4c9;">Regulamin</a> &middot; <a href="https://kinowisko.pl/prywatnosc" style="color:#a9b4c9;">Polityka prywatności</a><br>
Kinowisko sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź, KRS 0000874410, NIP 7252310498
</td></tr>
</table></td></tr></table></body></html>`;
}

const pl: Mail[] = [
  {
    family: "bank-bursztyn",
    group: "regional",
    lang: "pl",
    kind: "verification-code",
    code: "58120467",
    link: null,
    from: "Bursztyn Bank <powiadomienia@bursztynbank.pl>",
    to: TOMASZ,
    subject: "Kod weryfikacyjny do zmiany danych kontaktowych",
    date: "Tue, 11 Mar 2025 19:33:20 +0100",
    enc: "qp",
    text: `Dzień dobry, Panie Tomaszu,

w bankowości internetowej Bursztyn24 rozpoczęto zmianę adresu e-mail przypisanego do Pana profilu.

Aby potwierdzić, że ma Pan dostęp do nowego adresu, wpisz w formularzu poniższy kod weryfikacyjny:

5812 0467

Kod jest ważny przez 10 minut.

Jeśli to nie Pan zmienia dane, nie podawaj nikomu kodu i zadzwoń na infolinię: 58 771 10 00 (całą dobę). Pracownik banku nigdy nie poprosi o ten kod.

Pozdrawiamy
Bursztyn Bank

Bursztyn Bank S.A., ul. Wały Jagiellońskie 36, 80-853 Gdańsk
`,
    html: bursztyn(
      `<p style="margin:0 0 14px 0;">Dzień dobry, Panie Tomaszu,</p>
<p style="margin:0 0 20px 0;">w bankowości internetowej Bursztyn24 rozpoczęto zmianę adresu e-mail przypisanego do Pana profilu. Aby potwierdzić, że ma Pan dostęp do nowego adresu, wpisz w formularzu poniższy kod weryfikacyjny:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 20px auto;"><tr>
<td style="padding:14px 26px;background:#fff6dd;border:1px solid #f2a900;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:4px;color:#1d1d1b;">5812&nbsp;0467</td>
</tr></table>
<p style="margin:0 0 14px 0;text-align:center;font-size:13px;color:#77736a;">Kod jest ważny przez 10 minut.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:12px 16px;background:#fdecea;border-left:4px solid #c62828;font-size:13px;line-height:20px;">
Jeśli to nie Pan zmienia dane, nie podawaj nikomu kodu i zadzwoń na infolinię: <strong>58 771 10 00</strong>. Pracownik banku nigdy nie poprosi o ten kod.
</td></tr></table>
<p style="margin:20px 0 0 0;">Pozdrawiamy<br>Bursztyn Bank</p>`,
      "Kod do potwierdzenia nowego adresu e-mail. Ważny 10 minut.",
    ),
  },
  {
    family: "bank-bursztyn",
    group: "negative",
    lang: "pl",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Bursztyn Bank <wyciagi@bursztynbank.pl>",
    to: TOMASZ,
    subject: "Wyciąg z rachunku za luty 2025",
    date: "Mon, 03 Mar 2025 06:02:15 +0100",
    enc: "b64",
    text: `Dzień dobry,

w załączniku przesyłamy wyciąg z rachunku Konto Bursztynowe za okres 01.02.2025 – 28.02.2025.

Numer rachunku: 41 1240 •••• •••• •••• •••• 7305
Saldo na koniec okresu: 8 417,26 zł
Liczba operacji: 37

Plik jest zabezpieczony hasłem: to Pana numer PESEL (11 cyfr).

Wyciąg jest też dostępny w Bursztyn24, w zakładce Dokumenty.

Wiadomość wygenerowana automatycznie – prosimy na nią nie odpowiadać.

Bursztyn Bank S.A.
`,
    html: bursztyn(
      `<p style="margin:0 0 14px 0;">Dzień dobry,</p>
<p style="margin:0 0 18px 0;">w załączniku przesyłamy wyciąg z rachunku <strong>Konto Bursztynowe</strong> za okres 01.02.2025 &ndash; 28.02.2025.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;border:1px solid #eee7d6;">
<tr><td style="color:#77736a;">Numer rachunku</td><td align="right">41 1240 &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 7305</td></tr>
<tr><td style="color:#77736a;border-top:1px solid #eee7d6;">Saldo na koniec okresu</td><td align="right" style="border-top:1px solid #eee7d6;font-weight:bold;">8 417,26 zł</td></tr>
<tr><td style="color:#77736a;border-top:1px solid #eee7d6;">Liczba operacji</td><td align="right" style="border-top:1px solid #eee7d6;">37</td></tr>
</table>
<p style="margin:18px 0 10px 0;font-size:13px;">Plik jest zabezpieczony hasłem: to Pana numer PESEL (11 cyfr).</p>
<p style="margin:0 0 10px 0;font-size:13px;">Wyciąg jest też dostępny w <a href="https://online.bursztynbank.pl/" style="color:#b07a00;">Bursztyn24</a>, w zakładce Dokumenty.</p>
<p style="margin:0;font-size:12px;color:#77736a;">Wiadomość wygenerowana automatycznie &ndash; prosimy na nią nie odpowiadać.</p>`,
      "Wyciąg za okres 01.02.2025 – 28.02.2025 w załączniku.",
    ),
    attachment: [
      "wyciag_2025-02_7305.pdf",
      "application/pdf",
      pdf("Wyciag 02/2025", [
        "Bursztyn Bank S.A. - Wyciag z rachunku nr 2/2025",
        "Rachunek 41 1240 .... 7305 - Tomasz Wieczorek",
        "Saldo poczatkowe 7 902,11 PLN - saldo koncowe 8 417,26 PLN",
        "Liczba operacji: 37",
      ]),
    ],
  },
  {
    family: "bank-bursztyn",
    group: "negative",
    lang: "pl",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Bursztyn Bank <powiadomienia@bursztynbank.pl>",
    to: TOMASZ,
    subject: "Logowanie z nowego urządzenia",
    date: "Sat, 22 Mar 2025 08:14:09 +0100",
    enc: "8bit",
    text: `Dzień dobry,

zarejestrowaliśmy logowanie do Bursztyn24 z nowego urządzenia:

Data i godzina: 22.03.2025, 08:13
Urządzenie: Firefox 136, Linux
Lokalizacja (przybliżona): Gdynia, Polska
Adres IP: 83.24.•••.17

Jeśli to Pan – nie musi Pan nic robić.

Jeśli nie rozpoznaje Pan tego logowania, natychmiast zablokuj dostęp w aplikacji mobilnej (Profil > Bezpieczeństwo > Zablokuj dostęp) lub zadzwoń pod numer 58 771 10 00.

Bursztyn Bank
`,
    html: null,
  },
  {
    family: "szperacz",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link:
      "https://www.szperacz.pl/konto/aktywuj/7Hf2KqP9sXw3mB1v?utm_source=mailing&utm_medium=email&utm_campaign=rejestracja",
    from: "Szperacz.pl <konto@szperacz.pl>",
    to: TOMASZ,
    subject: "Aktywuj konto w Szperacz.pl",
    date: "Sun, 02 Mar 2025 17:25:48 +0100",
    enc: "qp",
    text: `Cześć!

Dziękujemy za założenie konta w Szperacz.pl – największym serwisie ogłoszeń z Pomorza.

Aby aktywować konto i dodać pierwsze ogłoszenie, kliknij w link:
https://www.szperacz.pl/konto/aktywuj/7Hf2KqP9sXw3mB1v?utm_source=mailing&utm_medium=email&utm_campaign=rejestracja

Link jest aktywny przez 72 godziny.

Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość – konto nie zostanie aktywowane.

Zespół Szperacz.pl

Szperacz.pl sp. z o.o., al. Zwycięstwa 96/98, 81-451 Gdynia
Biuro Obsługi Klienta: pomoc@szperacz.pl, tel. 58 500 44 20 (pn.–pt. 8:00–18:00)
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf1f8;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eaf1f8;"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:24px 32px 8px 32px;"><img src="https://static.szperacz.pl/mail/szperacz-logo.png" width="160" alt="Szperacz.pl"></td></tr>
<tr><td style="padding:16px 32px;font-size:15px;line-height:23px;color:#1c2b39;">
<h1 style="margin:0 0 12px 0;font-size:24px;color:#005fb8;">Cześć! Jeszcze tylko jeden krok</h1>
<p style="margin:0 0 22px 0;">Dziękujemy za założenie konta w Szperacz.pl &ndash; największym serwisie ogłoszeń z Pomorza. Aktywuj konto i dodaj pierwsze ogłoszenie.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#ff7a00;border-radius:6px;">
<a href="https://www.szperacz.pl/konto/aktywuj/7Hf2KqP9sXw3mB1v?utm_source=mailing&amp;utm_medium=email&amp;utm_campaign=rejestracja" style="display:inline-block;padding:14px 32px;color:#ffffff;font-weight:bold;font-size:16px;text-decoration:none;">Aktywuj konto</a>
</td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#5d6b78;">Link jest aktywny przez 72 godziny. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.</p>
</td></tr>
<tr><td style="padding:18px 32px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f7fb;border-radius:8px;"><tr>
<td style="padding:14px;font-size:12px;color:#1c2b39;" align="center"><img src="https://static.szperacz.pl/mail/ic-dom.png" width="32" alt=""><br>Nieruchomości</td>
<td style="padding:14px;font-size:12px;color:#1c2b39;" align="center"><img src="https://static.szperacz.pl/mail/ic-auto.png" width="32" alt=""><br>Motoryzacja</td>
<td style="padding:14px;font-size:12px;color:#1c2b39;" align="center"><img src="https://static.szperacz.pl/mail/ic-praca.png" width="32" alt=""><br>Praca</td>
<td style="padding:14px;font-size:12px;color:#1c2b39;" align="center"><img src="https://static.szperacz.pl/mail/ic-dziecko.png" width="32" alt=""><br>Dla dzieci</td>
</tr></table></td></tr>
<tr><td style="padding:16px 32px 24px 32px;font-size:11px;line-height:17px;color:#8593a0;border-top:1px solid #e4eaf0;">
Szperacz.pl sp. z o.o., al. Zwycięstwa 96/98, 81-451 Gdynia, KRS 0000611902<br>
Biuro Obsługi Klienta: <a href="mailto:pomoc@szperacz.pl" style="color:#005fb8;">pomoc@szperacz.pl</a>, tel. 58 500 44 20 (pn.&ndash;pt. 8:00&ndash;18:00)<br>
<a href="https://www.szperacz.pl/regulamin" style="color:#005fb8;">Regulamin</a> &middot; <a href="https://www.szperacz.pl/prywatnosc" style="color:#005fb8;">Polityka prywatności</a>
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "szperacz",
    group: "negative",
    lang: "pl",
    kind: "listing-expiring",
    code: null,
    link: null,
    from: "Szperacz.pl <ogloszenia@szperacz.pl>",
    to: TOMASZ,
    subject: "Twoje ogłoszenie „Rower trekkingowy Kross 28” wygasa za 3 dni",
    date: "Thu, 27 Mar 2025 10:40:02 +0100",
    enc: "qp",
    text: `Cześć Tomasz,

Twoje ogłoszenie wygaśnie 30.03.2025:

Rower trekkingowy Kross 28", rama 19", stan bardzo dobry
Cena: 1 150 zł (do negocjacji)
Lokalizacja: Gdynia, Chylonia
ID ogłoszenia: 66120934
Wyświetlenia: 412 · Obserwujący: 9

Chcesz sprzedawać dalej? Odśwież ogłoszenie za darmo na kolejne 30 dni w zakładce Moje ogłoszenia:
https://www.szperacz.pl/moje-ogloszenia?id=66120934

Wyróżnij je za 9,99 zł, a pokażemy je na górze listy przez 7 dni.

Zespół Szperacz.pl
Nie chcesz dostawać takich przypomnień? Zmień ustawienia: https://www.szperacz.pl/konto/powiadomienia
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf1f8;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eaf1f8;"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:Arial,Helvetica,sans-serif;color:#1c2b39;">
<tr><td style="padding:24px 32px 8px 32px;"><img src="https://static.szperacz.pl/mail/szperacz-logo.png" width="160" alt="Szperacz.pl"></td></tr>
<tr><td style="padding:12px 32px;font-size:15px;line-height:23px;">Cześć Tomasz,<br>Twoje ogłoszenie wygaśnie <strong>30.03.2025</strong>:</td></tr>
<tr><td style="padding:8px 32px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e4eaf0;border-radius:8px;"><tr>
<td width="120" style="padding:12px;"><img src="https://img.szperacz.pl/o/66120934/1_s.jpg" width="110" height="82" alt="Rower trekkingowy Kross" style="border-radius:4px;"></td>
<td style="padding:12px;font-size:14px;line-height:21px;"><strong>Rower trekkingowy Kross 28&quot;, rama 19&quot;, stan bardzo dobry</strong><br><span style="color:#005fb8;font-size:17px;font-weight:bold;">1 150 zł</span> <span style="font-size:12px;color:#5d6b78;">do negocjacji</span><br><span style="font-size:12px;color:#5d6b78;">Gdynia, Chylonia &middot; ID 66120934 &middot; 412 wyświetleń &middot; 9 obserwujących</span></td>
</tr></table></td></tr>
<tr><td style="padding:18px 32px;font-size:14px;line-height:21px;">Chcesz sprzedawać dalej? Odśwież ogłoszenie za darmo na kolejne 30 dni albo wyróżnij je za 9,99&nbsp;zł.</td></tr>
<tr><td style="padding:0 32px 24px 32px;"><a href="https://www.szperacz.pl/moje-ogloszenia?id=66120934" style="display:inline-block;background:#005fb8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px;">Odśwież za darmo</a>&nbsp;&nbsp;<a href="https://www.szperacz.pl/wyroznij?id=66120934" style="display:inline-block;border:2px solid #ff7a00;color:#ff7a00;text-decoration:none;font-weight:bold;padding:10px 20px;border-radius:6px;">Wyróżnij za 9,99 zł</a></td></tr>
<tr><td style="padding:16px 32px 24px 32px;font-size:11px;color:#8593a0;border-top:1px solid #e4eaf0;">Nie chcesz dostawać takich przypomnień? <a href="https://www.szperacz.pl/konto/powiadomienia" style="color:#005fb8;">Zmień ustawienia powiadomień</a>.<br>Szperacz.pl sp. z o.o., al. Zwycięstwa 96/98, 81-451 Gdynia</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "krukbox",
    group: "regional",
    lang: "pl",
    kind: "pickup-code",
    code: "629418",
    link: null,
    from: "KrukBox <powiadomienia@krukbox.pl>",
    to: TOMASZ,
    subject: "Paczka czeka w automacie KrukBox GDY07M – kod odbioru",
    date: "Fri, 14 Mar 2025 12:09:31 +0100",
    enc: "b64",
    text: `Cześć!

Twoja paczka od Szperacz Pay / nadawca: Anna K. czeka w automacie KrukBox.

Automat: GDY07M
ul. Morska 112 (parking Biedronki), 81-225 Gdynia
Czynny 24/7

Numer przesyłki: KB 6304 1187 2290 55
Kod odbioru: 629418

Przy automacie wybierz „Odbierz paczkę”, wpisz numer telefonu (+48 601 ••• 274) i kod odbioru. Możesz też otworzyć skrytkę zdalnie w aplikacji KrukBox.

Masz czas do 16.03.2025, godz. 12:09. Potem możesz jednorazowo przedłużyć odbiór o 24 h w aplikacji (3,99 zł).

Nie podawaj kodu odbioru nikomu, kto nie odbiera paczki w Twoim imieniu.

KrukBox
Obsługa klienta: 22 290 60 60 · pomoc@krukbox.pl
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#efefef;">
<div style="display:none;">Kod odbioru w środku. Masz czas do 16.03.2025, godz. 12:09.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:18px 8px;">
<table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Roboto,Arial,sans-serif;color:#202020;">
<tr><td style="background:#111111;padding:16px 24px;"><img src="https://cdn.krukbox.pl/mail/krukbox-white.png" width="120" alt="KrukBox"></td></tr>
<tr><td style="padding:24px 24px 10px 24px;font-size:22px;font-weight:bold;">Paczka czeka w automacie</td></tr>
<tr><td style="padding:0 24px 16px 24px;font-size:14px;line-height:21px;color:#555;">Nadawca: Anna K. (Szperacz Pay) &middot; nr przesyłki KB 6304 1187 2290 55</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff3c4;border-radius:8px;"><tr>
<td style="padding:18px 20px;">
<div style="font-size:12px;text-transform:uppercase;letter-spacing:1px;color:#7a6400;">Kod odbioru</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:8px;">629418</div>
<div style="font-size:12px;color:#7a6400;">Ważny do 16.03.2025, 12:09</div>
</td>
<td align="right" style="padding:14px 20px;"><img src="https://cdn.krukbox.pl/qr/KB63041187229055.png" width="110" height="110" alt="Kod QR do odbioru"></td>
</tr></table></td></tr>
<tr><td style="padding:18px 24px;font-size:14px;line-height:21px;">
<strong>Automat GDY07M</strong><br>ul. Morska 112 (parking Biedronki), 81-225 Gdynia &middot; czynny 24/7<br>
<a href="https://krukbox.pl/mapa/GDY07M" style="color:#c8102e;">Pokaż na mapie</a></td></tr>
<tr><td style="padding:0 24px 18px 24px;font-size:13px;line-height:20px;color:#555;">Przy automacie wybierz &bdquo;Odbierz paczkę&rdquo;, wpisz numer telefonu (+48 601 &bull;&bull;&bull; 274) i kod odbioru albo zeskanuj kod QR. Możesz też otworzyć skrytkę zdalnie w aplikacji.<br><br>Po terminie możesz jednorazowo przedłużyć odbiór o 24 h w aplikacji (3,99&nbsp;zł). Nie podawaj kodu nikomu, kto nie odbiera paczki w Twoim imieniu.</td></tr>
<tr><td style="padding:0 24px 20px 24px;"><a href="https://apps.apple.com/pl/app/krukbox/id1533901286"><img src="https://cdn.krukbox.pl/mail/appstore-pl.png" width="120" alt="Pobierz w App Store"></a> <a href="https://play.google.com/store/apps/details?id=pl.krukbox.mobile"><img src="https://cdn.krukbox.pl/mail/googleplay-pl.png" width="134" alt="Pobierz z Google Play"></a></td></tr>
<tr><td style="background:#f5f5f5;padding:14px 24px;font-size:11px;line-height:17px;color:#777;">Obsługa klienta: 22 290 60 60 &middot; <a href="mailto:pomoc@krukbox.pl" style="color:#777;">pomoc@krukbox.pl</a><br>KrukBox sp. z o.o., ul. Grzybowska 87, 00-844 Warszawa &middot; <a href="https://krukbox.pl/regulamin" style="color:#777;">Regulamin</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "krukbox",
    group: "negative",
    lang: "pl",
    kind: "pickup-done",
    code: null,
    link: null,
    from: "KrukBox <powiadomienia@krukbox.pl>",
    to: TOMASZ,
    subject: "Paczka KB 6304 1187 2290 55 odebrana",
    date: "Fri, 14 Mar 2025 18:47:55 +0100",
    text: `Paczka odebrana ✓

Przesyłka KB 6304 1187 2290 55 została odebrana 14.03.2025 o 18:47 z automatu GDY07M (ul. Morska 112, Gdynia).

Jeśli to nie Ty odebrałeś paczkę, skontaktuj się z nami: 22 290 60 60.

Oceń KrukBox w aplikacji – zajmie to chwilę.

KrukBox
`,
    html: null,
  },
  {
    family: "fala-gsm",
    group: "negative",
    lang: "pl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Fala GSM <e-faktura@falagsm.pl>",
    to: TOMASZ,
    subject: "Twoja e-faktura za marzec 2025 jest gotowa",
    date: "Wed, 05 Mar 2025 07:15:00 +0100",
    enc: "qp",
    text: `Cześć Tomasz,

Twoja e-faktura jest już dostępna.

Numer faktury: FG/2025/03/1184723
Numer klienta: 3.2209.4471
Okres rozliczeniowy: 01.02.2025 – 28.02.2025
Do zapłaty: 54,99 zł
Termin płatności: 19.03.2025

Numer konta do wpłaty (indywidualny): 62 1090 1014 0000 0712 3380 4471

Twój abonament: Fala Bez Limitu 60 GB + Fala TV Mini
Numer telefonu: 601 ••• 274

Płacisz kartą automatycznie? Nic nie musisz robić – pobierzemy płatność 19.03.2025.

Fakturę w PDF pobierzesz w aplikacji Moja Fala albo na https://moja.falagsm.pl/faktury

Fala GSM sp. z o.o., ul. Hallera 145, 80-416 Gdańsk
`,
    html: `<!doctype html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e6f7ff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#e6f7ff;"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;overflow:hidden;font-family:'Trebuchet MS',Arial,sans-serif;color:#10324a;">
<tr><td style="background:#00a3e0;padding:22px 28px;"><img src="https://cdn.falagsm.pl/mail/fala-logo-white.png" width="110" alt="Fala GSM"></td></tr>
<tr><td style="padding:26px 28px 8px 28px;font-size:20px;font-weight:bold;">Cześć Tomasz, Twoja e-faktura jest gotowa</td></tr>
<tr><td style="padding:8px 28px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2fbff;border-radius:12px;"><tr>
<td style="padding:18px;"><div style="font-size:12px;color:#4d7590;">Do zapłaty</div><div style="font-size:30px;font-weight:bold;">54,99 zł</div></td>
<td style="padding:18px;"><div style="font-size:12px;color:#4d7590;">Termin płatności</div><div style="font-size:18px;font-weight:bold;">19.03.2025</div></td>
</tr></table></td></tr>
<tr><td style="padding:14px 28px;font-size:13px;line-height:21px;">
Numer faktury: FG/2025/03/1184723<br>Numer klienta: 3.2209.4471<br>Okres rozliczeniowy: 01.02.2025 &ndash; 28.02.2025<br>
Abonament: Fala Bez Limitu 60 GB + Fala TV Mini &middot; nr tel. 601 &bull;&bull;&bull; 274<br>
Konto do wpłaty: 62 1090 1014 0000 0712 3380 4471</td></tr>
<tr><td style="padding:4px 28px 12px 28px;font-size:13px;color:#4d7590;">Płacisz kartą automatycznie? Nic nie musisz robić &ndash; pobierzemy płatność 19.03.2025.</td></tr>
<tr><td style="padding:8px 28px 26px 28px;"><a href="https://moja.falagsm.pl/faktury" style="display:inline-block;background:#ff5c39;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 26px;border-radius:24px;">Pobierz fakturę PDF</a></td></tr>
<tr><td style="background:#10324a;padding:16px 28px;font-size:11px;line-height:17px;color:#a8c3d4;">Fala GSM sp. z o.o., ul. Hallera 145, 80-416 Gdańsk &middot; Infolinia *600 lub 58 300 60 00<br><a href="https://www.falagsm.pl/regulaminy" style="color:#ffffff;">Regulaminy</a> &middot; <a href="https://www.falagsm.pl/rodo" style="color:#ffffff;">RODO</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fala-gsm",
    group: "regional",
    lang: "pl",
    kind: "login-code",
    code: "KP4Z9T",
    link: null,
    from: "Fala GSM <noreply@falagsm.pl>",
    to: TOMASZ,
    subject: "Kod do logowania w Moja Fala",
    date: "Sun, 23 Mar 2025 21:51:40 +0100",
    enc: "8bit",
    text: `Twój jednorazowy kod do logowania w Moja Fala:

KP4Z9T

Wpisz go w aplikacji w ciągu 5 minut. Wielkość liter nie ma znaczenia.

Nie logowałeś się? Zignoruj tę wiadomość – bez kodu nikt nie wejdzie na Twoje konto.

Fala GSM · Infolinia *600
`,
    html: `<!doctype html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="440" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;color:#10324a;">
<tr><td style="padding-bottom:24px;"><img src="https://cdn.falagsm.pl/mail/fala-logo.png" width="100" alt="Fala GSM"></td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:14px;">Twój jednorazowy kod do logowania w Moja Fala:</td></tr>
<tr><td style="padding-bottom:18px;"><div style="font-family:'Lucida Console',Monaco,monospace;font-size:34px;font-weight:bold;letter-spacing:10px;background:#f2fbff;border:1px dashed #00a3e0;border-radius:10px;padding:16px 0;text-align:center;">KP4Z9T</div></td></tr>
<tr><td style="font-size:14px;line-height:21px;color:#4d7590;">Wpisz go w aplikacji w ciągu 5 minut. Wielkość liter nie ma znaczenia.<br><br>Nie logowałeś się? Zignoruj tę wiadomość &ndash; bez kodu nikt nie wejdzie na Twoje konto.</td></tr>
<tr><td style="padding-top:28px;font-size:11px;color:#8aa6b8;">Fala GSM sp. z o.o. &middot; Infolinia *600 &middot; <a href="https://www.falagsm.pl/pomoc" style="color:#00a3e0;">Pomoc</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "portal-mieszkanca-kartuzy",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://eportal.kartuzy.example.gov.pl/rejestracja/potwierdz?uid=41877&token=b3e9d0f6a27c4c18",
    from: "Portal Mieszkańca Gminy Kartuzy <portal@kartuzy.example.gov.pl>",
    to: TOMASZ,
    subject: "Potwierdzenie rejestracji konta w Portalu Mieszkańca",
    date: "Thu, 06 Feb 2025 15:02:27 +0100",
    enc: "8bit",
    text: `Szanowny Panie,

dziękujemy za rejestrację w Portalu Mieszkańca Gminy Kartuzy. Portal umożliwia sprawdzenie należności z tytułu podatków lokalnych i opłaty za gospodarowanie odpadami komunalnymi.

W celu aktywacji konta prosimy o kliknięcie w poniższy odnośnik:

https://eportal.kartuzy.example.gov.pl/rejestracja/potwierdz?uid=41877&token=b3e9d0f6a27c4c18

Odnośnik jest ważny przez 7 dni. Po aktywacji konta należy złożyć wniosek o dostęp do danych podatkowych (wymagany podpis zaufany lub wizyta w Urzędzie, pokój 12).

Login: t.wieczorek@onet.example.pl

W razie pytań prosimy o kontakt: tel. 58 694 52 00, e-mail: podatki@kartuzy.example.gov.pl

Urząd Gminy Kartuzy
ul. Gen. J. Hallera 1, 83-300 Kartuzy

Wiadomość została wygenerowana automatycznie. Prosimy nie odpowiadać.
`,
    html: null,
  },
  {
    family: "portal-mieszkanca-kartuzy",
    group: "negative",
    lang: "pl",
    kind: "tax-notice",
    code: null,
    link: null,
    from: "Portal Mieszkańca Gminy Kartuzy <portal@kartuzy.example.gov.pl>",
    to: TOMASZ,
    subject: "Nowy dokument w Portalu Mieszkańca: decyzja w sprawie podatku od nieruchomości na 2025 r.",
    date: "Tue, 25 Feb 2025 09:30:14 +0100",
    enc: "qp",
    text: `Szanowny Panie,

w Portalu Mieszkańca udostępniono nowy dokument:

Rodzaj: Decyzja ustalająca wymiar podatku od nieruchomości na 2025 r.
Znak sprawy: FN.3120.1.2025.4471
Data wydania: 20.02.2025

Kwota podatku: 486,00 zł, płatna w ratach:
- I rata: 122,00 zł do 15.03.2025
- II rata: 122,00 zł do 15.05.2025
- III rata: 121,00 zł do 15.09.2025
- IV rata: 121,00 zł do 15.11.2025

Indywidualny rachunek do wpłat: 88 8340 0001 0027 4471 2025 0001

Dokument można przeglądać po zalogowaniu w zakładce „Moje dokumenty”.

Urząd Gminy Kartuzy, tel. 58 694 52 00
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,Arial,sans-serif;font-size:12px;color:#222;background:#ffffff;">
<table width="620" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:10px;background:#8b1a1a;color:#ffffff;"><img src="https://eportal.kartuzy.example.gov.pl/img/herb-kartuzy.png" width="36" height="42" alt="Herb Gminy Kartuzy" align="left" style="margin-right:10px;"><b style="font-size:15px;">Portal Mieszkańca</b><br>Gmina Kartuzy</td></tr>
<tr><td style="padding:14px 10px;line-height:19px;">
Szanowny Panie,<br><br>w Portalu Mieszkańca udostępniono nowy dokument:<br><br>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cccccc;font-size:12px;">
<tr><td bgcolor="#f0f0f0">Rodzaj</td><td>Decyzja ustalająca wymiar podatku od nieruchomości na 2025 r.</td></tr>
<tr><td bgcolor="#f0f0f0">Znak sprawy</td><td>FN.3120.1.2025.4471</td></tr>
<tr><td bgcolor="#f0f0f0">Data wydania</td><td>20.02.2025</td></tr>
<tr><td bgcolor="#f0f0f0">Kwota podatku</td><td><b>486,00 zł</b></td></tr>
<tr><td bgcolor="#f0f0f0">Raty</td><td>I &ndash; 122,00 zł do 15.03.2025<br>II &ndash; 122,00 zł do 15.05.2025<br>III &ndash; 121,00 zł do 15.09.2025<br>IV &ndash; 121,00 zł do 15.11.2025</td></tr>
<tr><td bgcolor="#f0f0f0">Rachunek do wpłat</td><td>88 8340 0001 0027 4471 2025 0001</td></tr>
</table><br>
Dokument można przeglądać po zalogowaniu w zakładce &bdquo;Moje dokumenty&rdquo;: <a href="https://eportal.kartuzy.example.gov.pl/moje-dokumenty">eportal.kartuzy.example.gov.pl</a>
</td></tr>
<tr><td style="padding:8px 10px;border-top:1px solid #ccc;font-size:10px;color:#666;">Urząd Gminy Kartuzy, ul. Gen. J. Hallera 1, 83-300 Kartuzy, tel. 58 694 52 00</td></tr>
</table></body></html>`,
  },
  {
    family: "przychodnia-pod-lipami",
    group: "negative",
    lang: "pl",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Przychodnia Pod Lipami <rejestracja@podlipami-med.pl>",
    to: TOMASZ,
    subject: "Przypomnienie o wizycie – 18.03.2025, godz. 16:40",
    date: "Mon, 17 Mar 2025 10:00:05 +0100",
    enc: "qp",
    text: `Dzień dobry,

przypominamy o jutrzejszej wizycie:

Pacjent: Tomasz Wieczorek
Lekarz: lek. Katarzyna Mrozek – lekarz rodzinny
Termin: wtorek, 18.03.2025, godz. 16:40
Gabinet: 14, I piętro
Adres: Przychodnia Pod Lipami, ul. Lipowa 7, 81-572 Gdynia

Wizyta w ramach NFZ. Prosimy zabrać dokument tożsamości i przyjść 10 minut wcześniej.

Jeśli nie możesz przyjść, odwołaj wizytę telefonicznie (58 622 40 11) lub w Internetowym Koncie Pacjenta przychodni, aby zwolnić termin dla innych pacjentów.

Przychodnia Pod Lipami
Rejestracja: pn.–pt. 7:30–19:00
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f7f2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #d4e7d9;">
<tr><td style="padding:16px 22px;border-bottom:1px solid #d4e7d9;"><img src="https://podlipami-med.pl/img/logo-lipa.png" width="44" height="44" alt="" align="left" style="margin-right:10px;"><span style="font-size:17px;font-weight:bold;color:#2f6b3d;">Przychodnia Pod Lipami</span><br><span style="font-size:12px;color:#6a8a72;">ul. Lipowa 7, 81-572 Gdynia</span></td></tr>
<tr><td style="padding:20px 22px;font-size:14px;line-height:22px;color:#233;">
Dzień dobry,<br>przypominamy o jutrzejszej wizycie:
<table cellpadding="5" cellspacing="0" style="margin:12px 0;font-size:14px;">
<tr><td style="color:#6a8a72;">Pacjent</td><td>Tomasz Wieczorek</td></tr>
<tr><td style="color:#6a8a72;">Lekarz</td><td>lek. Katarzyna Mrozek &ndash; lekarz rodzinny</td></tr>
<tr><td style="color:#6a8a72;">Termin</td><td><b>wtorek, 18.03.2025, godz. 16:40</b></td></tr>
<tr><td style="color:#6a8a72;">Gabinet</td><td>14, I piętro</td></tr>
</table>
Wizyta w ramach NFZ. Prosimy zabrać dokument tożsamości i przyjść 10 minut wcześniej.<br><br>
<span style="font-size:13px;color:#555;">Jeśli nie możesz przyjść, odwołaj wizytę telefonicznie (58 622 40 11) lub w <a href="https://podlipami-med.pl/ikp" style="color:#2f6b3d;">Internetowym Koncie Pacjenta</a>, aby zwolnić termin dla innych.</span>
</td></tr>
<tr><td style="padding:12px 22px;background:#f0f7f2;font-size:11px;color:#6a8a72;">Rejestracja: pn.&ndash;pt. 7:30&ndash;19:00 &middot; tel. 58 622 40 11</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kinowisko",
    group: "regional",
    lang: "pl",
    kind: "reset-link",
    code: null,
    link: "https://link.kinowisko.pl/ls/click?upn=u001.Rk9TQ3pYb2xJ-2FqVmZ4d2tOc1JwYW5kb20-3D&r=haslo_reset",
    from: "Kinowisko <konto@kinowisko.pl>",
    to: TOMASZ,
    subject: "Ustaw nowe hasło do Kinowiska",
    date: "Sat, 08 Mar 2025 23:12:46 +0100",
    enc: "b64",
    text: `Cześć Tomasz,

otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w Kinowisku.

Ustaw nowe hasło:
https://link.kinowisko.pl/ls/click?upn=u001.Rk9TQ3pYb2xJ-2FqVmZ4d2tOc1JwYW5kb20-3D&r=haslo_reset

Link działa przez 1 godzinę. Jeśli to nie Ty prosiłeś o zmianę hasła, po prostu zignoruj tę wiadomość – obecne hasło pozostanie bez zmian.

Do zobaczenia na seansie!
Zespół Kinowiska
`,
    html: kinowisko(
      `<tr><td style="background:#1a2335;border-radius:12px;padding:34px 34px;color:#e7ecf5;font-size:15px;line-height:23px;">
<h1 style="margin:0 0 14px 0;font-size:24px;color:#ffffff;">Ustaw nowe hasło</h1>
<p style="margin:0 0 22px 0;">Cześć Tomasz, otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w Kinowisku.</p>
<a href="https://link.kinowisko.pl/ls/click?upn=u001.Rk9TQ3pYb2xJ-2FqVmZ4d2tOc1JwYW5kb20-3D&amp;r=haslo_reset" style="display:inline-block;background:#ffc531;color:#0d1321;font-weight:bold;text-decoration:none;padding:13px 30px;border-radius:8px;">Ustaw nowe hasło</a>
<p style="margin:22px 0 0 0;font-size:13px;color:#a9b4c9;">Link działa przez 1 godzinę. Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość &ndash; obecne hasło pozostanie bez zmian.</p>
</td></tr>`,
      "Link do zmiany hasła działa przez 1 godzinę.",
    ),
  },
  {
    family: "kinowisko",
    group: "negative",
    lang: "pl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kinowisko <nowosci@kinowisko.pl>",
    to: TOMASZ,
    subject: "Nowości w kwietniu: 14 premier i maraton Kieślowskiego 🎬",
    date: "Tue, 01 Apr 2025 16:00:00 +0200",
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://link.kinowisko.pl/unsubscribe?u=55a9e1>"]],
    text: `Nowości w Kinowisku – kwiecień 2025

PREMIERY
• „Ostatni prom do Helu” – dramat, PL 2024, 112 min – od 4.04
• „Szron” – thriller, NO 2024, 98 min – od 11.04
• „Kuchnia babci Ireny” – dokument, PL 2025, 76 min – od 18.04

MARATON: Trzy kolory Kieślowskiego – 26.04, cały dzień w zakładce Klasyka.

Masz Kinowisko Standard (29,99 zł/mies.)? Przejdź na Premium z 4K i 4 ekranami – pierwszy miesiąc za 19,99 zł z kodem KWIECIEN4K.

Zobacz wszystkie nowości: https://kinowisko.pl/nowosci?utm_source=newsletter&utm_campaign=2025-04

Wypisz się z newslettera: https://link.kinowisko.pl/unsubscribe?u=55a9e1
`,
    html: kinowisko(
      `<tr><td><a href="https://kinowisko.pl/nowosci?utm_source=newsletter&amp;utm_campaign=2025-04"><img src="https://img.kinowisko.pl/news/2025-04-hero.jpg" width="560" alt="Nowości w kwietniu" style="display:block;border-radius:12px 12px 0 0;"></a></td></tr>
<tr><td style="background:#1a2335;padding:26px 30px;color:#e7ecf5;font-size:14px;line-height:22px;border-radius:0 0 12px 12px;">
<h2 style="margin:0 0 14px 0;color:#ffc531;font-size:18px;">Premiery</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" valign="top" style="padding:4px;"><a href="https://kinowisko.pl/film/ostatni-prom-do-helu"><img src="https://img.kinowisko.pl/p/ostatni-prom.jpg" width="160" alt="Ostatni prom do Helu"></a><br><b>Ostatni prom do Helu</b><br><span style="color:#a9b4c9;font-size:12px;">dramat &middot; od 4.04</span></td>
<td width="33%" valign="top" style="padding:4px;"><a href="https://kinowisko.pl/film/szron"><img src="https://img.kinowisko.pl/p/szron.jpg" width="160" alt="Szron"></a><br><b>Szron</b><br><span style="color:#a9b4c9;font-size:12px;">thriller &middot; od 11.04</span></td>
<td width="33%" valign="top" style="padding:4px;"><a href="https://kinowisko.pl/film/kuchnia-babci-ireny"><img src="https://img.kinowisko.pl/p/kuchnia.jpg" width="160" alt="Kuchnia babci Ireny"></a><br><b>Kuchnia babci Ireny</b><br><span style="color:#a9b4c9;font-size:12px;">dokument &middot; od 18.04</span></td>
</tr></table>
<h2 style="margin:22px 0 8px 0;color:#ffc531;font-size:18px;">Maraton: Trzy kolory</h2>
<p style="margin:0 0 18px 0;">26.04 przez cały dzień w zakładce Klasyka.</p>
<p style="margin:0 0 18px 0;padding:12px;background:#25304a;border-radius:8px;">Przejdź na Premium z 4K i 4 ekranami &ndash; pierwszy miesiąc za 19,99 zł z kodem <b style="color:#ffc531;">KWIECIEN4K</b>.</p>
<a href="https://kinowisko.pl/nowosci?utm_source=newsletter&amp;utm_campaign=2025-04" style="display:inline-block;background:#ffc531;color:#0d1321;font-weight:bold;text-decoration:none;padding:12px 26px;border-radius:8px;">Zobacz wszystkie nowości</a>
<p style="margin:18px 0 0 0;font-size:11px;color:#6f7a91;"><a href="https://link.kinowisko.pl/unsubscribe?u=55a9e1" style="color:#a9b4c9;">Wypisz się z newslettera</a></p>
</td></tr>`,
      "14 premier i maraton Kieślowskiego 26 kwietnia.",
    ),
  },
  {
    family: "glodomor",
    group: "negative",
    lang: "pl",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Głodomór <zamowienia@glodomor.pl>",
    to: TOMASZ,
    subject: "Smacznego! Potwierdzenie zamówienia #GD-88419-W",
    date: "Fri, 21 Mar 2025 19:41:03 +0100",
    enc: "b64",
    text: `Dzięki za zamówienie, Tomasz!

Restauracja: Pierogarnia Kaszubska, Gdynia Śródmieście
Zamówienie: #GD-88419-W
Złożone: 21.03.2025, 19:40
Szacowany czas dostawy: 20:15–20:30

2 × Pierogi z kaszanką i cebulką (10 szt.) ....... 59,80 zł
1 × Żurek w chlebie ............................. 24,00 zł
1 × Kompot z suszu 0,5 l ......................... 7,00 zł
Dostawa .......................................... 5,99 zł
Opłata serwisowa ................................. 2,49 zł
Razem ........................................... 99,28 zł

Płatność: BLIK (opłacone)
Adres dostawy: ul. Abrahama 41/6, 81-366 Gdynia
Uwagi dla kuriera: domofon 6, drugie piętro

Paragon wyśle restauracja. W razie problemów z zamówieniem napisz do nas na czacie w aplikacji.

Głodomór sp. z o.o., ul. Długa 22, 80-827 Gdańsk
`,
    html: `<!doctype html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff4ec;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;font-family:Poppins,Arial,sans-serif;color:#2b1d14;">
<tr><td align="center" style="padding:26px 24px 6px 24px;"><img src="https://cdn.glodomor.pl/mail/glodomor-logo.png" width="130" alt="Głodomór"></td></tr>
<tr><td align="center" style="padding:6px 24px 18px 24px;font-size:22px;font-weight:bold;">Dzięki za zamówienie, Tomasz!</td></tr>
<tr><td style="padding:0 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff4ec;border-radius:12px;"><tr><td style="padding:14px 16px;font-size:13px;line-height:20px;">
<b>Pierogarnia Kaszubska</b>, Gdynia Śródmieście<br>Zamówienie #GD-88419-W &middot; 21.03.2025, 19:40<br>Szacowany czas dostawy: <b>20:15&ndash;20:30</b>
</td></tr></table></td></tr>
<tr><td style="padding:16px 24px;">
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td>2 &times; Pierogi z kaszanką i cebulką (10 szt.)</td><td align="right">59,80 zł</td></tr>
<tr><td>1 &times; Żurek w chlebie</td><td align="right">24,00 zł</td></tr>
<tr><td>1 &times; Kompot z suszu 0,5 l</td><td align="right">7,00 zł</td></tr>
<tr><td style="color:#8a7768;border-top:1px solid #f3e3d6;">Dostawa</td><td align="right" style="color:#8a7768;border-top:1px solid #f3e3d6;">5,99 zł</td></tr>
<tr><td style="color:#8a7768;">Opłata serwisowa</td><td align="right" style="color:#8a7768;">2,49 zł</td></tr>
<tr><td style="font-weight:bold;font-size:15px;border-top:2px solid #ff6b2c;">Razem</td><td align="right" style="font-weight:bold;font-size:15px;border-top:2px solid #ff6b2c;">99,28 zł</td></tr>
</table></td></tr>
<tr><td style="padding:0 24px 18px 24px;font-size:12px;line-height:19px;color:#8a7768;">Płatność: BLIK (opłacone)<br>Adres dostawy: ul. Abrahama 41/6, 81-366 Gdynia<br>Uwagi dla kuriera: domofon 6, drugie piętro<br><br>Paragon wyśle restauracja. W razie problemów napisz do nas na czacie w aplikacji.</td></tr>
<tr><td align="center" style="padding:0 24px 22px 24px;"><a href="https://glodomor.pl/zamowienia/GD-88419-W" style="display:inline-block;background:#ff6b2c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 28px;border-radius:24px;">Śledź zamówienie</a></td></tr>
<tr><td align="center" style="padding:14px 24px;border-top:1px solid #f3e3d6;font-size:11px;color:#a8968a;">Głodomór sp. z o.o., ul. Długa 22, 80-827 Gdańsk &middot; <a href="https://glodomor.pl/pomoc" style="color:#a8968a;">Pomoc</a> &middot; <a href="https://glodomor.pl/regulamin" style="color:#a8968a;">Regulamin</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [...br, ...de, ...jp, ...pl];
