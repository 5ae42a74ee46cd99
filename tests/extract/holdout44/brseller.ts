/**
 * Two months (September and October 2025) of the inbox of a small handmade-cosmetics shop in Belo Horizonte:
 * marketplaces, a store builder, payments, a digital bank, NF-e and tax portals, carriers, suppliers, ads, design and messaging tools, mostly in Brazilian Portuguese with some Spanish, English, French and Italian.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Marina Guedes <contato@ipeamarelocosmeticos.com.br>";

const WEEK = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2025. */
function d(day: number, month: number, hh: number, mm: number, tz = "-0300"): string {
  const wd = WEEK[new Date(Date.UTC(2025, month - 1, day)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${p(day)} ${MON[month - 1]} 2025 ${p(hh)}:${p(mm)}:${p((day * 13 + mm * 7) % 60)} ${tz}`;
}

// ---------------------------------------------------------------- Balaio (marketplace)

function balaio_page(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Balaio</title></head>
<body style="margin:0;padding:0;background:#f3efe6;">
<div style="display:none;max-height:0;overflow:hidden;color:#f3efe6;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3efe6;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="padding:20px 32px;border-bottom:3px solid #e2a23b;">
<a href="https://www.balaio.com.br/?utm_source=email&amp;utm_medium=transacional"><img src="https://static.balaio.com.br/mail/logo-balaio-vendedores.png" width="150" height="36" alt="Balaio Vendedores" style="display:block;border:0;"></a>
</td></tr>
<tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#3b3428;">
${body}
</td></tr>
<tr><td style="padding:20px 32px;background:#faf7f0;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#8c8473;">
<a href="https://vendedores.balaio.com.br/ajuda" style="color:#8c8473;">Central de Ajuda</a> &middot;
<a href="https://www.balaio.com.br/privacidade" style="color:#8c8473;">Privacidade</a> &middot;
<a href="https://vendedores.balaio.com.br/preferencias/notificacoes" style="color:#8c8473;">Preferências de e-mail</a><br>
Balaio Comércio Eletrônico Ltda. &middot; CNPJ 31.402.877/0001-09<br>
Av. Brigadeiro Faria Lima, 2.170, 9º andar &middot; São Paulo/SP &middot; CEP 01451-000<br>
&copy; 2025 Balaio. Este é um e-mail automático, não responda.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const balaio: Mail[] = [
  {
    family: "balaio",
    group: "negative",
    lang: "pt",
    kind: "order-sold",
    code: null,
    link: null,
    from: "Balaio Vendedores <vendas@notifica.balaio.com.br>",
    to: ME,
    subject: "Você vendeu! Sabonete de Argila Verde e Alecrim (2 un.)",
    date: d(2, 9, 10, 41),
    enc: "qp",
    text: `Olá, Marina!

Você vendeu no Balaio. Agora é com você: separe o produto e despache até 04/09.

Pedido: #2000048213-77
Produto: Sabonete de Argila Verde e Alecrim 110 g
Quantidade: 2
Valor da venda: R$ 57,80
Tarifa de venda: - R$ 7,51
Frete (pago pelo comprador): R$ 18,40
Você recebe: R$ 50,29

Comprador: Juliana P. (Campinas/SP, CEP 13084-***)
Forma de envio: Balaio Envios Coleta

Imprima a etiqueta e a declaração de conteúdo em:
https://vendedores.balaio.com.br/vendas/2000048213-77/etiqueta

Dúvidas? https://vendedores.balaio.com.br/ajuda

Balaio Comércio Eletrônico Ltda. · CNPJ 31.402.877/0001-09
Av. Brigadeiro Faria Lima, 2.170, 9º andar · São Paulo/SP`,
    html: balaio_page(
      "Pedido #2000048213-77 · despache até 04/09",
      `<p style="margin:0 0 6px;font-size:22px;font-weight:bold;color:#2c6e49;">Você vendeu! 🎉</p>
<p style="margin:0 0 18px;">Olá, Marina! Agora é com você: separe o produto e despache até <strong>04/09</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #eee5d3;border-radius:4px;">
<tr><td width="90" style="padding:12px;"><img src="https://img.balaio.com.br/p/ipeamarelo/sabonete-argila-verde-90.jpg" width="72" height="72" alt="Sabonete de Argila Verde e Alecrim" style="display:block;border-radius:4px;"></td>
<td style="padding:12px;font-size:14px;"><strong>Sabonete de Argila Verde e Alecrim 110 g</strong><br>Quantidade: 2<br><span style="color:#8c8473;">Pedido #2000048213-77</span></td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:16px;font-size:14px;">
<tr><td style="padding:4px 0;">Valor da venda</td><td align="right">R$ 57,80</td></tr>
<tr><td style="padding:4px 0;">Tarifa de venda</td><td align="right">- R$ 7,51</td></tr>
<tr><td style="padding:4px 0;">Frete (pago pelo comprador)</td><td align="right">R$ 18,40</td></tr>
<tr><td style="padding:8px 0;border-top:1px solid #eee5d3;font-weight:bold;">Você recebe</td><td align="right" style="border-top:1px solid #eee5d3;font-weight:bold;">R$ 50,29</td></tr>
</table>
<p style="margin:18px 0 4px;font-size:14px;">Comprador: Juliana P. &middot; Campinas/SP, CEP 13084-***<br>Envio: Balaio Envios Coleta</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0 6px;"><tr>
<td style="background:#e2a23b;border-radius:4px;"><a href="https://vendedores.balaio.com.br/vendas/2000048213-77/etiqueta" style="display:inline-block;padding:12px 26px;color:#ffffff;font-weight:bold;text-decoration:none;">Imprimir etiqueta</a></td>
</tr></table>`,
    ),
  },
  {
    family: "balaio",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Balaio <seguranca@notifica.balaio.com.br>",
    to: ME,
    subject: "604 218 é o seu código de verificação",
    date: d(9, 9, 7, 52),
    enc: "b64",
    text: `Olá, Marina

Use este código para entrar na sua conta de vendedor:

604 218

O código vale por 10 minutos. Ninguém do Balaio vai pedir esse código por telefone, WhatsApp ou e-mail.

Tentativa de acesso: 09/09/2025 às 07:52
Dispositivo: Chrome no Windows · Belo Horizonte, MG

Se não foi você, troque sua senha: https://vendedores.balaio.com.br/seguranca/senha

Balaio · https://vendedores.balaio.com.br/ajuda`,
    html: balaio_page(
      "Use 604 218 para entrar. Vale por 10 minutos.",
      `<p style="margin:0 0 14px;">Olá, Marina</p>
<p style="margin:0 0 18px;">Use este código para entrar na sua conta de vendedor:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td align="center" style="padding:18px;background:#faf3e3;border-radius:6px;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:6px;color:#3b3428;">604 218</td>
</tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#6b6455;">O código vale por 10 minutos. Ninguém do Balaio vai pedir esse código por telefone, WhatsApp ou e-mail.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin-top:18px;font-size:13px;color:#6b6455;">
<tr><td style="padding:2px 12px 2px 0;">Tentativa de acesso</td><td>09/09/2025 às 07:52</td></tr>
<tr><td style="padding:2px 12px 2px 0;">Dispositivo</td><td>Chrome no Windows &middot; Belo Horizonte, MG</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;">Se não foi você, <a href="https://vendedores.balaio.com.br/seguranca/senha" style="color:#c27c0e;">troque sua senha</a>.</p>`,
    ),
  },
  {
    family: "balaio",
    group: "negative",
    lang: "pt",
    kind: "payout",
    code: null,
    link: null,
    from: "Balaio Vendedores <financeiro@notifica.balaio.com.br>",
    to: ME,
    subject: "R$ 1.284,60 já estão disponíveis para saque",
    date: d(15, 9, 9, 3),
    enc: "8bit",
    text: `Marina, o dinheiro das suas vendas foi liberado.

Saldo disponível: R$ 1.284,60
Vendas liberadas: 23 (de 28/08 a 08/09)
Conta cadastrada para saque: Banco Pequi (0380) · ag. 0001 · conta •••• 4471-2

O saque automático acontece toda terça-feira. Se preferir, você pode sacar agora pelo painel:
https://vendedores.balaio.com.br/financeiro

Balaio Comércio Eletrônico Ltda. · CNPJ 31.402.877/0001-09`,
    html: balaio_page(
      "23 vendas liberadas · saque automático na terça",
      `<p style="margin:0 0 10px;">Marina, o dinheiro das suas vendas foi liberado.</p>
<p style="margin:0 0 4px;font-size:13px;color:#8c8473;">Saldo disponível</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:bold;color:#2c6e49;">R$ 1.284,60</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee5d3;">
<tr><td>Vendas liberadas</td><td align="right">23 (de 28/08 a 08/09)</td></tr>
<tr><td>Conta para saque</td><td align="right">Banco Pequi (0380) &middot; ag. 0001 &middot; conta &bull;&bull;&bull;&bull; 4471-2</td></tr>
</table>
<p style="margin:18px 0;">O saque automático acontece toda terça-feira. Se preferir, você pode sacar agora pelo painel.</p>
<a href="https://vendedores.balaio.com.br/financeiro" style="color:#c27c0e;font-weight:bold;">Ir para Financeiro &rarr;</a>`,
    ),
  },
];

// ---------------------------------------------------------------- Quitandão (marketplace)

function quitandao_page(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css">body{margin:0} a{color:#1a5fb4} @media (max-width:480px){.w{width:100%!important}}</style></head>
<body bgcolor="#eef2f6">
<center>
<table class="w" width="560" border="0" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="margin:20px auto;font-family:Arial,sans-serif;">
<tr><td bgcolor="#13294b" style="padding:14px 24px;"><img src="https://cdn.quitandao.com.br/email/quitandao-branco.png" alt="Quitandão" width="128" height="30"></td></tr>
<tr><td style="padding:26px 24px 8px;font-size:14px;line-height:21px;color:#222;">${body}</td></tr>
<tr><td style="padding:16px 24px 24px;font-size:11px;color:#777;line-height:16px;">
Baixe o app Quitandão Vendedor:
<a href="https://apps.apple.com/br/app/quitandao-vendedor/id1588412207"><img src="https://cdn.quitandao.com.br/email/app-store.png" alt="Baixar na App Store" width="96" height="30"></a>
<a href="https://play.google.com/store/apps/details?id=br.com.quitandao.seller"><img src="https://cdn.quitandao.com.br/email/google-play.png" alt="Disponível no Google Play" width="100" height="30"></a><br><br>
Quitandão Marketplace S.A. · Rua Fidêncio Ramos, 308 · São Paulo/SP · SAC 0800 591 2240<br>
<a href="https://www.quitandao.com.br/termos-vendedor">Termos do vendedor</a> | <a href="https://www.quitandao.com.br/privacidade">Aviso de privacidade</a>
</td></tr>
</table>
</center>
</body></html>`;
}

const quitandao: Mail[] = [
  {
    family: "quitandao",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link:
      "https://vendedor.quitandao.com.br/cadastro/confirmar-email?t=eyJzZWxsZXIiOiI4ODQxMjciLCJlIjoiY29udGF0byJ9.Xk2rT9vQaL0p",
    from: "Quitandão Vendedor <nao-responda@quitandao.com.br>",
    to: ME,
    subject: "Confirme seu e-mail para começar a vender",
    date: d(3, 9, 14, 18),
    enc: "b64",
    text: `Olá, Ipê Amarelo Cosméticos Naturais!

Recebemos seu cadastro de loja no Quitandão (CNPJ 48.920.113/0001-55).
Falta só um passo: confirme que este e-mail é seu.

Confirmar e-mail:
https://vendedor.quitandao.com.br/cadastro/confirmar-email?t=eyJzZWxsZXIiOiI4ODQxMjciLCJlIjoiY29udGF0byJ9.Xk2rT9vQaL0p

O link expira em 48 horas. Depois da confirmação, você poderá cadastrar produtos e configurar o frete.

Se você não fez esse cadastro, ignore esta mensagem.

Equipe Quitandão
SAC 0800 591 2240`,
    html: quitandao_page(
      `<h1 style="font-size:20px;margin:0 0 14px;color:#13294b;">Falta pouco para você começar a vender</h1>
<p>Olá, <b>Ipê Amarelo Cosméticos Naturais</b>!</p>
<p>Recebemos seu cadastro de loja no Quitandão (CNPJ 48.920.113/0001-55). Falta só um passo: confirme que este e-mail é seu.</p>
<table border="0" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td bgcolor="#f5b700" style="border-radius:24px;">
<a href="https://vendedor.quitandao.com.br/cadastro/confirmar-email?t=eyJzZWxsZXIiOiI4ODQxMjciLCJlIjoiY29udGF0byJ9.Xk2rT9vQaL0p" style="display:block;padding:12px 30px;color:#13294b;font-weight:bold;text-decoration:none;">Confirmar e-mail</a>
</td></tr></table>
<p style="color:#555;font-size:13px;">O link expira em 48 horas. Depois da confirmação, você poderá cadastrar produtos e configurar o frete.</p>
<p style="color:#555;font-size:13px;">Se você não fez esse cadastro, ignore esta mensagem.</p>`,
    ),
  },
  {
    family: "quitandao",
    group: "regional",
    lang: "pt",
    kind: "change-confirm",
    code: "583107",
    link: "https://vendedor.quitandao.com.br/financeiro/conta-bancaria/confirmar?req=cb_71f0c2e94a&sig=7Qm1",
    from: "Quitandão Vendedor <seguranca@quitandao.com.br>",
    to: ME,
    subject: "Confirme a alteração da sua conta de repasse",
    date: d(17, 9, 20, 6),
    enc: "qp",
    text: `Olá, Marina.

Você pediu para alterar a conta que recebe os repasses das suas vendas:

Conta atual: Banco do Cerrado · ag. 2214 · conta •••• 0938-1
Nova conta: Banco Pequi (0380) · ag. 0001 · conta •••• 4471-2
Pedido feito em 17/09/2025 às 20:04, pelo app Quitandão Vendedor (Android)

Para concluir, confirme a alteração:
https://vendedor.quitandao.com.br/financeiro/conta-bancaria/confirmar?req=cb_71f0c2e94a&sig=7Qm1

Se estiver no app, você também pode digitar o código 583107 na tela de dados bancários.

Por segurança, os repasses ficam pausados por 24 horas depois da troca.
Não pediu essa alteração? Não clique em nada e fale com a gente: 0800 591 2240.`,
    html: quitandao_page(
      `<h1 style="font-size:20px;margin:0 0 14px;color:#13294b;">Confirme a alteração da conta de repasse</h1>
<p>Olá, Marina.</p>
<p>Você pediu para alterar a conta que recebe os repasses das suas vendas:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #dde3ea;">
<tr bgcolor="#f7f9fb"><td width="35%">Conta atual</td><td>Banco do Cerrado &middot; ag. 2214 &middot; conta &bull;&bull;&bull;&bull; 0938-1</td></tr>
<tr><td>Nova conta</td><td><b>Banco Pequi (0380) &middot; ag. 0001 &middot; conta &bull;&bull;&bull;&bull; 4471-2</b></td></tr>
<tr bgcolor="#f7f9fb"><td>Pedido feito em</td><td>17/09/2025 às 20:04 &middot; app Quitandão Vendedor (Android)</td></tr>
</table>
<table border="0" cellpadding="0" cellspacing="0" style="margin:22px 0 10px;"><tr><td bgcolor="#f5b700" style="border-radius:24px;">
<a href="https://vendedor.quitandao.com.br/financeiro/conta-bancaria/confirmar?req=cb_71f0c2e94a&amp;sig=7Qm1" style="display:block;padding:12px 30px;color:#13294b;font-weight:bold;text-decoration:none;">Confirmar alteração</a>
</td></tr></table>
<p>Se estiver no app, você também pode digitar o código abaixo na tela de dados bancários:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:4px;color:#13294b;margin:6px 0 18px;">583107</p>
<p style="color:#555;font-size:13px;">Por segurança, os repasses ficam pausados por 24 horas depois da troca.<br>
Não pediu essa alteração? Não clique em nada e fale com a gente: 0800 591 2240.</p>`,
    ),
  },
  {
    family: "quitandao",
    group: "negative",
    lang: "pt",
    kind: "buyer-question",
    code: null,
    link: null,
    from: "Quitandão Vendedor <perguntas@quitandao.com.br>",
    to: ME,
    subject: "Nova pergunta sobre Manteiga de Cupuaçu Corporal 200 g",
    date: d(24, 9, 11, 27),
    enc: "8bit",
    text: `Você recebeu uma pergunta:

"Boa tarde! Serve para pele de bebê? E qual a validade depois de aberto?"
— cliente de Salvador/BA, 24/09 às 11:25

Anúncio: Manteiga de Cupuaçu Corporal 200 g · MLQ-7731940 · R$ 46,90

Responda em até 24 horas para manter sua reputação em dia:
https://vendedor.quitandao.com.br/perguntas?anuncio=MLQ-7731940

Quitandão Marketplace S.A.`,
    html: quitandao_page(`<p style="font-size:16px;margin:0 0 12px;"><b>Você recebeu uma pergunta</b></p>
<table width="100%" cellpadding="12" cellspacing="0" bgcolor="#f7f9fb" style="border-left:4px solid #f5b700;font-size:14px;"><tr><td>
&ldquo;Boa tarde! Serve para pele de bebê? E qual a validade depois de aberto?&rdquo;<br>
<span style="color:#777;font-size:12px;">cliente de Salvador/BA &middot; 24/09 às 11:25</span></td></tr></table>
<table cellpadding="0" cellspacing="0" style="margin:16px 0;font-size:13px;"><tr>
<td><img src="https://img.quitandao.com.br/anuncios/MLQ-7731940/thumb.jpg" width="56" height="56" alt=""></td>
<td style="padding-left:10px;">Manteiga de Cupuaçu Corporal 200 g<br><span style="color:#777;">MLQ-7731940 &middot; R$ 46,90</span></td></tr></table>
<p>Responda em até 24 horas para manter sua reputação em dia.</p>
<p><a href="https://vendedor.quitandao.com.br/perguntas?anuncio=MLQ-7731940" style="font-weight:bold;">Responder pergunta</a></p>`),
  },
];

// ---------------------------------------------------------------- Lojeira (store builder)

const lojeira: Mail[] = [
  {
    family: "lojeira",
    group: "regional",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: "https://app.lojeira.com.br/convites/inv_8Xq2LmT0cR4vZ/aceitar",
    from: "Lojeira <ola@lojeira.com.br>",
    to: ME,
    subject: "Carla Menezes convidou você para a equipe da Flor de Sal",
    date: d(5, 9, 16, 33),
    enc: "qp",
    text: `Oi, Marina!

Carla Menezes (carla@flordesal.com.br) convidou você para fazer parte da equipe da loja Flor de Sal Cosméticos na Lojeira, com o perfil "Editora de produtos".

Com esse perfil você pode cadastrar e editar produtos, estoque e coleções. Pedidos e financeiro continuam só com a administradora.

Aceitar convite: https://app.lojeira.com.br/convites/inv_8Xq2LmT0cR4vZ/aceitar

O convite vale por 7 dias. Se você ainda não tem conta na Lojeira, vai criar uma senha no primeiro acesso.

--
Lojeira · lojas virtuais para quem faz
Central de ajuda: https://ajuda.lojeira.com.br
Rua Pernambuco, 1.077, Savassi · Belo Horizonte/MG · 30130-151`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<span style="display:none!important;opacity:0;font-size:1px;">Aceite em até 7 dias para editar os produtos da Flor de Sal Cosméticos.</span>
<div style="max-width:520px;margin:0 auto;padding:32px 20px;font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1f1b2d;">
<img src="https://assets.lojeira.com.br/mail/lojeira-logo@2x.png" width="112" alt="Lojeira" style="margin-bottom:28px;">
<div style="text-align:center;">
<img src="https://assets.lojeira.com.br/avatars/st_5521/carla.jpg" width="56" height="56" alt="Carla Menezes" style="border-radius:50%;">
<h1 style="font-size:21px;font-weight:600;margin:14px 0 8px;">Carla Menezes convidou você para a equipe da <span style="color:#7b3fe4;">Flor de Sal Cosméticos</span></h1>
<p style="font-size:15px;color:#5b5670;margin:0 0 24px;">Perfil: <b>Editora de produtos</b> &mdash; cadastrar e editar produtos, estoque e coleções.</p>
<a href="https://app.lojeira.com.br/convites/inv_8Xq2LmT0cR4vZ/aceitar" style="display:inline-block;background:#7b3fe4;color:#fff;padding:13px 34px;border-radius:8px;text-decoration:none;font-weight:600;">Aceitar convite</a>
<p style="font-size:13px;color:#8a859c;margin:22px 0 0;">O convite vale por 7 dias. Se você ainda não tem conta na Lojeira, vai criar uma senha no primeiro acesso.</p>
</div>
<hr style="border:0;border-top:1px solid #ece9f3;margin:32px 0 16px;">
<p style="font-size:11px;color:#a29db3;text-align:center;line-height:17px;">Convite enviado por carla@flordesal.com.br &middot; <a href="https://ajuda.lojeira.com.br" style="color:#a29db3;">Central de ajuda</a><br>
Lojeira &middot; Rua Pernambuco, 1.077, Savassi &middot; Belo Horizonte/MG &middot; 30130-151<br>
<a href="https://www.instagram.com/lojeira"><img src="https://assets.lojeira.com.br/mail/ig.png" width="18" alt="Instagram"></a>
<a href="https://www.youtube.com/@lojeira"><img src="https://assets.lojeira.com.br/mail/yt.png" width="18" alt="YouTube"></a></p>
</div></body></html>`,
  },
  {
    family: "lojeira",
    group: "negative",
    lang: "pt",
    kind: "order-new",
    code: null,
    link: null,
    from: "Lojeira · Ipê Amarelo <pedidos@lojeira.com.br>",
    to: ME,
    subject: "Novo pedido #1047 — R$ 132,70 (Pix aprovado)",
    date: d(11, 9, 22, 48),
    enc: "b64",
    text: `Novo pedido na sua loja Ipê Amarelo Cosméticos Naturais

Pedido #1047 · 11/09/2025 22:46
Pagamento: Pix · aprovado

1x Kit Presente Lavanda (sabonete + hidratante + vela) ... R$ 89,90
2x Sabonete de Aveia e Mel 90 g ............................ R$ 31,80
Frete PAC (Rapidim) ........................................ R$ 11,00
Total ...................................................... R$ 132,70

Entregar para: Renata Albuquerque
Rua Grão Mogol, 502, ap. 301 · Carmo · Belo Horizonte/MG · 30310-010
Observação: "É presente, pode mandar sem nota dentro da caixa?"

Ver pedido: https://app.lojeira.com.br/pedidos/1047`,
    html: `<html><body style="background:#f6f5fa;margin:0;padding:24px 0;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:Roboto,Arial,sans-serif;color:#1f1b2d;">
<tr><td style="padding:24px 28px 0;"><img src="https://assets.lojeira.com.br/lojas/st_7730/logo-ipe-amarelo.png" height="40" alt="Ipê Amarelo Cosméticos Naturais"></td></tr>
<tr><td style="padding:16px 28px;"><p style="font-size:19px;font-weight:600;margin:0;">Novo pedido #1047</p>
<p style="color:#5b5670;font-size:13px;margin:4px 0 0;">11/09/2025 22:46 &middot; Pix &middot; <span style="color:#13824a;">aprovado</span></p></td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #ece9f3;"><td>1x Kit Presente Lavanda (sabonete + hidratante + vela)</td><td align="right">R$ 89,90</td></tr>
<tr style="border-bottom:1px solid #ece9f3;"><td>2x Sabonete de Aveia e Mel 90 g</td><td align="right">R$ 31,80</td></tr>
<tr style="border-bottom:1px solid #ece9f3;"><td>Frete PAC (Rapidim)</td><td align="right">R$ 11,00</td></tr>
<tr><td style="font-weight:600;">Total</td><td align="right" style="font-weight:600;">R$ 132,70</td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px;font-size:13px;line-height:19px;color:#5b5670;">
<b style="color:#1f1b2d;">Entregar para</b><br>Renata Albuquerque<br>Rua Grão Mogol, 502, ap. 301 &middot; Carmo<br>Belo Horizonte/MG &middot; 30310-010<br><br>
<b style="color:#1f1b2d;">Observação</b><br>&ldquo;É presente, pode mandar sem nota dentro da caixa?&rdquo;</td></tr>
<tr><td style="padding:8px 28px 28px;"><a href="https://app.lojeira.com.br/pedidos/1047" style="background:#7b3fe4;color:#fff;padding:11px 22px;border-radius:8px;text-decoration:none;font-size:14px;">Ver pedido</a></td></tr>
</table>
<p style="text-align:center;font:11px Arial,sans-serif;color:#a29db3;">Você recebe este aviso porque é administradora da loja. <a href="https://app.lojeira.com.br/configuracoes/notificacoes" style="color:#a29db3;">Ajustar notificações</a></p>
</body></html>`,
  },
  {
    family: "lojeira",
    group: "regional",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: "https://app.lojeira.com.br/senha/nova?token=pr_4c1e9b77d02a4f3b8e55a0c6",
    from: "Lojeira <ola@lojeira.com.br>",
    to: ME,
    subject: "Redefinição de senha da sua conta Lojeira",
    date: d(28, 9, 23, 14),
    enc: "8bit",
    text: `Oi, Marina.

Alguém (esperamos que você) pediu para redefinir a senha da conta contato@ipeamarelocosmeticos.com.br na Lojeira.

Para escolher uma nova senha, abra o link abaixo em até 1 hora:

https://app.lojeira.com.br/senha/nova?token=pr_4c1e9b77d02a4f3b8e55a0c6

Se você não pediu, pode ignorar este e-mail. Sua senha atual continua valendo.

Abraço,
Time Lojeira
https://ajuda.lojeira.com.br`,
    html: null,
  },
];
// ---------------------------------------------------------------- Pagarumo (payment gateway)

function pagarumo_page(title: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>${title}</title></head>
<body style="margin:0;padding:0;background-color:#0f1720;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#0f1720"><tr><td align="center" style="padding:30px 10px;">
<table width="580" border="0" cellspacing="0" cellpadding="0">
<tr><td style="padding:0 0 18px;"><img src="https://mail.pagarumo.com.br/i/pagarumo-wordmark-verde.png" alt="pagarumo" width="132" height="28" style="display:block;" /></td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 36px;border-radius:12px;font-family:'Inter',Arial,sans-serif;font-size:15px;line-height:23px;color:#17202a;">
${body}
</td></tr>
<tr><td style="padding:20px 6px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8796a5;">
Pagarumo Instituição de Pagamento S.A. &middot; CNPJ 29.114.650/0001-31 &middot; Av. do Contorno, 6.594, Funcionários, Belo Horizonte/MG<br />
Ouvidoria 0800 940 3317 (dias úteis, 9h às 18h) &middot; <a href="https://pagarumo.com.br/ajuda" style="color:#8796a5;">Ajuda</a> &middot; <a href="https://pagarumo.com.br/privacidade" style="color:#8796a5;">Privacidade</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const pagarumo: Mail[] = [
  {
    family: "pagarumo",
    group: "negative",
    lang: "pt",
    kind: "pix-received",
    code: null,
    link: null,
    from: "Pagarumo <avisos@pagarumo.com.br>",
    to: ME,
    subject: "Pix recebido: R$ 89,90 de ANA CLARA F. S.",
    date: d(6, 9, 13, 2),
    enc: "qp",
    text: `Pix recebido

Valor: R$ 89,90
De: ANA CLARA F. S. · CPF ***.482.017-**
Instituição: Banco Coqueiral
Data: 06/09/2025 às 13:01
ID da transação: E18236120202509061601s0f3a9K2bQ
Referente a: Link de pagamento "Kit Presente Lavanda"

O valor já está no seu saldo Pagarumo.
Ver extrato: https://painel.pagarumo.com.br/extrato

Pagarumo Instituição de Pagamento S.A.`,
    html: pagarumo_page(
      "Pix recebido",
      `<p style="margin:0;font-size:13px;color:#2f9e6e;font-weight:bold;text-transform:uppercase;letter-spacing:1px;">Pix recebido</p>
<p style="margin:6px 0 20px;font-size:34px;font-weight:bold;">R$ 89,90</p>
<table width="100%" border="0" cellspacing="0" cellpadding="7" style="font-size:14px;">
<tr><td style="color:#66788a;border-top:1px solid #edf0f3;">De</td><td align="right" style="border-top:1px solid #edf0f3;">ANA CLARA F. S. &middot; CPF ***.482.017-**</td></tr>
<tr><td style="color:#66788a;border-top:1px solid #edf0f3;">Instituição</td><td align="right" style="border-top:1px solid #edf0f3;">Banco Coqueiral</td></tr>
<tr><td style="color:#66788a;border-top:1px solid #edf0f3;">Data</td><td align="right" style="border-top:1px solid #edf0f3;">06/09/2025 às 13:01</td></tr>
<tr><td style="color:#66788a;border-top:1px solid #edf0f3;">ID da transação</td><td align="right" style="border-top:1px solid #edf0f3;font-size:12px;">E18236120202509061601s0f3a9K2bQ</td></tr>
<tr><td style="color:#66788a;border-top:1px solid #edf0f3;">Referente a</td><td align="right" style="border-top:1px solid #edf0f3;">Link de pagamento &ldquo;Kit Presente Lavanda&rdquo;</td></tr>
</table>
<p style="margin:22px 0 0;">O valor já está no seu saldo Pagarumo. <a href="https://painel.pagarumo.com.br/extrato" style="color:#2f9e6e;">Ver extrato</a></p>`,
    ),
  },
  {
    family: "pagarumo",
    group: "regional",
    lang: "pt",
    kind: "device-code",
    code: "PG-730581",
    code_digits: "730581",
    link: null,
    from: "Pagarumo Segurança <seguranca@pagarumo.com.br>",
    to: ME,
    subject: "Código para autorizar um novo dispositivo",
    date: d(19, 9, 8, 15),
    enc: "b64",
    text: `Olá, Marina Guedes

Estamos confirmando um acesso ao painel Pagarumo a partir de um dispositivo novo:
Safari · iPhone · Belo Horizonte/MG · 19/09/2025 08:14

Seu código de autorização é PG-730581
Na tela de acesso, digite apenas os números depois de "PG-".

O código expira em 15 minutos e só pode ser usado uma vez.

Não reconhece este acesso? Bloqueie sua conta pelo 0800 940 3317 ou em https://pagarumo.com.br/ajuda/bloqueio

Pagarumo nunca pede senha, código ou token por telefone.`,
    html: pagarumo_page(
      "Código de autorização",
      `<p style="margin:0 0 14px;">Olá, Marina Guedes</p>
<p style="margin:0 0 18px;">Estamos confirmando um acesso ao painel Pagarumo a partir de um dispositivo novo:</p>
<p style="margin:0 0 22px;padding:12px 14px;background:#f4f7f9;border-radius:8px;font-size:14px;">Safari &middot; iPhone &middot; Belo Horizonte/MG<br />19/09/2025 08:14</p>
<p style="margin:0 0 6px;font-size:13px;color:#66788a;">Seu código de autorização</p>
<p style="margin:0 0 6px;font-family:Menlo,Consolas,monospace;font-size:32px;font-weight:bold;color:#17202a;"><span style="color:#a0adb8;">PG-</span>730581</p>
<p style="margin:0 0 22px;font-size:13px;color:#66788a;">Na tela de acesso, digite apenas os números depois de &ldquo;PG-&rdquo;. O código expira em 15 minutos e só pode ser usado uma vez.</p>
<p style="margin:0;font-size:13px;">Não reconhece este acesso? Bloqueie sua conta pelo 0800 940 3317 ou <a href="https://pagarumo.com.br/ajuda/bloqueio" style="color:#2f9e6e;">pela central de ajuda</a>.</p>`,
    ),
  },
  {
    family: "pagarumo",
    group: "negative",
    lang: "pt",
    kind: "chargeback-notice",
    code: null,
    link: null,
    from: "Pagarumo <disputas@pagarumo.com.br>",
    to: ME,
    subject: "Contestação aberta na venda #PRM-88213045",
    date: d(8, 10, 10, 27),
    enc: "8bit",
    text: `Olá, Marina.

O portador do cartão Visa final 6620 abriu uma contestação (chargeback) na venda abaixo:

Venda: #PRM-88213045 · 21/09/2025
Valor: R$ 214,50 em 3x
Motivo informado pela bandeira: 13.1 — mercadoria não recebida
Prazo para enviar sua defesa: 18/10/2025

O valor de R$ 214,50 fica bloqueado no seu saldo até a decisão.
Envie o comprovante de entrega e a nota fiscal pelo painel, em Vendas > Contestações:
https://painel.pagarumo.com.br/vendas/contestacoes/cb_40917

Dúvidas sobre contestações: https://pagarumo.com.br/ajuda/chargeback

Pagarumo Instituição de Pagamento S.A.`,
    html: pagarumo_page(
      "Contestação aberta",
      `<p style="margin:0 0 14px;">Olá, Marina.</p>
<p style="margin:0 0 18px;">O portador do cartão <b>Visa final 6620</b> abriu uma contestação (chargeback) na venda abaixo:</p>
<table width="100%" border="0" cellspacing="0" cellpadding="7" style="font-size:14px;background:#fff8e8;border-radius:8px;">
<tr><td style="color:#66788a;">Venda</td><td align="right">#PRM-88213045 &middot; 21/09/2025</td></tr>
<tr><td style="color:#66788a;">Valor</td><td align="right">R$ 214,50 em 3x</td></tr>
<tr><td style="color:#66788a;">Motivo</td><td align="right">13.1 &mdash; mercadoria não recebida</td></tr>
<tr><td style="color:#66788a;">Prazo da defesa</td><td align="right"><b>18/10/2025</b></td></tr>
</table>
<p style="margin:20px 0;">O valor de R$ 214,50 fica bloqueado no seu saldo até a decisão. Envie o comprovante de entrega e a nota fiscal pelo painel, em Vendas &gt; Contestações.</p>
<a href="https://painel.pagarumo.com.br/vendas/contestacoes/cb_40917" style="display:inline-block;padding:12px 22px;background:#17202a;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold;">Abrir contestação</a>
<p style="margin:20px 0 0;font-size:13px;"><a href="https://pagarumo.com.br/ajuda/chargeback" style="color:#2f9e6e;">Como funcionam as contestações</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Banco Pequi (digital bank)

function pequi_page(pre: string, body: string): string {
  return `<html lang="pt-br"><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;background:#fffdf5;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="max-width:540px;">
<tr><td style="padding:28px 24px 10px;"><img src="https://email.bancopequi.com.br/assets/pequi-pj.png" alt="Pequi PJ" width="96" height="32"></td></tr>
<tr><td style="padding:10px 24px 28px;font-family:'Nunito Sans',Verdana,sans-serif;font-size:15px;line-height:24px;color:#2b2a1f;">${body}</td></tr>
<tr><td style="padding:18px 24px 30px;border-top:1px solid #efe8c9;font-family:Verdana,sans-serif;font-size:11px;line-height:17px;color:#948f73;">
Banco Pequi S.A. &middot; código 0380 &middot; CNPJ 40.118.552/0001-70<br>
Atendimento 24h pelo app ou 3003 5120 (capitais) &middot; 0800 727 5120 (demais localidades)<br>
SAC 0800 727 5199 &middot; Ouvidoria 0800 727 5188<br>
<a href="https://bancopequi.com.br/seguranca" style="color:#948f73;">Dicas de segurança</a> &middot; <a href="https://bancopequi.com.br/privacidade" style="color:#948f73;">Privacidade</a><br>
O Pequi nunca envia links para atualizar cadastro ou liberar cartão por SMS.
</td></tr></table></td></tr></table></body></html>`;
}

const banco_pequi: Mail[] = [
  {
    family: "banco-pequi",
    group: "negative",
    lang: "pt",
    kind: "pix-received",
    code: null,
    link: null,
    from: "Banco Pequi <nao-responda@bancopequi.com.br>",
    to: ME,
    subject: "Você recebeu uma transferência Pix de R$ 1.284,60",
    date: d(16, 9, 6, 12),
    enc: "qp",
    text: `Marina, caiu dinheiro na conta PJ!

Transferência Pix recebida
Valor: R$ 1.284,60
De: BALAIO COMERCIO ELETRONICO LTDA
Data e hora: 16/09/2025 06:11
Conta: IPÊ AMARELO COSMÉTICOS NATURAIS LTDA · ag. 0001 · conta 4471-2

Veja o comprovante no app, em Extrato.

Banco Pequi S.A. · código 0380`,
    html: pequi_page(
      "R$ 1.284,60 de BALAIO COMERCIO ELETRONICO LTDA",
      `<p style="margin:0 0 4px;font-size:22px;font-weight:800;">Caiu dinheiro na conta PJ!</p>
<p style="margin:0 0 22px;color:#6d6950;">Transferência Pix recebida</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6efcf;border-radius:14px;"><tr><td style="padding:18px 20px;">
<span style="font-size:12px;color:#6d6950;">Valor</span><br><span style="font-size:28px;font-weight:800;">R$ 1.284,60</span><br><br>
<span style="font-size:12px;color:#6d6950;">De</span><br>BALAIO COMERCIO ELETRONICO LTDA<br><br>
<span style="font-size:12px;color:#6d6950;">Data e hora</span><br>16/09/2025 06:11<br><br>
<span style="font-size:12px;color:#6d6950;">Conta</span><br>IPÊ AMARELO COSMÉTICOS NATURAIS LTDA &middot; ag. 0001 &middot; conta 4471-2
</td></tr></table>
<p style="margin:20px 0 0;">Veja o comprovante no app, em <b>Extrato</b>.</p>`,
    ),
  },
  {
    family: "banco-pequi",
    group: "regional",
    lang: "pt",
    kind: "email-change",
    code: null,
    link: "https://lk.bancopequi.com.br/v1/c/9fA2kq7PLx0mWd3Y?d=email-confirmacao",
    from: "Banco Pequi <seguranca@bancopequi.com.br>",
    to: ME,
    subject: "Confirme seu novo e-mail de contato",
    date: d(22, 9, 18, 40),
    enc: "b64",
    text: `Olá, Marina!

Você alterou o e-mail de contato da sua conta PJ no app em 22/09/2025 às 18:38.

Novo e-mail: contato@ipeamarelocosmeticos.com.br

Para concluir a troca, confirme que este endereço é seu:
https://lk.bancopequi.com.br/v1/c/9fA2kq7PLx0mWd3Y?d=email-confirmacao

Até a confirmação, seguimos usando o e-mail anterior (ma***@gmail.com) para avisos e comprovantes.
O link vale por 24 horas.

Se não foi você quem fez essa alteração, ligue agora para 3003 5120.

Banco Pequi S.A.`,
    html: pequi_page(
      "Falta confirmar contato@ipeamarelocosmeticos.com.br",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:800;">Confirme seu novo e-mail</p>
<p style="margin:0 0 14px;">Olá, Marina! Você alterou o e-mail de contato da sua conta PJ no app em 22/09/2025 às 18:38.</p>
<p style="margin:0 0 22px;padding:12px 16px;background:#f6efcf;border-radius:10px;">Novo e-mail: <b>contato@ipeamarelocosmeticos.com.br</b></p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#e8b21c;border-radius:30px;">
<a href="https://lk.bancopequi.com.br/v1/c/9fA2kq7PLx0mWd3Y?d=email-confirmacao" style="display:inline-block;padding:14px 32px;font-weight:800;color:#2b2a1f;text-decoration:none;">Confirmar e-mail</a>
</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#6d6950;">Até a confirmação, seguimos usando o e-mail anterior (ma***@gmail.com) para avisos e comprovantes. O link vale por 24 horas.</p>
<p style="margin:12px 0 0;font-size:13px;color:#6d6950;">Se não foi você quem fez essa alteração, ligue agora para 3003 5120.</p>`,
    ),
  },
  {
    family: "banco-pequi",
    group: "negative",
    lang: "pt",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Banco Pequi <faturas@bancopequi.com.br>",
    to: ME,
    subject: "Sua fatura do cartão Pequi PJ fechou: R$ 2.377,15",
    date: d(3, 10, 7, 5),
    enc: "8bit",
    text: `Olá, Marina

A fatura do seu cartão Pequi PJ (final 8054) fechou.

Valor total: R$ 2.377,15
Vencimento: 10/10/2025
Pagamento mínimo: R$ 356,57
Limite disponível: R$ 4.622,85

Principais lançamentos: CAIXARIA MINEIRA (R$ 918,40), ADORBIT ADS (R$ 600,00), ESENCIAS DEL PLATA (R$ 511,20).

A fatura em PDF segue anexa. Para pagar, use o código de barras da fatura ou pague direto pelo app com o saldo da conta.

Banco Pequi S.A. · código 0380`,
    html: pequi_page(
      "Vence em 10/10 · pague pelo app com o saldo da conta",
      `<p style="margin:0 0 16px;">Olá, Marina. A fatura do seu cartão Pequi PJ (final 8054) fechou.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" style="padding:14px;background:#2b2a1f;color:#fffdf5;border-radius:14px 0 0 14px;"><span style="font-size:12px;">Valor total</span><br><span style="font-size:24px;font-weight:800;">R$ 2.377,15</span></td>
<td width="50%" style="padding:14px;background:#f6efcf;border-radius:0 14px 14px 0;"><span style="font-size:12px;">Vencimento</span><br><span style="font-size:24px;font-weight:800;">10/10/2025</span></td>
</tr></table>
<p style="margin:18px 0 0;font-size:14px;">Pagamento mínimo: R$ 356,57<br>Limite disponível: R$ 4.622,85</p>
<p style="margin:14px 0 0;font-size:14px;">Principais lançamentos: CAIXARIA MINEIRA (R$ 918,40), ADORBIT ADS (R$ 600,00), ESENCIAS DEL PLATA (R$ 511,20).</p>
<p style="margin:14px 0 0;font-size:14px;">A fatura em PDF segue anexa. Para pagar, use o código de barras da fatura ou pague direto pelo app com o saldo da conta.</p>`,
    ),
    attachment: [
      "fatura-pequi-pj-2025-10.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Fiscalino (NF-e issuer)

const fiscalino: Mail[] = [
  {
    family: "fiscalino",
    group: "negative",
    lang: "pt",
    kind: "invoice-issued",
    code: null,
    link: null,
    from: "Fiscalino NF-e <nfe@fiscalino.com.br>",
    to: "Renata Albuquerque <renata.alb@provedor-mail.com.br>",
    subject: "NF-e nº 000.000.318 emitida por IPÊ AMARELO COSMÉTICOS NATURAIS LTDA",
    date: d(12, 9, 9, 31),
    enc: "qp",
    headers: [["Reply-To", "contato@ipeamarelocosmeticos.com.br"], ["Cc", ME]],
    text: `Prezado(a) RENATA ALBUQUERQUE,

Segue a Nota Fiscal Eletrônica referente à sua compra.

Emitente: IPÊ AMARELO COSMÉTICOS NATURAIS LTDA — CNPJ 48.920.113/0001-55
Número: 318 · Série: 1
Emissão: 12/09/2025
Valor total: R$ 132,70
Chave de acesso: 3125 0948 9201 1300 0155 5500 1000 0003 1810 4827 7315
Protocolo de autorização: 131254098817203

O DANFE (PDF) e o arquivo XML estão anexos. Você pode consultar a autenticidade da nota no Portal da NF-e informando a chave de acesso.

Mensagem enviada pelo Fiscalino em nome do emitente. Respostas vão para contato@ipeamarelocosmeticos.com.br.`,
    html: null,
    attachment: [
      "NFe31250948920113000155550010000003181048277315.pdf",
      "application/pdf",
      "%PDF-1.4\n% DANFE - Documento Auxiliar da Nota Fiscal Eletronica\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "fiscalino",
    group: "negative",
    lang: "pt",
    kind: "certificate-expiring",
    code: null,
    link: null,
    from: "Fiscalino <avisos@fiscalino.com.br>",
    to: ME,
    subject: "Seu certificado digital A1 vence em 15 dias",
    date: d(1, 10, 8, 0),
    enc: "b64",
    text: `Olá, Marina

O certificado digital e-CNPJ A1 cadastrado no Fiscalino vence em 16/10/2025.

Empresa: IPÊ AMARELO COSMÉTICOS NATURAIS LTDA
CNPJ: 48.920.113/0001-55
Válido até: 16/10/2025 23:59

Depois dessa data não será possível emitir NF-e nem NFS-e. Quando renovar com a sua certificadora, envie o novo arquivo .pfx em Configurações > Certificado digital:
https://app.fiscalino.com.br/configuracoes/certificado

Precisa de ajuda? Chat no app ou (31) 4410-2290.

Fiscalino Sistemas Fiscais Ltda. · Belo Horizonte/MG`,
    html: `<html><body style="margin:0;background:#eef3f1;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef3f1;"><tr><td align="center" style="padding:26px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #0b7a5a;font-family:Tahoma,Arial,sans-serif;color:#23302b;">
<tr><td style="padding:22px 30px 6px;"><img src="https://static.fiscalino.com.br/email/fiscalino.png" width="120" alt="Fiscalino"></td></tr>
<tr><td style="padding:12px 30px;font-size:15px;line-height:23px;">
<p style="margin:0 0 12px;">Olá, Marina</p>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#fff4e0;border:1px solid #f3c77a;border-radius:4px;"><tr><td style="font-size:15px;">
&#9888;&#65039; O certificado digital <b>e-CNPJ A1</b> cadastrado no Fiscalino vence em <b>16/10/2025</b>.</td></tr></table>
<table cellpadding="4" cellspacing="0" style="margin:16px 0;font-size:14px;">
<tr><td style="color:#6b7a74;">Empresa</td><td>IPÊ AMARELO COSMÉTICOS NATURAIS LTDA</td></tr>
<tr><td style="color:#6b7a74;">CNPJ</td><td>48.920.113/0001-55</td></tr>
<tr><td style="color:#6b7a74;">Válido até</td><td>16/10/2025 23:59</td></tr>
</table>
<p style="margin:0 0 16px;">Depois dessa data não será possível emitir NF-e nem NFS-e. Quando renovar com a sua certificadora, envie o novo arquivo .pfx em <a href="https://app.fiscalino.com.br/configuracoes/certificado" style="color:#0b7a5a;">Configurações &gt; Certificado digital</a>.</p>
<p style="margin:0;font-size:13px;color:#6b7a74;">Precisa de ajuda? Chat no app ou (31) 4410-2290.</p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#93a19b;border-top:1px solid #e3ebe8;">Fiscalino Sistemas Fiscais Ltda. &middot; Belo Horizonte/MG &middot; <a href="https://fiscalino.com.br/privacidade" style="color:#93a19b;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fiscalino",
    group: "negative",
    lang: "pt",
    kind: "invoice-rejected",
    code: null,
    link: null,
    from: "Fiscalino <avisos@fiscalino.com.br>",
    to: ME,
    subject: "NF-e 341 rejeitada pela SEFAZ-MG (Rejeição 778)",
    date: d(14, 10, 15, 22),
    enc: "8bit",
    text: `A NF-e abaixo não foi autorizada.

Número/série: 341/1
Destinatário: LOJA NATURALIS EMPORIO LTDA
Valor: R$ 1.068,00
Retorno da SEFAZ-MG: Rejeição 778 — Informado NCM inexistente (item 3: 3401.11.91)

Corrija o NCM do produto "Sabonete em barra glicerinado 90 g" no cadastro e reenvie a nota pelo painel. Notas rejeitadas não geram cobrança nem numeração inutilizada.

Ver nota: https://app.fiscalino.com.br/notas/nfe/341

Fiscalino Sistemas Fiscais Ltda.`,
    html: null,
  },
];

// ---------------------------------------------------------------- Empreende Já (tax portal for small businesses)

function empreende_page(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;font-family:'Rawline',Arial,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td style="background:#1351b4;padding:10px 20px;">
<img src="https://www.empreendeja.gov.br/static/img/brasao-branco.png" width="34" height="34" alt="Brasão" style="vertical-align:middle;">
<span style="color:#ffffff;font-size:16px;font-weight:bold;vertical-align:middle;margin-left:8px;">Portal Empreende Já</span>
</td></tr>
<tr><td style="padding:24px 20px;font-size:15px;line-height:23px;color:#333333;max-width:600px;">${body}</td></tr>
<tr><td style="background:#071d41;padding:14px 20px;color:#c5d4eb;font-size:11px;line-height:17px;">
Esta é uma mensagem automática do Portal Empreende Já. Não responda.<br>
Central de atendimento: 0800 978 4400 &middot; <a href="https://www.empreendeja.gov.br/ajuda" style="color:#c5d4eb;">Perguntas frequentes</a>
</td></tr></table></body></html>`;
}

const empreende_ja: Mail[] = [
  {
    family: "empreende-ja",
    group: "negative",
    lang: "pt",
    kind: "tax-due",
    code: null,
    link: null,
    from: "Portal Empreende Já <naoresponda@empreendeja.gov.br>",
    to: ME,
    subject: "Documento de arrecadação de setembro/2025 disponível",
    date: d(1, 10, 6, 30),
    enc: "qp",
    text: `Portal Empreende Já

CNPJ: 48.920.113/0001-55
Período de apuração: 09/2025
Valor apurado: R$ 1.143,72 (Anexo I — comércio, faixa 2)
Vencimento: 20/10/2025

O documento de arrecadação já pode ser emitido no portal, em Apuração > Emitir guia. O pagamento pode ser feito por Pix (QR Code na guia), boleto ou débito automático.

Pagamentos após o vencimento têm multa de 0,33% ao dia, limitada a 20%, mais juros Selic.

https://www.empreendeja.gov.br`,
    html: empreende_page(
      `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;color:#1351b4;">Guia de setembro/2025 disponível</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #cccccc;">
<tr><td style="background:#f0f0f0;">CNPJ</td><td>48.920.113/0001-55</td></tr>
<tr><td style="background:#f0f0f0;">Período de apuração</td><td>09/2025</td></tr>
<tr><td style="background:#f0f0f0;">Valor apurado</td><td>R$ 1.143,72 (Anexo I &mdash; comércio, faixa 2)</td></tr>
<tr><td style="background:#f0f0f0;">Vencimento</td><td><b>20/10/2025</b></td></tr>
</table>
<p>O documento de arrecadação já pode ser emitido no portal, em <b>Apuração &gt; Emitir guia</b>. O pagamento pode ser feito por Pix (QR Code na guia), boleto ou débito automático.</p>
<p style="font-size:13px;color:#555555;">Pagamentos após o vencimento têm multa de 0,33% ao dia, limitada a 20%, mais juros Selic.</p>
<p><a href="https://www.empreendeja.gov.br" style="color:#1351b4;">www.empreendeja.gov.br</a></p>`,
    ),
  },
  {
    family: "empreende-ja",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "91647302",
    link: null,
    from: "Portal Empreende Já <naoresponda@empreendeja.gov.br>",
    to: ME,
    subject: "Código de acesso ao Portal Empreende Já",
    date: d(6, 10, 14, 9),
    enc: "8bit",
    text: `Código de acesso

Foi solicitado acesso ao Portal Empreende Já para o CNPJ 48.920.113/0001-55.

Código: 9164 7302

Digite o código na tela de acesso em até 5 minutos. Se você não solicitou, desconsidere esta mensagem; nenhum acesso será liberado sem o código.

Central de atendimento: 0800 978 4400`,
    html: empreende_page(`<p style="margin:0 0 14px;font-size:18px;font-weight:bold;color:#1351b4;">Código de acesso</p>
<p>Foi solicitado acesso ao Portal Empreende Já para o CNPJ 48.920.113/0001-55.</p>
<table cellpadding="0" cellspacing="6" style="margin:10px 0 16px;"><tr>
<td style="border:1px solid #1351b4;padding:8px 12px;font-size:24px;font-weight:bold;">9</td>
<td style="border:1px solid #1351b4;padding:8px 12px;font-size:24px;font-weight:bold;">1</td>
<td style="border:1px solid #1351b4;padding:8px 12px;font-size:24px;font-weight:bold;">6</td>
<td style="border:1px solid #1351b4;padding:8px 12px;font-size:24px;font-weight:bold;">4</td>
<td style="padding:0 4px;"></td>
<td style="border:1px solid #1351b4;padding:8px 12px;font-size:24px;font-weight:bold;">7</td>
<td style="border:1px solid #1351b4;padding:8px 12px;font-size:24px;font-weight:bold;">3</td>
<td style="border:1px solid #1351b4;padding:8px 12px;font-size:24px;font-weight:bold;">0</td>
<td style="border:1px solid #1351b4;padding:8px 12px;font-size:24px;font-weight:bold;">2</td>
</tr></table>
<p>Digite o código na tela de acesso em até 5 minutos.</p>
<p style="font-size:13px;color:#555555;">Se você não solicitou, desconsidere esta mensagem; nenhum acesso será liberado sem o código.</p>`),
  },
];

// ---------------------------------------------------------------- Tatuzinho Log (carrier)

function tatuzinho_page(body: string): string {
  return `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background:#ff6a13;padding:16px 24px;"><img src="https://rastreio.tatuzinholog.com.br/img/email/tatuzinho-log.png" alt="Tatuzinho Log" width="150" height="34"></td></tr>
<tr><td style="background:#ffffff;padding:26px 24px;font-size:14px;line-height:21px;color:#333;">${body}</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;line-height:16px;">Tatuzinho Log Transportes Ltda. &middot; Rod. Fernão Dias, km 492 &middot; Contagem/MG &middot; 32150-240<br>
Central de atendimento (31) 3198-7700 &middot; <a href="https://www.tatuzinholog.com.br/privacidade" style="color:#888;">Política de privacidade</a></td></tr>
</table></td></tr></table></body></html>`;
}

const tatuzinho_log: Mail[] = [
  {
    family: "tatuzinho-log",
    group: "negative",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Tatuzinho Log <rastreio@tatuzinholog.com.br>",
    to: ME,
    subject: "Sua encomenda TZ482019374BR está a caminho",
    date: d(10, 9, 19, 55),
    enc: "qp",
    text: `Olá, IPE AMARELO COSMETICOS

A encomenda que você enviou já está com a gente.

Código de rastreio: TZ482019374BR
Destino: Campinas/SP · 13084-***
Previsão de entrega: 15/09/2025
Serviço: Tatuzinho Econômico · 1,2 kg

Acompanhe: https://rastreio.tatuzinholog.com.br/TZ482019374BR

Tatuzinho Log · (31) 3198-7700`,
    html: tatuzinho_page(`<p style="font-size:18px;font-weight:bold;margin:0 0 12px;">A encomenda está a caminho 🚚</p>
<p>Olá, IPE AMARELO COSMETICOS. A encomenda que você enviou já está com a gente.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #eee;font-size:13px;">
<tr><td width="40%" style="background:#fafafa;">Código de rastreio</td><td><b>TZ482019374BR</b></td></tr>
<tr><td style="background:#fafafa;">Destino</td><td>Campinas/SP &middot; 13084-***</td></tr>
<tr><td style="background:#fafafa;">Previsão de entrega</td><td>15/09/2025</td></tr>
<tr><td style="background:#fafafa;">Serviço</td><td>Tatuzinho Econômico &middot; 1,2 kg</td></tr>
</table>
<table cellpadding="0" cellspacing="0" width="100%" style="margin:18px 0 6px;"><tr>
<td width="25%" align="center" style="font-size:11px;color:#ff6a13;">&#9679;<br>Postado</td>
<td width="25%" align="center" style="font-size:11px;color:#ff6a13;">&#9679;<br>Em trânsito</td>
<td width="25%" align="center" style="font-size:11px;color:#bbb;">&#9675;<br>Saiu para entrega</td>
<td width="25%" align="center" style="font-size:11px;color:#bbb;">&#9675;<br>Entregue</td></tr></table>
<p style="margin-top:18px;"><a href="https://rastreio.tatuzinholog.com.br/TZ482019374BR" style="color:#ff6a13;font-weight:bold;">Acompanhar entrega</a></p>`),
  },
  {
    family: "tatuzinho-log",
    group: "regional",
    lang: "pt",
    kind: "pickup-code",
    code: "841603",
    link: null,
    from: "Tatuzinho Log <rastreio@tatuzinholog.com.br>",
    to: ME,
    subject: "Devolução TZ503377120BR aguardando retirada na agência Savassi",
    date: d(30, 9, 11, 4),
    enc: "b64",
    text: `Olá, IPE AMARELO COSMETICOS

A encomenda TZ503377120BR não pôde ser entregue ao destinatário (endereço incompleto) e voltou para você.

Ela está disponível para retirada:
Agência Tatuzinho Savassi
Rua Antônio de Albuquerque, 271, loja 3 · Belo Horizonte/MG · 30112-010
Seg a sex 9h às 18h · sáb 9h às 13h

Código de retirada: 841603
Apresente o código e um documento com foto do titular do CNPJ ou de um representante autorizado.

Prazo para retirada: 10/10/2025. Depois disso a encomenda segue para o setor de objetos não reclamados.

Tatuzinho Log · (31) 3198-7700`,
    html: tatuzinho_page(`<p style="font-size:18px;font-weight:bold;margin:0 0 12px;">Sua devolução está na agência</p>
<p>A encomenda <b>TZ503377120BR</b> não pôde ser entregue ao destinatário (endereço incompleto) e voltou para você.</p>
<p style="margin:16px 0 6px;">Código de retirada</p>
<table cellpadding="0" cellspacing="4"><tr>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e8;border:2px solid #ff6a13;border-radius:4px;">8</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e8;border:2px solid #ff6a13;border-radius:4px;">4</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e8;border:2px solid #ff6a13;border-radius:4px;">1</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e8;border:2px solid #ff6a13;border-radius:4px;">6</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e8;border:2px solid #ff6a13;border-radius:4px;">0</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;background:#fff1e8;border:2px solid #ff6a13;border-radius:4px;">3</td>
</tr></table>
<p style="font-size:13px;">Apresente o código e um documento com foto do titular do CNPJ ou de um representante autorizado.</p>
<table cellpadding="10" cellspacing="0" width="100%" style="background:#fafafa;font-size:13px;margin-top:10px;"><tr><td>
<b>Agência Tatuzinho Savassi</b><br>Rua Antônio de Albuquerque, 271, loja 3 &middot; Belo Horizonte/MG &middot; 30112-010<br>Seg a sex 9h às 18h &middot; sáb 9h às 13h<br>
<a href="https://maps.tatuzinholog.com.br/agencias/bh-savassi" style="color:#ff6a13;">Ver no mapa</a></td></tr></table>
<p style="font-size:13px;color:#666;">Prazo para retirada: <b>10/10/2025</b>. Depois disso a encomenda segue para o setor de objetos não reclamados.</p>`),
  },
];

// ---------------------------------------------------------------- Seriema Express (carrier)

const seriema_express: Mail[] = [
  {
    family: "seriema-express",
    group: "negative",
    lang: "pt",
    kind: "delivered",
    code: null,
    link: null,
    from: "Seriema Express <entregas@seriemaexpress.com.br>",
    to: ME,
    subject: "Entregue: pedido 1047 (SE-0093318842)",
    date: d(13, 9, 15, 36),
    enc: "8bit",
    text: `SERIEMA EXPRESS - AVISO DE ENTREGA

Remetente: Ipê Amarelo Cosméticos Naturais
Nota fiscal: 318
Pedido do remetente: 1047
Código Seriema: SE-0093318842

Entregue em 13/09/2025 às 15:31
Recebido por: Renata A. (destinatária)
Local: Rua Grão Mogol, 502 - Carmo - Belo Horizonte/MG

Comprovante de entrega com foto e assinatura:
https://seriemaexpress.com.br/comprovante/SE-0093318842

Esta mensagem foi gerada automaticamente. Atendimento: (31) 2533-6060 / WhatsApp (31) 99120-4477`,
    html: null,
  },
  {
    family: "seriema-express",
    group: "negative",
    lang: "pt",
    kind: "pickup-scheduled",
    code: null,
    link: null,
    from: "Seriema Express <coletas@seriemaexpress.com.br>",
    to: ME,
    subject: "Coleta agendada para 07/10 (manhã)",
    date: d(6, 10, 17, 12),
    enc: "qp",
    text: `Olá, Marina

Sua coleta foi agendada.

Data: 07/10/2025 (terça-feira), entre 8h e 12h
Endereço: Rua Cláudio Manoel, 889, sala 2 · Funcionários · Belo Horizonte/MG · 30140-100
Volumes: 6 · peso declarado 4,8 kg
Número da coleta: COL-2025-771402

Deixe as etiquetas coladas e as notas fiscais impressas. O motorista não leva volumes sem etiqueta.

Precisa remarcar? Responda pelo WhatsApp (31) 99120-4477 até as 18h de hoje.

Seriema Express · Entregas em BH e região metropolitana`,
    html: `<div style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#2a2a2a;max-width:560px;">
<div style="background:#5b4a32;padding:12px 18px;"><img src="https://seriemaexpress.com.br/email/logo-seriema.png" alt="Seriema Express" height="30"></div>
<div style="padding:18px;border:1px solid #e2dccf;border-top:0;">
<p>Olá, Marina</p>
<p><b>Sua coleta foi agendada.</b></p>
<table style="font-size:13px;border-collapse:collapse;" cellpadding="5">
<tr><td style="color:#7a6d58;">Data</td><td>07/10/2025 (terça-feira), entre 8h e 12h</td></tr>
<tr><td style="color:#7a6d58;">Endereço</td><td>Rua Cláudio Manoel, 889, sala 2 &middot; Funcionários &middot; Belo Horizonte/MG &middot; 30140-100</td></tr>
<tr><td style="color:#7a6d58;">Volumes</td><td>6 &middot; peso declarado 4,8 kg</td></tr>
<tr><td style="color:#7a6d58;">Número da coleta</td><td>COL-2025-771402</td></tr>
</table>
<p>Deixe as etiquetas coladas e as notas fiscais impressas. O motorista não leva volumes sem etiqueta.</p>
<p>Precisa remarcar? Responda pelo <a href="https://wa.me/5531991204477">WhatsApp (31) 99120-4477</a> até as 18h de hoje.</p>
<p style="font-size:11px;color:#999;">Seriema Express &middot; Entregas em BH e região metropolitana</p>
</div></div>`,
  },
];

// ---------------------------------------------------------------- Etiquetaí (shipping-label platform)

function etiquetai_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"></head>
<body style="margin:0;padding:0;background:#e9f4fb;">
<div style="display:none;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:28px 12px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden;">
<tr><td style="padding:26px 30px 0;"><img src="https://cdn.etiquetai.com.br/brand/etiquetai-azul.png" alt="Etiquetaí" width="118"></td></tr>
<tr><td style="padding:20px 30px 30px;font-family:'Poppins',Helvetica,sans-serif;font-size:15px;line-height:24px;color:#0d2b3e;">${body}</td></tr>
</table>
<p style="font-family:Helvetica,sans-serif;font-size:11px;color:#6f8a9c;line-height:17px;margin:16px 0 0;">Etiquetaí Tecnologia Logística Ltda. &middot; Rua Sergipe, 1.333 &middot; Belo Horizonte/MG<br>
<a href="https://etiquetai.com.br/termos" style="color:#6f8a9c;">Termos</a> &middot; <a href="https://etiquetai.com.br/privacidade" style="color:#6f8a9c;">Privacidade</a> &middot; <a href="https://app.etiquetai.com.br/conta/emails" style="color:#6f8a9c;">Gerenciar e-mails</a></p>
</td></tr></table></body></html>`;
}

const etiquetai: Mail[] = [
  {
    family: "etiquetai",
    group: "regional",
    lang: "pt",
    kind: "magic-link",
    code: null,
    link:
      "https://app.etiquetai.com.br/entrar/link?token=ml_2f6d0c1a9e3b47d8a5c4&email=contato%40ipeamarelocosmeticos.com.br",
    from: "Etiquetaí <acesso@etiquetai.com.br>",
    to: ME,
    subject: "Seu link de acesso ao Etiquetaí",
    date: d(4, 9, 8, 47),
    enc: "b64",
    text: `Oi! Aqui está o seu link para entrar no Etiquetaí:

https://app.etiquetai.com.br/entrar/link?token=ml_2f6d0c1a9e3b47d8a5c4&email=contato%40ipeamarelocosmeticos.com.br

Ele funciona uma única vez e expira em 20 minutos. Se você não pediu para entrar, é só ignorar este e-mail.

Etiquetaí · fretes mais baratos para quem vende online`,
    html: etiquetai_page(
      "Clique para entrar. O link expira em 20 minutos.",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:600;">Entrar no Etiquetaí</p>
<p style="margin:0 0 22px;">Oi! Clique no botão abaixo para entrar na sua conta. Não precisa de senha.</p>
<a href="https://app.etiquetai.com.br/entrar/link?token=ml_2f6d0c1a9e3b47d8a5c4&amp;email=contato%40ipeamarelocosmeticos.com.br" style="display:block;text-align:center;background:#0a84d6;color:#ffffff;padding:14px 0;border-radius:10px;font-weight:600;text-decoration:none;">Entrar agora</a>
<p style="margin:22px 0 0;font-size:13px;color:#6f8a9c;">Ele funciona uma única vez e expira em 20 minutos. Se você não pediu para entrar, é só ignorar este e-mail.</p>`,
    ),
  },
  {
    family: "etiquetai",
    group: "negative",
    lang: "pt",
    kind: "labels-generated",
    code: null,
    link: null,
    from: "Etiquetaí <nao-responda@etiquetai.com.br>",
    to: ME,
    subject: "3 etiquetas geradas · R$ 54,30 debitados do saldo",
    date: d(18, 9, 10, 2),
    enc: "qp",
    text: `Etiquetas geradas com sucesso

Pedido  | Transportadora         | Destino           | Valor
1052    | Rapidim PAC            | Uberlândia/MG     | R$ 16,90
1053    | Tatuzinho Econômico    | Vitória/ES        | R$ 19,70
1054    | Rapidim Expresso       | Rio de Janeiro/RJ | R$ 17,70

Total debitado: R$ 54,30
Saldo restante: R$ 145,70

Baixe o PDF para impressão (A4 ou térmica 10x15):
https://app.etiquetai.com.br/envios/lote/LT-90211/pdf

Postar até: 20/09/2025. Etiquetas não postadas em 7 dias são canceladas e o valor volta para o saldo.`,
    html: etiquetai_page(
      "Pedidos 1052, 1053 e 1054 prontos para postar",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:600;">Etiquetas geradas com sucesso</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#f1f7fb;color:#6f8a9c;"><td>Pedido</td><td>Transportadora</td><td>Destino</td><td align="right">Valor</td></tr>
<tr style="border-bottom:1px solid #e3eef5;"><td>1052</td><td>Rapidim PAC</td><td>Uberlândia/MG</td><td align="right">R$ 16,90</td></tr>
<tr style="border-bottom:1px solid #e3eef5;"><td>1053</td><td>Tatuzinho Econômico</td><td>Vitória/ES</td><td align="right">R$ 19,70</td></tr>
<tr style="border-bottom:1px solid #e3eef5;"><td>1054</td><td>Rapidim Expresso</td><td>Rio de Janeiro/RJ</td><td align="right">R$ 17,70</td></tr>
<tr><td colspan="3" style="font-weight:600;">Total debitado</td><td align="right" style="font-weight:600;">R$ 54,30</td></tr>
</table>
<p style="margin:12px 0 20px;font-size:13px;color:#6f8a9c;">Saldo restante: R$ 145,70</p>
<a href="https://app.etiquetai.com.br/envios/lote/LT-90211/pdf" style="display:inline-block;background:#0a84d6;color:#ffffff;padding:11px 22px;border-radius:10px;font-weight:600;text-decoration:none;">Baixar PDF</a>
<p style="margin:20px 0 0;font-size:13px;color:#6f8a9c;">Postar até 20/09/2025. Etiquetas não postadas em 7 dias são canceladas e o valor volta para o saldo.</p>`,
    ),
  },
  {
    family: "etiquetai",
    group: "negative",
    lang: "pt",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "Etiquetaí <financeiro@etiquetai.com.br>",
    to: ME,
    subject: "Recarga de R$ 200,00 confirmada",
    date: d(16, 9, 21, 18),
    enc: "8bit",
    text: `Recebemos seu Pix de R$ 200,00 e o valor já está no seu saldo.

Recarga: #RC-118204
Data: 16/09/2025 21:17
Saldo atual: R$ 200,00

O recibo fica em Conta > Financeiro: https://app.etiquetai.com.br/conta/financeiro

Etiquetaí`,
    html: etiquetai_page(
      "Seu saldo agora é R$ 200,00",
      `<p style="margin:0 0 6px;font-size:20px;font-weight:600;">Recarga confirmada ✅</p>
<p style="margin:0 0 18px;">Recebemos seu Pix de <b>R$ 200,00</b> e o valor já está no seu saldo.</p>
<p style="margin:0;font-size:14px;color:#6f8a9c;">Recarga #RC-118204 &middot; 16/09/2025 21:17<br>Saldo atual: R$ 200,00</p>
<p style="margin:18px 0 0;font-size:14px;">O recibo fica em <a href="https://app.etiquetai.com.br/conta/financeiro" style="color:#0a84d6;">Conta &gt; Financeiro</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Caixaria Mineira (packaging supplier)

const caixaria_mineira: Mail[] = [
  {
    family: "caixaria-mineira",
    group: "negative",
    lang: "pt",
    kind: "order-received",
    code: null,
    link: null,
    from: "Caixaria Mineira - Pedidos <pedidos@caixariamineira.com.br>",
    to: ME,
    subject: "Pedido 56218 recebido - aguardando pagamento do boleto",
    date: d(8, 9, 11, 50),
    enc: "8bit",
    text: `Olá Marina,

Obrigado pela compra! Seu pedido foi recebido.

PEDIDO 56218 - 08/09/2025
--------------------------------------------------
500 un  Pote âmbar PET 100 ml c/ tampa bambu   R$ 612,50
300 un  Caixa kraft presente 15x15x6 c/ visor  R$ 258,00
  2 rl  Fita de cetim 10 mm mostarda (50 m)    R$  47,90
--------------------------------------------------
Subtotal                                       R$ 918,40
Frete (retirada em Contagem)                   R$   0,00
TOTAL                                          R$ 918,40

Forma de pagamento: boleto bancário, vencimento 10/09/2025.
Linha digitável: 03399.12345 67800.000563 21800.101024 8 12110000091840

O pedido é separado após a compensação (até 2 dias úteis). Avisaremos quando estiver pronto para retirada.

Caixaria Mineira Embalagens Ltda.
Av. Babita Camargos, 1.250 - Cidade Industrial - Contagem/MG - 32210-180
(31) 3391-0808 | WhatsApp (31) 98877-2104
www.caixariamineira.com.br`,
    html: null,
  },
  {
    family: "caixaria-mineira",
    group: "negative",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Caixaria Mineira <novidades@caixariamineira.com.br>",
    to: ME,
    subject: "🎄 Embalagens de fim de ano com 15% OFF até domingo",
    date: d(21, 10, 9, 0),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://news.caixariamineira.com.br/unsub?u=a81f20c7&l=nl-2025-10-21>"]],
    text: `Embalagens de fim de ano com 15% OFF

Caixas vermelhas e verdes, sacolas kraft com alça torcida, papel seda estampado e tags "Feito à mão".
Use o cupom NATAL15 até domingo, 26/10. Pedido mínimo R$ 250,00.

Ver coleção: https://news.caixariamineira.com.br/c/nl-2025-10-21/colecao-natal

Caixaria Mineira Embalagens Ltda. · Contagem/MG
Não quer mais receber? https://news.caixariamineira.com.br/unsub?u=a81f20c7&l=nl-2025-10-21`,
    html: `<html><body style="margin:0;background:#f7f2ea;">
<div style="display:none;">Cupom NATAL15 em caixas, sacolas e papel seda. Só até domingo.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;">
<tr><td align="center" style="padding:18px;"><a href="https://news.caixariamineira.com.br/c/nl-2025-10-21/home"><img src="https://news.caixariamineira.com.br/img/logo-caixaria.png" width="180" alt="Caixaria Mineira"></a></td></tr>
<tr><td><a href="https://news.caixariamineira.com.br/c/nl-2025-10-21/colecao-natal"><img src="https://news.caixariamineira.com.br/img/nl-2025-10-21/banner-natal.jpg" width="600" alt="Embalagens de fim de ano com 15% OFF" style="display:block;"></a></td></tr>
<tr><td align="center" style="padding:24px 40px;font-size:16px;line-height:25px;color:#3d2f1e;">
Caixas vermelhas e verdes, sacolas kraft com alça torcida, papel seda estampado e tags &ldquo;Feito à mão&rdquo;.<br><br>
Use o cupom<br><span style="display:inline-block;margin:8px 0;padding:8px 18px;border:2px dashed #b3261e;font-family:Arial,sans-serif;font-size:22px;font-weight:bold;color:#b3261e;">NATAL15</span><br>
<span style="font-size:13px;color:#7d6c57;">até domingo, 26/10. Pedido mínimo R$ 250,00.</span></td></tr>
<tr><td align="center" style="padding:0 0 28px;"><a href="https://news.caixariamineira.com.br/c/nl-2025-10-21/colecao-natal" style="background:#b3261e;color:#ffffff;padding:12px 28px;font-family:Arial,sans-serif;font-weight:bold;text-decoration:none;">VER COLEÇÃO</a></td></tr>
<tr><td align="center" style="padding:18px;background:#3d2f1e;color:#d9cbb5;font-family:Arial,sans-serif;font-size:11px;line-height:17px;">
<a href="https://www.instagram.com/caixariamineira" style="color:#d9cbb5;">Instagram</a> &middot; <a href="https://wa.me/5531988772104" style="color:#d9cbb5;">WhatsApp</a><br>
Caixaria Mineira Embalagens Ltda. &middot; Av. Babita Camargos, 1.250 &middot; Contagem/MG<br>
<a href="https://news.caixariamineira.com.br/unsub?u=a81f20c7&amp;l=nl-2025-10-21" style="color:#d9cbb5;">Não quero mais receber</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Zapeio Business (messenger)

function zapeio_page(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eceff1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<tr><td align="center" style="padding:28px 0 8px;"><img src="https://static.zapeio.com/email/zapeio-business-icon.png" width="48" height="48" alt="Zapeio Business"></td></tr>
<tr><td style="padding:8px 36px 32px;font-size:15px;line-height:22px;color:#263238;">${body}</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#90a4ae;margin:14px 0 0;">Zapeio Tecnologia Ltda. &middot; São Paulo, SP &middot; <a href="https://zapeio.com/legal/privacidade" style="color:#90a4ae;">Privacidade</a> &middot; <a href="https://business.zapeio.com/ajuda" style="color:#90a4ae;">Central de ajuda</a></p>
</td></tr></table></body></html>`;
}

const zapeio: Mail[] = [
  {
    family: "zapeio",
    group: "regional",
    lang: "pt",
    kind: "verify-code",
    code: "270954",
    link: null,
    from: "Zapeio Business <no-reply@business.zapeio.com>",
    to: ME,
    subject: "Código de confirmação do Zapeio Business: 270954",
    date: d(2, 9, 17, 20),
    enc: "qp",
    text: `Confirme seu e-mail

Para adicionar contato@ipeamarelocosmeticos.com.br ao perfil comercial "Ipê Amarelo Cosméticos", digite este código no app:

270954

Com o e-mail confirmado, você consegue recuperar o acesso à conta e receber avisos sobre seus modelos de mensagem.

Se você não tentou adicionar este e-mail, ignore esta mensagem.`,
    html: zapeio_page(
      `<p style="margin:0 0 10px;font-size:19px;font-weight:600;text-align:center;">Confirme seu e-mail</p>
<p style="margin:0 0 20px;text-align:center;">Para adicionar <b>contato@ipeamarelocosmeticos.com.br</b> ao perfil comercial &ldquo;Ipê Amarelo Cosméticos&rdquo;, digite este código no app:</p>
<p style="margin:0 0 20px;text-align:center;font-size:30px;font-weight:700;letter-spacing:10px;color:#00897b;">270954</p>
<p style="margin:0 0 10px;font-size:13px;color:#607d8b;">Com o e-mail confirmado, você consegue recuperar o acesso à conta e receber avisos sobre seus modelos de mensagem.</p>
<p style="margin:0;font-size:13px;color:#607d8b;">Se você não tentou adicionar este e-mail, ignore esta mensagem.</p>`,
    ),
  },
  {
    family: "zapeio",
    group: "negative",
    lang: "pt",
    kind: "template-approved",
    code: null,
    link: null,
    from: "Zapeio Business <no-reply@business.zapeio.com>",
    to: ME,
    subject: 'Modelo "pedido_enviado_v2" aprovado',
    date: d(12, 9, 12, 44),
    enc: "8bit",
    text: `Boa notícia! O modelo de mensagem abaixo foi aprovado e já pode ser enviado aos seus clientes.

Nome: pedido_enviado_v2
Categoria: Utilidade
Idioma: Português (BR)
Conteúdo: "Oi {{1}}! Seu pedido {{2}} foi enviado 💛 Código de rastreio: {{3}}"

Gerenciar modelos: https://business.zapeio.com/modelos

Zapeio Business`,
    html: zapeio_page(`<p style="margin:0 0 12px;font-size:19px;font-weight:600;">Modelo aprovado ✔</p>
<p style="margin:0 0 16px;">O modelo de mensagem abaixo foi aprovado e já pode ser enviado aos seus clientes.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#607d8b;">Nome</td><td>pedido_enviado_v2</td></tr>
<tr><td style="color:#607d8b;">Categoria</td><td>Utilidade</td></tr>
<tr><td style="color:#607d8b;">Idioma</td><td>Português (BR)</td></tr>
</table>
<div style="margin:14px 0 18px;padding:10px 12px;background:#dcf8c6;border-radius:8px;font-size:14px;">Oi {{1}}! Seu pedido {{2}} foi enviado 💛 Código de rastreio: {{3}}</div>
<a href="https://business.zapeio.com/modelos" style="color:#00897b;font-weight:600;">Gerenciar modelos</a>`),
  },
  {
    family: "zapeio",
    group: "negative",
    lang: "pt",
    kind: "new-login",
    code: null,
    link: null,
    from: "Zapeio Business <seguranca@business.zapeio.com>",
    to: ME,
    subject: "Novo acesso ao Zapeio Business Web",
    date: d(25, 10, 21, 3),
    enc: "b64",
    text: `O perfil comercial Ipê Amarelo Cosméticos (+55 31 9****-0417) foi conectado ao Zapeio Business Web.

Navegador: Firefox 131 no Linux
Local aproximado: Belo Horizonte, MG
Data: 25/10/2025 às 21:02

Se foi você, não precisa fazer nada.
Não reconhece? Desconecte todos os aparelhos em Configurações > Aparelhos conectados, no app, ou veja https://business.zapeio.com/ajuda/aparelhos`,
    html: zapeio_page(`<p style="margin:0 0 12px;font-size:19px;font-weight:600;">Novo acesso ao Zapeio Business Web</p>
<p style="margin:0 0 16px;">O perfil comercial <b>Ipê Amarelo Cosméticos</b> (+55 31 9****-0417) foi conectado ao Zapeio Business Web.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;background:#f5f7f8;border-radius:6px;">
<tr><td style="color:#607d8b;">Navegador</td><td>Firefox 131 no Linux</td></tr>
<tr><td style="color:#607d8b;">Local aproximado</td><td>Belo Horizonte, MG</td></tr>
<tr><td style="color:#607d8b;">Data</td><td>25/10/2025 às 21:02</td></tr>
</table>
<p style="margin:16px 0 0;">Se foi você, não precisa fazer nada.</p>
<p style="margin:8px 0 0;font-size:13px;color:#607d8b;">Não reconhece? Desconecte todos os aparelhos em Configurações &gt; Aparelhos conectados, no app, ou <a href="https://business.zapeio.com/ajuda/aparelhos" style="color:#00897b;">veja como proteger sua conta</a>.</p>`),
  },
];

// ---------------------------------------------------------------- Tucano Móvel (phone operator)

const tucano_movel: Mail[] = [
  {
    family: "tucano-movel",
    group: "negative",
    lang: "pt",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Tucano Móvel <fatura@tucanomovel.com.br>",
    to: ME,
    subject: "Sua conta Tucano de outubro chegou: R$ 79,99",
    date: d(5, 10, 10, 10),
    enc: "qp",
    text: `Olá, MARINA GUEDES

Sua conta do mês de outubro já está disponível.

Linha: (31) 9****-0417 · Plano Tucano Controle 25 GB
Valor: R$ 79,99
Vencimento: 15/10/2025
Número da conta: 3100-4829-7715

Pague com Pix ou código de barras no app Minha Tucano ou em https://minha.tucanomovel.com.br/faturas

Está em débito automático? Então não precisa fazer nada.

Tucano Móvel S.A. · *144 do seu Tucano · 0800 881 1440`,
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#1d1d1b;">
<tr><td style="background:#000000;padding:18px 24px;"><img src="https://img.tucanomovel.com.br/email/tucano-logo-bicolor.png" width="130" alt="Tucano Móvel"></td></tr>
<tr><td style="background:#ffcc00;padding:26px 24px;font-size:22px;font-weight:bold;">Olá, MARINA GUEDES<br><span style="font-size:16px;font-weight:normal;">sua conta de outubro chegou</span></td></tr>
<tr><td style="padding:24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr><td style="border-bottom:1px solid #eee;">Linha</td><td align="right" style="border-bottom:1px solid #eee;">(31) 9****-0417</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Plano</td><td align="right" style="border-bottom:1px solid #eee;">Tucano Controle 25 GB</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Número da conta</td><td align="right" style="border-bottom:1px solid #eee;">3100-4829-7715</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Vencimento</td><td align="right" style="border-bottom:1px solid #eee;">15/10/2025</td></tr>
<tr><td style="font-size:18px;font-weight:bold;">Valor</td><td align="right" style="font-size:18px;font-weight:bold;">R$ 79,99</td></tr>
</table>
<p style="text-align:center;margin:24px 0;"><a href="https://minha.tucanomovel.com.br/faturas" style="background:#000;color:#ffcc00;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Pagar com Pix</a></p>
<p style="font-size:13px;color:#666;">Está em débito automático? Então não precisa fazer nada.</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f4f4f4;font-size:11px;color:#777;line-height:17px;">
Baixe o app Minha Tucano: <a href="https://apps.apple.com/br/app/minha-tucano/id1420077351" style="color:#777;">App Store</a> | <a href="https://play.google.com/store/apps/details?id=br.com.tucanomovel.minha" style="color:#777;">Google Play</a><br>
Tucano Móvel S.A. &middot; CNPJ 05.811.407/0001-62 &middot; *144 do seu Tucano &middot; 0800 881 1440</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tucano-movel",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: "https://click.tucanomovel.com.br/ls/click?upn=u001.Hq7bY2kPz-2FvN0xR4mTa8cW3dE1fG5hJ9kL&id=cfm_email",
    from: "Minha Tucano <minhatucano@tucanomovel.com.br>",
    to: ME,
    subject: "Confirme o e-mail cadastrado na Minha Tucano",
    date: d(9, 10, 12, 58),
    enc: "b64",
    text: `Olá, Marina!

Você cadastrou este e-mail para receber a conta digital e os avisos da linha (31) 9****-0417.

Para ativar, confirme o e-mail:
https://click.tucanomovel.com.br/ls/click?upn=u001.Hq7bY2kPz-2FvN0xR4mTa8cW3dE1fG5hJ9kL&id=cfm_email

Depois de confirmar, a conta em papel deixa de ser enviada a partir do próximo ciclo.

Não foi você? Desconsidere. Nada muda na sua linha.

Tucano Móvel · 0800 881 1440`,
    html: `<html><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#1d1d1b;">
<tr><td style="background:#000;padding:16px 24px;"><img src="https://img.tucanomovel.com.br/email/tucano-logo-bicolor.png" width="120" alt="Tucano Móvel"></td></tr>
<tr><td style="padding:28px 24px;font-size:15px;line-height:23px;">
<p style="margin:0 0 12px;">Olá, Marina!</p>
<p style="margin:0 0 20px;">Você cadastrou este e-mail para receber a conta digital e os avisos da linha (31) 9****-0417.</p>
<p style="text-align:center;margin:0 0 22px;"><a href="https://click.tucanomovel.com.br/ls/click?upn=u001.Hq7bY2kPz-2FvN0xR4mTa8cW3dE1fG5hJ9kL&amp;id=cfm_email" style="display:inline-block;background:#ffcc00;color:#000;padding:13px 34px;border-radius:24px;font-weight:bold;text-decoration:none;">Confirmar e-mail</a></p>
<p style="margin:0 0 10px;font-size:13px;color:#666;">Depois de confirmar, a conta em papel deixa de ser enviada a partir do próximo ciclo.</p>
<p style="margin:0;font-size:13px;color:#666;">Não foi você? Desconsidere. Nada muda na sua linha.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#888;">Tucano Móvel S.A. &middot; 0800 881 1440 &middot; <a href="https://www.tucanomovel.com.br/privacidade" style="color:#888;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Adorbit (ads platform)

function adorbit_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Adorbit</title>
<style>@media only screen and (max-width:600px){.container{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:#f5f6fa;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:36px 12px;">
<table role="presentation" class="container" width="560" cellspacing="0" cellpadding="0" border="0">
<tr><td style="padding-bottom:20px;"><img src="https://email-assets.adorbit.com/v3/adorbit-logo-dark.png" width="104" height="26" alt="Adorbit Ads"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e3e5ee;border-radius:10px;padding:32px;font-family:Inter,'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:24px;color:#1c1f2e;">${body}</td></tr>
<tr><td style="padding:22px 4px;font-family:Arial,sans-serif;font-size:11px;line-height:18px;color:#8a8fa8;">
You're receiving this service message because you have an Adorbit Ads account.<br>
Adorbit, Inc. &middot; 500 Howard Street, Suite 300 &middot; San Francisco, CA 94105, USA<br>
<a href="https://adorbit.com/legal/privacy" style="color:#8a8fa8;">Privacy</a> &middot; <a href="https://help.adorbit.com" style="color:#8a8fa8;">Help Center</a> &middot; &copy; 2025 Adorbit, Inc.
</td></tr></table></td></tr></table></body></html>`;
}

const adorbit: Mail[] = [
  {
    family: "adorbit",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "418552",
    link: "https://ads.adorbit.com/verify-email?uid=act_55102947&code=418552&sig=b1f0e9a2",
    from: "Adorbit Ads <no-reply@adorbit.com>",
    to: ME,
    subject: "Verify your business email for Adorbit Ads",
    date: d(4, 9, 13, 29, "-0700"),
    enc: "qp",
    text: `Verify your business email

Hi Marina,

You added contato@ipeamarelocosmeticos.com.br as the business email for the ad account "Ipê Amarelo Cosméticos" (ID 551-029-47).

Click the link below to verify it:
https://ads.adorbit.com/verify-email?uid=act_55102947&code=418552&sig=b1f0e9a2

Or enter this code in Ads Manager: 418 552

The code and the link expire in 24 hours. Until the email is verified, your campaigns can't be published.

Adorbit Ads Team`,
    html: adorbit_page(
      "Your code is 418 552. Verify to start publishing campaigns.",
      `<h1 style="margin:0 0 16px;font-size:22px;">Verify your business email</h1>
<p style="margin:0 0 14px;">Hi Marina,</p>
<p style="margin:0 0 22px;">You added <b>contato@ipeamarelocosmeticos.com.br</b> as the business email for the ad account &ldquo;Ipê Amarelo Cosméticos&rdquo; (ID 551-029-47).</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0"><tr><td style="background:#4b3cf5;border-radius:6px;">
<a href="https://ads.adorbit.com/verify-email?uid=act_55102947&amp;code=418552&amp;sig=b1f0e9a2" style="display:inline-block;padding:12px 28px;color:#ffffff;font-weight:600;text-decoration:none;">Verify email</a></td></tr></table>
<p style="margin:24px 0 8px;color:#5d6278;">Or enter this code in Ads Manager:</p>
<p style="margin:0 0 22px;font-size:28px;font-weight:700;letter-spacing:3px;">418 552</p>
<p style="margin:0;font-size:13px;color:#5d6278;">The code and the link expire in 24 hours. Until the email is verified, your campaigns can't be published.</p>`,
    ),
  },
  {
    family: "adorbit",
    group: "negative",
    lang: "en",
    kind: "performance-report",
    code: null,
    link: null,
    from: "Adorbit Ads <reports@adorbit.com>",
    to: ME,
    subject: "Your weekly ad performance: Sep 22 – Sep 28",
    date: d(29, 9, 6, 0, "-0700"),
    enc: "7bit",
    text: `Weekly performance - Ipe Amarelo Cosmeticos (ID 551-029-47)
Sep 22 - Sep 28, 2025

Spend: R$ 148.20 (+12% vs. previous week)
Impressions: 21,406
Clicks: 512 (CTR 2.39%)
Purchases: 14
Cost per purchase: R$ 10.59

Top campaign: "Kit Lavanda - Dia dos Professores" - 9 purchases

See full report: https://ads.adorbit.com/reports/weekly?acct=55102947&w=2025-39

Adorbit, Inc. - 500 Howard Street, Suite 300, San Francisco, CA 94105
Unsubscribe from weekly reports: https://ads.adorbit.com/settings/notifications?acct=55102947`,
    html: adorbit_page(
      "Spend R$ 148.20, 14 purchases, cost per purchase R$ 10.59",
      `<p style="margin:0 0 4px;font-size:13px;color:#5d6278;">Sep 22 &ndash; Sep 28, 2025 &middot; Ipe Amarelo Cosmeticos (ID 551-029-47)</p>
<h1 style="margin:0 0 20px;font-size:21px;">Weekly performance</h1>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr>
<td width="33%" style="padding:12px;background:#f5f6fa;border-radius:8px;"><span style="font-size:12px;color:#5d6278;">Spend</span><br><b style="font-size:19px;">R$ 148.20</b><br><span style="font-size:12px;color:#1a9c5b;">+12%</span></td>
<td width="4"></td>
<td width="33%" style="padding:12px;background:#f5f6fa;border-radius:8px;"><span style="font-size:12px;color:#5d6278;">Purchases</span><br><b style="font-size:19px;">14</b><br><span style="font-size:12px;color:#5d6278;">R$ 10.59 each</span></td>
<td width="4"></td>
<td width="33%" style="padding:12px;background:#f5f6fa;border-radius:8px;"><span style="font-size:12px;color:#5d6278;">Clicks</span><br><b style="font-size:19px;">512</b><br><span style="font-size:12px;color:#5d6278;">CTR 2.39%</span></td>
</tr></table>
<p style="margin:20px 0 6px;">Impressions: 21,406</p>
<p style="margin:0 0 22px;">Top campaign: <b>&ldquo;Kit Lavanda - Dia dos Professores&rdquo;</b> &ndash; 9 purchases</p>
<a href="https://ads.adorbit.com/reports/weekly?acct=55102947&amp;w=2025-39" style="color:#4b3cf5;font-weight:600;">See full report &rarr;</a>
<p style="margin:24px 0 0;font-size:12px;color:#8a8fa8;"><a href="https://ads.adorbit.com/settings/notifications?acct=55102947" style="color:#8a8fa8;">Unsubscribe from weekly reports</a></p>`,
    ),
  },
  {
    family: "adorbit",
    group: "negative",
    lang: "en",
    kind: "payment-failed",
    code: null,
    link: null,
    from: "Adorbit Ads Billing <billing@adorbit.com>",
    to: ME,
    subject: "Action needed: payment for account 551-029-47 was declined",
    date: d(13, 10, 4, 12, "-0700"),
    enc: "b64",
    text: `We couldn't charge your payment method

Account: Ipê Amarelo Cosméticos (ID 551-029-47)
Amount: R$ 300.00 (billing threshold)
Payment method: Mastercard •••• 8054
Date: Oct 13, 2025

Your ads are paused until the balance is paid. Update your payment method or pay now in Billing:
https://ads.adorbit.com/billing?acct=55102947

If you already paid, you can ignore this message.`,
    html: adorbit_page(
      "Your ads are paused until the balance is paid.",
      `<h1 style="margin:0 0 16px;font-size:22px;color:#c62828;">We couldn't charge your payment method</h1>
<table role="presentation" width="100%" cellspacing="0" cellpadding="6" border="0" style="font-size:14px;">
<tr><td style="color:#5d6278;">Account</td><td>Ipê Amarelo Cosméticos (ID 551-029-47)</td></tr>
<tr><td style="color:#5d6278;">Amount</td><td>R$ 300.00 (billing threshold)</td></tr>
<tr><td style="color:#5d6278;">Payment method</td><td>Mastercard &bull;&bull;&bull;&bull; 8054</td></tr>
<tr><td style="color:#5d6278;">Date</td><td>Oct 13, 2025</td></tr>
</table>
<p style="margin:18px 0 22px;">Your ads are paused until the balance is paid. Update your payment method or pay now in Billing.</p>
<a href="https://ads.adorbit.com/billing?acct=55102947" style="display:inline-block;padding:12px 28px;background:#1c1f2e;color:#ffffff;border-radius:6px;font-weight:600;text-decoration:none;">Go to Billing</a>
<p style="margin:22px 0 0;font-size:13px;color:#5d6278;">If you already paid, you can ignore this message.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Pincelo (design tool)

function pincelo_page(body: string): string {
  return `<html><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;background:#fdf6f0;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:40px 16px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'DM Sans',Helvetica,Arial,sans-serif;color:#2d1e2f;">
<tr><td align="center" style="padding-bottom:24px;"><img src="https://mail.pincelo.app/img/pincelo-logo-rosa.png" width="120" alt="Pincelo"></td></tr>
<tr><td style="background:#ffffff;border-radius:20px;padding:36px 32px;font-size:15px;line-height:24px;">${body}</td></tr>
<tr><td align="center" style="padding:22px 0 0;font-size:11px;line-height:17px;color:#9b8a95;">
<a href="https://www.instagram.com/pincelo.app"><img src="https://mail.pincelo.app/img/ig.png" width="20" alt="Instagram"></a>&nbsp;
<a href="https://www.tiktok.com/@pincelo.app"><img src="https://mail.pincelo.app/img/tt.png" width="20" alt="TikTok"></a><br>
Pincelo Design Ltda. &middot; Florianópolis/SC<br>
<a href="https://pincelo.app/ajuda" style="color:#9b8a95;">Ajuda</a> &middot; <a href="https://pincelo.app/privacidade" style="color:#9b8a95;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`;
}

const pincelo: Mail[] = [
  {
    family: "pincelo",
    group: "regional",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: "https://pincelo.app/equipe/entrar?convite=T9fK3wQx7LpA2mZc",
    from: "Pincelo <equipes@pincelo.app>",
    to: ME,
    subject: 'Júlia Campos chamou você para a equipe "Ateliê Ipê - Social"',
    date: d(10, 9, 15, 11),
    enc: "b64",
    text: `Júlia Campos chamou você para a equipe "Ateliê Ipê - Social" no Pincelo.

Na equipe vocês compartilham modelos de posts, a paleta da marca (amarelo ipê #F2B705, verde #2E5E3A) e as fontes do kit.

Entrar na equipe:
https://pincelo.app/equipe/entrar?convite=T9fK3wQx7LpA2mZc

Este convite é pessoal e vale por 14 dias.`,
    html: pincelo_page(
      `<p style="margin:0 0 18px;text-align:center;"><img src="https://mail.pincelo.app/avatars/u_30021/julia.png" width="60" height="60" alt="Júlia Campos" style="border-radius:50%;"></p>
<p style="margin:0 0 14px;text-align:center;font-size:19px;font-weight:700;">Júlia Campos chamou você para a equipe &ldquo;Ateliê Ipê - Social&rdquo;</p>
<p style="margin:0 0 24px;text-align:center;color:#6f5d69;">Na equipe vocês compartilham modelos de posts, a paleta da marca e as fontes do kit.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:22px;"><tr>
<td width="25%" height="34" style="background:#F2B705;border-radius:8px 0 0 8px;"></td><td width="25%" style="background:#2E5E3A;"></td><td width="25%" style="background:#F6E7D8;"></td><td width="25%" style="background:#5A3E36;border-radius:0 8px 8px 0;"></td>
</tr></table>
<p style="margin:0 0 18px;text-align:center;"><a href="https://pincelo.app/equipe/entrar?convite=T9fK3wQx7LpA2mZc" style="display:inline-block;background:#e0457b;color:#ffffff;padding:13px 36px;border-radius:30px;font-weight:700;text-decoration:none;">Entrar na equipe</a></p>
<p style="margin:0;text-align:center;font-size:12px;color:#9b8a95;">Este convite é pessoal e vale por 14 dias.</p>`,
    ),
  },
  {
    family: "pincelo",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "Q7M2KX",
    link: null,
    from: "Pincelo <acesso@pincelo.app>",
    to: ME,
    subject: "Seu código de login no Pincelo",
    date: d(20, 10, 9, 37),
    enc: "qp",
    text: `Seu código de login é:

Q7M2KX

Digite o código na janela em que você pediu para entrar. Ele expira em 10 minutos.

Pedido feito do Chrome em Belo Horizonte, Brasil. Se não foi você, pode ignorar: ninguém entra sem o código.

Pincelo · https://pincelo.app/ajuda`,
    html: pincelo_page(
      `<p style="margin:0 0 12px;text-align:center;font-size:19px;font-weight:700;">Seu código de login</p>
<p style="margin:0 0 20px;text-align:center;color:#6f5d69;">Digite o código na janela em que você pediu para entrar.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="6"><tr>
<td style="width:40px;height:50px;text-align:center;font-family:'Courier New',monospace;font-size:28px;font-weight:700;background:#fdeef3;border-radius:10px;">Q</td>
<td style="width:40px;height:50px;text-align:center;font-family:'Courier New',monospace;font-size:28px;font-weight:700;background:#fdeef3;border-radius:10px;">7</td>
<td style="width:40px;height:50px;text-align:center;font-family:'Courier New',monospace;font-size:28px;font-weight:700;background:#fdeef3;border-radius:10px;">M</td>
<td style="width:40px;height:50px;text-align:center;font-family:'Courier New',monospace;font-size:28px;font-weight:700;background:#fdeef3;border-radius:10px;">2</td>
<td style="width:40px;height:50px;text-align:center;font-family:'Courier New',monospace;font-size:28px;font-weight:700;background:#fdeef3;border-radius:10px;">K</td>
<td style="width:40px;height:50px;text-align:center;font-family:'Courier New',monospace;font-size:28px;font-weight:700;background:#fdeef3;border-radius:10px;">X</td>
</tr></table>
<p style="margin:20px 0 0;text-align:center;font-size:12px;color:#9b8a95;">Ele expira em 10 minutos. Pedido feito do Chrome em Belo Horizonte, Brasil. Se não foi você, pode ignorar: ninguém entra sem o código.</p>`,
    ),
  },
  {
    family: "pincelo",
    group: "negative",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Pincelo <novidades@pincelo.app>",
    to: ME,
    subject: "Black Friday chegando: 120 modelos novos para lojinhas",
    date: d(27, 10, 11, 15),
    enc: "8bit",
    headers: [["List-Unsubscribe", "<mailto:sair@pincelo.app?subject=unsubscribe>"]],
    text: `120 modelos novos para a sua Black Friday

Stories de contagem regressiva, banners para marketplace (1200x1200) e etiquetas de preço prontas para imprimir.
Dica: com o recurso "Redimensionar mágico" do Pincelo Pro você adapta um post para 6 formatos de uma vez.

Ver modelos: https://pincelo.app/modelos/black-friday?utm_source=newsletter&utm_campaign=bf25

Assinantes do plano anual pagam R$ 19,90/mês até 30/11.

Não quer receber novidades? https://pincelo.app/conta/emails`,
    html: pincelo_page(
      `<p style="margin:0 0 12px;font-size:21px;font-weight:700;">120 modelos novos para a sua Black Friday 🖤</p>
<a href="https://pincelo.app/modelos/black-friday?utm_source=newsletter&amp;utm_campaign=bf25"><img src="https://mail.pincelo.app/campanhas/bf25/grade-modelos.jpg" width="416" alt="Prévia dos modelos de Black Friday" style="display:block;width:100%;border-radius:12px;margin-bottom:18px;"></a>
<p style="margin:0 0 14px;">Stories de contagem regressiva, banners para marketplace (1200x1200) e etiquetas de preço prontas para imprimir.</p>
<p style="margin:0 0 20px;color:#6f5d69;">Dica: com o recurso &ldquo;Redimensionar mágico&rdquo; do Pincelo Pro você adapta um post para 6 formatos de uma vez.</p>
<p style="margin:0 0 20px;"><a href="https://pincelo.app/modelos/black-friday?utm_source=newsletter&amp;utm_campaign=bf25" style="display:inline-block;background:#2d1e2f;color:#ffffff;padding:12px 28px;border-radius:30px;font-weight:700;text-decoration:none;">Ver modelos</a></p>
<p style="margin:0;font-size:13px;color:#6f5d69;">Assinantes do plano anual pagam R$ 19,90/mês até 30/11.</p>
<p style="margin:16px 0 0;font-size:11px;color:#9b8a95;"><a href="https://pincelo.app/conta/emails" style="color:#9b8a95;">Não quero receber novidades</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Esencias del Plata (raw materials, Argentina)

function esencias_page(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f1ec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Lato,Arial,sans-serif;color:#2f2a24;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e7e0d4;"><img src="https://www.esenciasdelplata.com.ar/img/mail/logo-edp.png" width="160" alt="Esencias del Plata · Materias primas cosméticas"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:23px;">${body}</td></tr>
<tr><td style="padding:16px 28px;background:#2f2a24;color:#cfc6b8;font-size:11px;line-height:17px;">
Esencias del Plata S.R.L. &middot; Av. Warnes 2140 &middot; C1427 CABA &middot; Argentina &middot; +54 11 4858-3020<br>
<a href="https://mayoristas.esenciasdelplata.com.ar/ayuda" style="color:#cfc6b8;">Ayuda</a> &middot; <a href="https://www.esenciasdelplata.com.ar/privacidad" style="color:#cfc6b8;">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`;
}

const esencias_del_plata: Mail[] = [
  {
    family: "esencias-del-plata",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "5203",
    link: null,
    from: "Esencias del Plata <mayoristas@esenciasdelplata.com.ar>",
    to: ME,
    subject: "Tu código para activar la cuenta mayorista",
    date: d(1, 9, 10, 26),
    enc: "qp",
    text: `¡Hola, Marina!

Gracias por registrarte en el portal mayorista de Esencias del Plata.
Para activar tu cuenta, ingresá este código en la pantalla de registro:

5203

El código vence en 30 minutos.

Una vez activada la cuenta, un asesor va a revisar los datos de tu empresa (CNPJ 48.920.113/0001-55) para habilitar los precios de exportación a Brasil.

Saludos,
Equipo Mayoristas · Esencias del Plata`,
    html: esencias_page(`<p style="margin:0 0 12px;">¡Hola, Marina!</p>
<p style="margin:0 0 18px;">Gracias por registrarte en el portal mayorista de Esencias del Plata. Para activar tu cuenta, ingresá este código en la pantalla de registro:</p>
<p style="margin:0 0 18px;text-align:center;"><span style="display:inline-block;padding:12px 28px;background:#f4f1ec;border:1px solid #d8cdb9;font-size:30px;font-weight:bold;letter-spacing:8px;">5203</span></p>
<p style="margin:0 0 14px;font-size:13px;color:#7a7064;">El código vence en 30 minutos.</p>
<p style="margin:0;">Una vez activada la cuenta, un asesor va a revisar los datos de tu empresa (CNPJ 48.920.113/0001-55) para habilitar los precios de exportación a Brasil.</p>`),
  },
  {
    family: "esencias-del-plata",
    group: "negative",
    lang: "es",
    kind: "proforma",
    code: null,
    link: null,
    from: "Lucía Ferreyra <lferreyra@esenciasdelplata.com.ar>",
    to: ME,
    subject: "Proforma PF-2025-0917 - Ipê Amarelo Cosméticos",
    date: d(15, 9, 16, 48),
    enc: "8bit",
    text: `Hola Marina, ¿cómo estás?

Te adjunto la proforma PF-2025-0917 con lo que conversamos por teléfono:

- Manteca de karité refinada, 5 kg ......... USD 42,00
- Aceite esencial de lavanda, 1 L .......... USD 58,50
- Arcilla verde cosmética, 10 kg ........... USD 21,30
- Flete aéreo Buenos Aires - Confins (MG) .. USD 38,00
Total ...................................... USD 159,80

Condiciones: pago anticipado por transferencia o tarjeta, validez de la proforma 10 días. Los certificados de análisis (COA) de cada lote van con la mercadería.

Cualquier duda me escribís por acá o al WhatsApp +54 9 11 6244-1187.

Un abrazo,
Lucía Ferreyra
Comercio Exterior · Esencias del Plata S.R.L.
Av. Warnes 2140, CABA`,
    html: null,
    attachment: [
      "PF-2025-0917.pdf",
      "application/pdf",
      "%PDF-1.4\n% Proforma PF-2025-0917\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "esencias-del-plata",
    group: "negative",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Esencias del Plata <despachos@esenciasdelplata.com.ar>",
    to: ME,
    subject: "Tu pedido 20931 fue despachado a Brasil",
    date: d(24, 9, 12, 5),
    enc: "b64",
    text: `¡Tu pedido ya viaja!

Pedido: 20931 (proforma PF-2025-0917)
Transporte: courier aéreo · guía 7741 2098 3350
Destino: Belo Horizonte (MG), Brasil
Bultos: 2 · 16,4 kg
Entrega estimada: 30/09 al 03/10, sujeta a liberación aduanera

Los impuestos de importación en Brasil los cobra el courier al momento de la entrega.
Seguimiento: https://mayoristas.esenciasdelplata.com.ar/pedidos/20931

Esencias del Plata S.R.L.`,
    html: esencias_page(`<p style="margin:0 0 14px;font-size:20px;font-weight:bold;">¡Tu pedido ya viaja! ✈️</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #e7e0d4;">
<tr><td style="color:#7a7064;">Pedido</td><td>20931 (proforma PF-2025-0917)</td></tr>
<tr><td style="color:#7a7064;">Transporte</td><td>courier aéreo &middot; guía 7741 2098 3350</td></tr>
<tr><td style="color:#7a7064;">Destino</td><td>Belo Horizonte (MG), Brasil</td></tr>
<tr><td style="color:#7a7064;">Bultos</td><td>2 &middot; 16,4 kg</td></tr>
<tr><td style="color:#7a7064;">Entrega estimada</td><td>30/09 al 03/10, sujeta a liberación aduanera</td></tr>
</table>
<p style="margin:16px 0;font-size:13px;color:#7a7064;">Los impuestos de importación en Brasil los cobra el courier al momento de la entrega.</p>
<p><a href="https://mayoristas.esenciasdelplata.com.ar/pedidos/20931" style="color:#8a5a2b;font-weight:bold;">Ver seguimiento</a></p>`),
  },
];

// ---------------------------------------------------------------- Craftmoor (international handmade marketplace)

function craftmoor_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<div style="display:none;font-size:0;line-height:0;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="font-family:Georgia,'Times New Roman',serif;color:#222;">
<tr><td style="padding:28px 24px 18px;border-bottom:1px solid #e6e1d9;"><img src="https://img.craftmoor.com/email/craftmoor-wordmark.png" width="140" alt="Craftmoor"></td></tr>
<tr><td style="padding:28px 24px;font-size:16px;line-height:26px;">${body}</td></tr>
<tr><td style="padding:20px 24px;border-top:1px solid #e6e1d9;font-family:Arial,sans-serif;font-size:11px;line-height:18px;color:#8a8275;">
Craftmoor Ltd, 14 Wharf Road, London N1 7GR, United Kingdom<br>
<a href="https://www.craftmoor.com/help" style="color:#8a8275;">Help</a> &middot; <a href="https://www.craftmoor.com/legal/privacy" style="color:#8a8275;">Privacy</a> &middot; <a href="https://www.craftmoor.com/your/account/emails" style="color:#8a8275;">Email settings</a></td></tr>
</table></td></tr></table></body></html>`;
}

const craftmoor: Mail[] = [
  {
    family: "craftmoor",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.craftmoor.com/email/confirm?k=4Rb9xT2m&uid=78812044&src=shop_signup",
    from: "Craftmoor <hello@mail.craftmoor.com>",
    to: ME,
    subject: "One more step to open your Craftmoor shop",
    date: d(7, 9, 14, 3, "+0100"),
    enc: "qp",
    text: `Hi Marina,

Thanks for starting your shop, IpeAmareloNaturals, on Craftmoor.

Before you can list items, please confirm your email address:
https://www.craftmoor.com/email/confirm?k=4Rb9xT2m&uid=78812044&src=shop_signup

Didn't sign up? Let us know at https://www.craftmoor.com/help and we'll look into it.

Happy making,
The Craftmoor team`,
    html: craftmoor_page(
      "Confirm your email so you can start listing items.",
      `<p style="margin:0 0 16px;">Hi Marina,</p>
<p style="margin:0 0 16px;">Thanks for starting your shop, <b>IpeAmareloNaturals</b>, on Craftmoor. Before you can list items, please confirm your email address.</p>
<p style="margin:26px 0;"><a href="https://www.craftmoor.com/email/confirm?k=4Rb9xT2m&amp;uid=78812044&amp;src=shop_signup" style="font-family:Arial,sans-serif;font-size:15px;background:#3d5a40;color:#ffffff;padding:13px 30px;border-radius:3px;text-decoration:none;">Confirm email</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5c564c;">Didn't sign up? <a href="https://www.craftmoor.com/help" style="color:#3d5a40;">Let us know</a> and we'll look into it.</p>
<p style="margin:0;">Happy making,<br>The Craftmoor team</p>`,
    ),
  },
  {
    family: "craftmoor",
    group: "negative",
    lang: "en",
    kind: "order-sold",
    code: null,
    link: null,
    from: "Craftmoor <transaction@mail.craftmoor.com>",
    to: ME,
    subject: "You made a sale on Craftmoor! Order #3318840127",
    date: d(2, 10, 8, 44, "+0100"),
    enc: "7bit",
    text: `Congratulations, you made a sale!

Order #3318840127
Buyer: Hannah K. (Portland, OR, United States)
Item: Cupuacu Butter Lip Balm Trio - vanilla, guava, unscented
Quantity: 1
Item total: US$ 24.00
Shipping charged: US$ 9.50
Craftmoor fees (6.5% + processing): US$ 2.71

Ship by: Oct 9, 2025

View order details and print the customs form:
https://www.craftmoor.com/your/orders/3318840127

Craftmoor Ltd, 14 Wharf Road, London N1 7GR`,
    html: craftmoor_page(
      "Cupuacu Butter Lip Balm Trio, ship by Oct 9",
      `<p style="margin:0 0 18px;font-size:24px;">Congratulations, you made a sale!</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="font-family:Arial,sans-serif;font-size:14px;"><tr>
<td width="110" valign="top"><img src="https://img.craftmoor.com/listing/1183302/lipbalm-trio_170x135.jpg" width="96" alt="Cupuacu Butter Lip Balm Trio"></td>
<td valign="top"><b>Cupuacu Butter Lip Balm Trio</b><br>vanilla, guava, unscented<br>Quantity: 1<br>Order #3318840127</td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" role="presentation" style="font-family:Arial,sans-serif;font-size:14px;margin-top:18px;border-top:1px solid #e6e1d9;">
<tr><td>Item total</td><td align="right">US$ 24.00</td></tr>
<tr><td>Shipping charged</td><td align="right">US$ 9.50</td></tr>
<tr><td>Craftmoor fees (6.5% + processing)</td><td align="right">US$ 2.71</td></tr>
</table>
<p style="margin:18px 0 6px;font-family:Arial,sans-serif;font-size:14px;">Buyer: Hannah K. (Portland, OR, United States)<br>Ship by: <b>Oct 9, 2025</b></p>
<p style="margin:22px 0 0;"><a href="https://www.craftmoor.com/your/orders/3318840127" style="font-family:Arial,sans-serif;font-size:14px;color:#3d5a40;">View order and print the customs form</a></p>`,
    ),
  },
  {
    family: "craftmoor",
    group: "negative",
    lang: "en",
    kind: "policy-update",
    code: null,
    link: null,
    from: "Craftmoor Seller Updates <updates@mail.craftmoor.com>",
    to: ME,
    subject: "Changes to transaction fees starting December 1",
    date: d(23, 10, 17, 0, "+0100"),
    enc: "qp",
    text: `Hi IpeAmareloNaturals,

We're writing to let you know about an update to our Seller Terms.

From December 1, 2025, the transaction fee will change from 6.5% to 6.9% of the item price and shipping. Listing fees (US$ 0.20 per item) stay the same. Shops with fewer than 50 sales in the last 12 months keep the current rate until March 1, 2026.

Read the full update: https://www.craftmoor.com/news/fees-update-2025

You don't need to do anything. By continuing to sell after December 1, you accept the updated terms.

Craftmoor Ltd, 14 Wharf Road, London N1 7GR`,
    html: craftmoor_page(
      "From December 1 the transaction fee changes to 6.9%.",
      `<p style="margin:0 0 16px;">Hi IpeAmareloNaturals,</p>
<p style="margin:0 0 16px;">We're writing to let you know about an update to our Seller Terms.</p>
<p style="margin:0 0 16px;">From <b>December 1, 2025</b>, the transaction fee will change from 6.5% to 6.9% of the item price and shipping. Listing fees (US$ 0.20 per item) stay the same. Shops with fewer than 50 sales in the last 12 months keep the current rate until March 1, 2026.</p>
<p style="margin:0 0 16px;"><a href="https://www.craftmoor.com/news/fees-update-2025" style="color:#3d5a40;">Read the full update</a></p>
<p style="margin:0;font-size:14px;color:#5c564c;">You don't need to do anything. By continuing to sell after December 1, you accept the updated terms.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Distillerie de Cabris (essential oils, France)

const distillerie_cabris: Mail[] = [
  {
    family: "distillerie-cabris",
    group: "negative",
    lang: "fr",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Distillerie de Cabris <commandes@distillerie-cabris.fr>",
    to: ME,
    subject: "Confirmation de votre commande n° DC-48127",
    date: d(26, 9, 10, 19, "+0200"),
    enc: "qp",
    text: `Bonjour Marina,

Merci pour votre commande ! Nous l'avons bien reçue et elle sera préparée sous 48 heures ouvrées.

Commande n° DC-48127 du 26/09/2025
- Huile essentielle de lavande fine AOP, 250 ml ..... 68,00 €
- Hydrolat de fleur d'oranger bio, 1 L .............. 24,50 €
- Absolue de rose centifolia (échantillon 5 ml) ...... 0,00 €
Livraison internationale (Brésil, colis suivi) ....... 39,00 €
Total TTC ............................................ 131,50 €
Payé par carte Visa •••• 8054

Les fiches de données de sécurité (FDS) sont disponibles dans votre espace client.

Distillerie de Cabris · 12 chemin des Oliviers · 06530 Cabris · France
+33 4 93 60 52 18 · https://www.distillerie-cabris.fr`,
    html: `<html><body style="margin:0;background:#f3eef6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Cormorant Garamond',Georgia,serif;color:#3a2f45;">
<tr><td align="center" style="padding:26px;border-bottom:2px solid #8e6bb0;"><img src="https://www.distillerie-cabris.fr/media/mail/logo-distillerie.png" width="170" alt="Distillerie de Cabris — depuis 1921"></td></tr>
<tr><td style="padding:26px 32px;font-size:16px;line-height:25px;">
<p style="margin:0 0 14px;">Bonjour Marina,</p>
<p style="margin:0 0 18px;">Merci pour votre commande ! Nous l'avons bien reçue et elle sera préparée sous 48 heures ouvrées.</p>
<p style="margin:0 0 8px;font-weight:bold;">Commande n° DC-48127 du 26/09/2025</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;">
<tr><td style="border-bottom:1px solid #eee;">Huile essentielle de lavande fine AOP, 250 ml</td><td align="right" style="border-bottom:1px solid #eee;">68,00 €</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Hydrolat de fleur d'oranger bio, 1 L</td><td align="right" style="border-bottom:1px solid #eee;">24,50 €</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Absolue de rose centifolia (échantillon 5 ml)</td><td align="right" style="border-bottom:1px solid #eee;">0,00 €</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Livraison internationale (Brésil, colis suivi)</td><td align="right" style="border-bottom:1px solid #eee;">39,00 €</td></tr>
<tr><td style="font-weight:bold;">Total TTC</td><td align="right" style="font-weight:bold;">131,50 €</td></tr>
</table>
<p style="margin:14px 0 0;font-family:Arial,sans-serif;font-size:13px;color:#6e6478;">Payé par carte Visa &bull;&bull;&bull;&bull; 8054. Les fiches de données de sécurité (FDS) sont disponibles dans votre <a href="https://www.distillerie-cabris.fr/mon-compte" style="color:#8e6bb0;">espace client</a>.</p>
</td></tr>
<tr><td align="center" style="padding:18px;background:#3a2f45;color:#d8cfe0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;">
Distillerie de Cabris &middot; 12 chemin des Oliviers &middot; 06530 Cabris &middot; France<br>+33 4 93 60 52 18 &middot; <a href="https://www.distillerie-cabris.fr/cgv" style="color:#d8cfe0;">CGV</a> &middot; <a href="https://www.distillerie-cabris.fr/confidentialite" style="color:#d8cfe0;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "distillerie-cabris",
    group: "consumer",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://www.distillerie-cabris.fr/mon-compte/reinitialiser?cle=7c2e19f0ab34d6e8&id=30187",
    from: "Distillerie de Cabris <ne-pas-repondre@distillerie-cabris.fr>",
    to: ME,
    subject: "Réinitialisation de votre mot de passe",
    date: d(26, 9, 9, 51, "+0200"),
    enc: "b64",
    text: `Bonjour,

Une demande de réinitialisation du mot de passe a été faite pour votre compte client (contato@ipeamarelocosmeticos.com.br).

Pour choisir un nouveau mot de passe, cliquez sur le lien ci-dessous (valable 2 heures) :
https://www.distillerie-cabris.fr/mon-compte/reinitialiser?cle=7c2e19f0ab34d6e8&id=30187

Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.

Distillerie de Cabris`,
    html:
      `<div style="font-family:Arial,sans-serif;font-size:14px;color:#3a2f45;max-width:540px;margin:0 auto;padding:24px;">
<p><img src="https://www.distillerie-cabris.fr/media/mail/logo-distillerie.png" width="140" alt="Distillerie de Cabris"></p>
<p>Bonjour,</p>
<p>Une demande de réinitialisation du mot de passe a été faite pour votre compte client (contato@ipeamarelocosmeticos.com.br).</p>
<p>Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous (valable 2 heures) :</p>
<p style="margin:24px 0;"><a href="https://www.distillerie-cabris.fr/mon-compte/reinitialiser?cle=7c2e19f0ab34d6e8&amp;id=30187" style="background:#8e6bb0;color:#ffffff;padding:11px 24px;text-decoration:none;border-radius:3px;">Réinitialiser mon mot de passe</a></p>
<p style="color:#6e6478;font-size:12px;">Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.</p>
<p style="color:#6e6478;font-size:11px;border-top:1px solid #eee;padding-top:10px;">Distillerie de Cabris &middot; 06530 Cabris &middot; France</p>
</div>`,
  },
];

// ---------------------------------------------------------------- Vetreria Valcuvia (glass jars, Italy)

const vetreria_valcuvia: Mail[] = [
  {
    family: "vetreria-valcuvia",
    group: "negative",
    lang: "it",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Vetreria Valcuvia <spedizioni@vetreriavalcuvia.it>",
    to: ME,
    subject: "Il tuo ordine VV-2025-11842 è stato spedito",
    date: d(16, 10, 11, 32, "+0200"),
    enc: "8bit",
    text: `Gentile Marina Guedes,

il tuo ordine VV-2025-11842 è partito oggi dal nostro magazzino di Cuvio (VA).

Contenuto: 240 vasetti in vetro ambrato 50 ml con coperchio in alluminio oro, 120 flaconi contagocce 30 ml
Colli: 3 (imballo antiurto)
Corriere: spedizione internazionale espressa, lettera di vettura 1Z 84V 27E 04 3318 2207
Consegna prevista: 23–28 ottobre 2025

Dazi e imposte di importazione in Brasile sono a carico del destinatario.
Puoi seguire la spedizione dalla tua area riservata: https://www.vetreriavalcuvia.it/area-clienti/ordini/VV-2025-11842

Grazie per averci scelto!
Vetreria Valcuvia S.r.l. · Via Provinciale 18 · 21030 Cuvio (VA) · P.IVA 02811470125`,
    html: `<html><body style="margin:0;background:#eef4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#1f3438;">
<tr><td style="padding:20px 28px;background:#1f3438;"><img src="https://www.vetreriavalcuvia.it/mail/logo-bianco.png" width="150" alt="Vetreria Valcuvia"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:23px;">
<p style="margin:0 0 14px;">Gentile Marina Guedes,</p>
<p style="margin:0 0 18px;">il tuo ordine <b>VV-2025-11842</b> è partito oggi dal nostro magazzino di Cuvio (VA).</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f5f9f9;">
<tr><td width="35%" style="color:#5f7478;">Contenuto</td><td>240 vasetti in vetro ambrato 50 ml con coperchio in alluminio oro, 120 flaconi contagocce 30 ml</td></tr>
<tr><td style="color:#5f7478;">Colli</td><td>3 (imballo antiurto)</td></tr>
<tr><td style="color:#5f7478;">Lettera di vettura</td><td>1Z 84V 27E 04 3318 2207</td></tr>
<tr><td style="color:#5f7478;">Consegna prevista</td><td>23&ndash;28 ottobre 2025</td></tr>
</table>
<p style="margin:18px 0;font-size:13px;color:#5f7478;">Dazi e imposte di importazione in Brasile sono a carico del destinatario.</p>
<p style="margin:0;"><a href="https://www.vetreriavalcuvia.it/area-clienti/ordini/VV-2025-11842" style="color:#2b7a78;font-weight:bold;">Segui la spedizione</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8aa0a3;border-top:1px solid #e2ecec;">Vetreria Valcuvia S.r.l. &middot; Via Provinciale 18 &middot; 21030 Cuvio (VA) &middot; P.IVA 02811470125</td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...balaio,
  ...quitandao,
  ...lojeira,
  ...pagarumo,
  ...banco_pequi,
  ...fiscalino,
  ...empreende_ja,
  ...tatuzinho_log,
  ...seriema_express,
  ...etiquetai,
  ...caixaria_mineira,
  ...zapeio,
  ...tucano_movel,
  ...adorbit,
  ...pincelo,
  ...esencias_del_plata,
  ...craftmoor,
  ...distillerie_cabris,
  ...vetreria_valcuvia,
];
