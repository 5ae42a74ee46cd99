/**
 * The inbox of an architect with a small studio in Porto and Valencia who also builds in the Aude (France),
 * over September to early November: permit e-services, the professional order, software and rendering
 * vendors, signing, banking, invoicing, a client project tool, suppliers, competitions, coworking and trains.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Inês Carvalho <ines@carvalhoroig.pt>";

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** An RFC 2822 date with the right weekday. */
function dt(y: number, mo: number, d: number, h: number, mi: number, s: number, tz: string): string {
  const wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][mo - 1];
  return `${wd}, ${pad(d)} ${mon} ${y} ${pad(h)}:${pad(mi)}:${pad(s)} ${tz}`;
}

const PDF = (title: string) =>
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 60 >> stream\nBT /F1 12 Tf 72 760 Td (${title}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

// ---------------------------------------------------------------- Câmara Municipal de Vila Serrana (PT)

function cmvs(title: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${title}</title></head>
<body style="margin:0;padding:0;background:#eeeeee;font-family:Verdana,Arial,sans-serif;font-size:12px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eeeeee"><tr><td align="center" style="padding:16px 0;">
<table width="640" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #c9c9c9;">
<tr><td style="background:#1d4f7a;padding:14px 20px;"><img src="https://balcao.cm-vilaserrana.pt/static/img/brasao_branco.png" width="38" height="44" alt="Brasão do Município de Vila Serrana" style="vertical-align:middle;" />
<span style="color:#ffffff;font-size:15px;font-weight:bold;vertical-align:middle;padding-left:10px;">Município de Vila Serrana &middot; Balcão Único do Urbanismo</span></td></tr>
<tr><td style="padding:22px 24px;line-height:1.55;">
${body}
</td></tr>
<tr><td style="background:#f4f4f4;border-top:1px solid #dddddd;padding:12px 24px;font-size:10px;color:#666;">
Mensagem gerada automaticamente pela plataforma de gestão urbanística. Por favor não responda a este endereço.<br />
Divisão de Gestão Urbanística &middot; Praça da República, 1 &middot; 4640-301 Vila Serrana &middot; Tel. 255 410 200 (dias úteis, 9h00-16h00)<br />
<a href="https://www.cm-vilaserrana.pt/protecao-de-dados" style="color:#1d4f7a;">Política de Privacidade</a> &middot; <a href="https://balcao.cm-vilaserrana.pt/ajuda" style="color:#1d4f7a;">Ajuda</a>
</td></tr></table></td></tr></table></body></html>`;
}

const vilaSerrana: Mail[] = [
  {
    family: "urbanismo-vila-serrana",
    group: "regional",
    lang: "pt",
    kind: "permit-status",
    code: null,
    link: null,
    from: "Município de Vila Serrana <urbanismo.online@cm-vilaserrana.pt>",
    to: ME,
    subject: "Processo 412/26 – Alteração do estado do pedido",
    date: dt(2026, 9, 9, 11, 42, 7, "+0100"),
    enc: "qp",
    text: `Exma. Senhora Arq.ª Inês Carvalho,

Informamos que o pedido abaixo identificado mudou de estado.

Processo: 412/26
Tipo: Licenciamento de obras de edificação (art.º 4.º, n.º 2, al. c) do RJUE)
Requerente: Joaquim Ferreira Souto
Local: Rua da Eira, n.º 14, Lugar do Souto, 4640-355 Vila Serrana
Estado anterior: Em saneamento e apreciação liminar
Estado atual: Em apreciação técnica (consulta a entidades externas)
Data da alteração: 09/09/2026 11:41

Entidades consultadas: CCDR-Norte (REN), Infraestruturas de Portugal.
Prazo para pronúncia das entidades: 20 dias.

Pode acompanhar o processo no Balcão Único do Urbanismo:
https://balcao.cm-vilaserrana.pt/processos/412-26

Com os melhores cumprimentos,
Divisão de Gestão Urbanística
Município de Vila Serrana
Tel. 255 410 200`,
    html: cmvs(
      "Alteração do estado do pedido",
      `<p>Exma. Senhora Arq.ª Inês Carvalho,</p>
<p>Informamos que o pedido abaixo identificado mudou de estado.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:12px;border-collapse:collapse;width:100%;">
<tr><td style="width:34%;background:#f0f4f8;border:1px solid #d5dee7;"><b>Processo</b></td><td style="border:1px solid #d5dee7;">412/26</td></tr>
<tr><td style="background:#f0f4f8;border:1px solid #d5dee7;"><b>Tipo</b></td><td style="border:1px solid #d5dee7;">Licenciamento de obras de edificação (art.º 4.º, n.º 2, al. c) do RJUE)</td></tr>
<tr><td style="background:#f0f4f8;border:1px solid #d5dee7;"><b>Requerente</b></td><td style="border:1px solid #d5dee7;">Joaquim Ferreira Souto</td></tr>
<tr><td style="background:#f0f4f8;border:1px solid #d5dee7;"><b>Local</b></td><td style="border:1px solid #d5dee7;">Rua da Eira, n.º 14, Lugar do Souto, 4640-355 Vila Serrana</td></tr>
<tr><td style="background:#f0f4f8;border:1px solid #d5dee7;"><b>Estado anterior</b></td><td style="border:1px solid #d5dee7;">Em saneamento e apreciação liminar</td></tr>
<tr><td style="background:#f0f4f8;border:1px solid #d5dee7;"><b>Estado atual</b></td><td style="border:1px solid #d5dee7;color:#1d4f7a;"><b>Em apreciação técnica (consulta a entidades externas)</b></td></tr>
<tr><td style="background:#f0f4f8;border:1px solid #d5dee7;"><b>Data da alteração</b></td><td style="border:1px solid #d5dee7;">09/09/2026 11:41</td></tr>
</table>
<p>Entidades consultadas: CCDR-Norte (REN), Infraestruturas de Portugal. Prazo para pronúncia das entidades: 20 dias.</p>
<p>Pode acompanhar o processo no <a href="https://balcao.cm-vilaserrana.pt/processos/412-26" style="color:#1d4f7a;">Balcão Único do Urbanismo</a>.</p>
<p>Com os melhores cumprimentos,<br />Divisão de Gestão Urbanística</p>`,
    ),
  },
  {
    family: "urbanismo-vila-serrana",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "738104",
    link: null,
    from: "Município de Vila Serrana <urbanismo.online@cm-vilaserrana.pt>",
    to: ME,
    subject: "Balcão Único do Urbanismo - código de autenticação",
    date: dt(2026, 9, 21, 9, 3, 51, "+0100"),
    text: `Balcão Único do Urbanismo - Município de Vila Serrana

Foi pedido um acesso à sua área reservada (utilizador: icarvalho.arq).

Código de autenticação: 738 104

O código é válido durante 10 minutos e só pode ser utilizado uma vez.
Se não foi a senhora a iniciar sessão, altere a sua palavra-passe e
contacte-nos pelo 255 410 200.

Este e-mail foi gerado automaticamente. Não responda.`,
    html: null,
  },
  {
    family: "urbanismo-vila-serrana",
    group: "regional",
    lang: "pt",
    kind: "permit-info-request",
    code: null,
    link: null,
    from: "Município de Vila Serrana <urbanismo.online@cm-vilaserrana.pt>",
    to: ME,
    subject: "Processo 412/26 – Notificação: pedido de elementos adicionais",
    date: dt(2026, 10, 6, 15, 27, 40, "+0100"),
    enc: "b64",
    text: `Exma. Senhora Arq.ª Inês Carvalho,

No âmbito do processo 412/26 (Rua da Eira, n.º 14, Lugar do Souto), fica V. Ex.ª notificada para,
no prazo de 15 dias úteis a contar da data desta notificação, apresentar os seguintes elementos:

  1. Planta de implantação à escala 1:200 com indicação da área de cedência ao domínio público;
  2. Termo de responsabilidade do autor do projeto de arquitetura, atualizado (Portaria n.º 113/2015);
  3. Estimativa orçamental revista (valor por m2 não inferior a 532,00 EUR).

O prazo de decisão fica suspenso até à entrega dos elementos (art.º 11.º do RJUE).
O ofício completo (ref.ª OF/DGU/2026/1893) está disponível na área reservada do Balcão Único.

https://balcao.cm-vilaserrana.pt/processos/412-26/notificacoes

Divisão de Gestão Urbanística
Município de Vila Serrana`,
    html: cmvs(
      "Pedido de elementos adicionais",
      `<p>Exma. Senhora Arq.ª Inês Carvalho,</p>
<p>No âmbito do processo <b>412/26</b> (Rua da Eira, n.º 14, Lugar do Souto), fica V. Ex.ª notificada para, no prazo de <b>15 dias úteis</b> a contar da data desta notificação, apresentar os seguintes elementos:</p>
<ol style="padding-left:18px;">
<li>Planta de implantação à escala 1:200 com indicação da área de cedência ao domínio público;</li>
<li>Termo de responsabilidade do autor do projeto de arquitetura, atualizado (Portaria n.º 113/2015);</li>
<li>Estimativa orçamental revista (valor por m<sup>2</sup> não inferior a 532,00&nbsp;EUR).</li>
</ol>
<p>O prazo de decisão fica suspenso até à entrega dos elementos (art.º 11.º do RJUE).</p>
<p>O ofício completo (ref.ª OF/DGU/2026/1893) está disponível na <a href="https://balcao.cm-vilaserrana.pt/processos/412-26/notificacoes" style="color:#1d4f7a;">área reservada do Balcão Único</a>.</p>
<p>Divisão de Gestão Urbanística</p>`,
    ),
  },
  {
    family: "urbanismo-vila-serrana",
    group: "regional",
    lang: "pt",
    kind: "permit-issued",
    code: null,
    link: null,
    from: "Município de Vila Serrana <urbanismo.online@cm-vilaserrana.pt>",
    to: ME,
    subject: "Processo 412/26 – Emissão de alvará de obras de construção n.º 87/2026",
    date: dt(2026, 11, 4, 10, 15, 2, "+0000"),
    enc: "qp",
    text: `Exma. Senhora Arq.ª Inês Carvalho,

Comunica-se que foi emitido o alvará de licença de obras de construção n.º 87/2026,
relativo ao processo 412/26, cuja cópia segue em anexo.

Prazo de execução da obra: 18 meses
Taxas liquidadas: 1.284,60 EUR (guia n.º 2026/05521, paga em 28/10/2026)

Recorda-se que o aviso de publicitação do alvará deve ser afixado no local da obra,
de forma visível a partir da via pública, no prazo de 10 dias.

Divisão de Gestão Urbanística
Município de Vila Serrana`,
    html: cmvs(
      "Emissão de alvará",
      `<p>Exma. Senhora Arq.ª Inês Carvalho,</p>
<p>Comunica-se que foi emitido o <b>alvará de licença de obras de construção n.º 87/2026</b>, relativo ao processo 412/26, cuja cópia segue em anexo.</p>
<p>Prazo de execução da obra: 18 meses<br />Taxas liquidadas: 1.284,60 EUR (guia n.º 2026/05521, paga em 28/10/2026)</p>
<p style="background:#fff8e1;border-left:4px solid #e0a800;padding:8px 10px;">Recorda-se que o aviso de publicitação do alvará deve ser afixado no local da obra, de forma visível a partir da via pública, no prazo de 10 dias.</p>
<p>Divisão de Gestão Urbanística</p>`,
    ),
    attachment: ["Alvara_87_2026.pdf", "application/pdf", PDF("Alvara de obras de construcao n. 87/2026")],
  },
];

// ---------------------------------------------------------------- Seu electrònica de Benissal (ES)

const benissal: Mail[] = [
  {
    family: "sede-benissal",
    group: "regional",
    lang: "es",
    kind: "notification-available",
    code: null,
    link: null,
    from: "Ajuntament de Benissal - Sede Electrónica <notificaciones@sede.benissal.es>",
    to: ME,
    subject: "Aviso de puesta a disposición de notificación electrónica",
    date: dt(2026, 9, 14, 8, 12, 33, "+0200"),
    enc: "qp",
    text: `AJUNTAMENT DE BENISSAL
Sede Electrónica

Le informamos de que tiene a su disposición una notificación electrónica en la Sede Electrónica
del Ajuntament de Benissal.

Destinatario: CARVALHO ROIG ARQUITECTURA SLP (B98765432)
Expediente: 2026/OBR/000734 - Licencia de obra mayor, C/ del Forn 22
Asunto: Requerimiento de subsanación
Fecha de puesta a disposición: 14/09/2026 08:12
Código Seguro de Verificación (CSV): 4KQ7ZP2M88XAHT3C

Dispone de 10 días naturales para acceder a su contenido. Transcurrido dicho plazo sin que se
haya accedido, la notificación se entenderá rechazada (art. 43.2 de la Ley 39/2015).

Acceso a la Carpeta Ciudadana: https://sede.benissal.es/carpeta

Este es un mensaje automático; no responda a esta dirección.`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#333;">
<table cellpadding="0" cellspacing="0" width="600" style="border:1px solid #b8b8b8;">
<tr><td style="background:#7a1f2b;padding:10px 16px;"><img src="https://sede.benissal.es/img/escut-benissal.png" alt="Ajuntament de Benissal" height="40" /></td></tr>
<tr><td style="padding:18px;">
<h2 style="font-size:16px;color:#7a1f2b;margin:0 0 12px 0;">Aviso de puesta a disposición de notificación</h2>
<p>Le informamos de que tiene a su disposición una notificación electrónica en la Sede Electrónica del Ajuntament de Benissal.</p>
<table cellpadding="3" cellspacing="0" style="font-size:12px;">
<tr><td><b>Destinatario:</b></td><td>CARVALHO ROIG ARQUITECTURA SLP (B98765432)</td></tr>
<tr><td><b>Expediente:</b></td><td>2026/OBR/000734 - Licencia de obra mayor, C/ del Forn 22</td></tr>
<tr><td><b>Asunto:</b></td><td>Requerimiento de subsanación</td></tr>
<tr><td><b>Fecha:</b></td><td>14/09/2026 08:12</td></tr>
<tr><td><b>CSV:</b></td><td style="font-family:monospace;">4KQ7ZP2M88XAHT3C</td></tr>
</table>
<p>Dispone de <b>10 días naturales</b> para acceder a su contenido. Transcurrido dicho plazo sin que se haya accedido, la notificación se entenderá rechazada (art. 43.2 de la Ley 39/2015).</p>
<p><a href="https://sede.benissal.es/carpeta">Acceder a la Carpeta Ciudadana</a></p>
<hr style="border:0;border-top:1px solid #ddd;" />
<p style="font-size:10px;color:#777;">Ajuntament de Benissal &middot; Plaça Major, 1 &middot; 46869 Benissal (València) &middot; 962 33 40 10<br />Este es un mensaje automático; no responda a esta dirección.</p>
</td></tr></table></body></html>`,
  },
  {
    family: "sede-benissal",
    group: "regional",
    lang: "ca",
    kind: "verify-code",
    code: "518327",
    link: null,
    from: "Ajuntament de Benissal - Seu Electrònica <notificacions@sede.benissal.es>",
    to: ME,
    subject: "Codi de verificació de la vostra adreça electrònica",
    date: dt(2026, 9, 14, 8, 40, 5, "+0200"),
    text: `Benvolguda senyora, benvolgut senyor,

Heu sol·licitat rebre els avisos de notificació de la Seu Electrònica de l'Ajuntament
de Benissal en aquesta adreça electrònica.

Per confirmar-la, introduïu el codi següent al formulari de dades de contacte:

    51 83 27

El codi caduca en 30 minuts. Si no heu fet aquesta sol·licitud, podeu ignorar aquest missatge.

Ajuntament de Benissal
Plaça Major, 1 - 46869 Benissal - Tel. 962 33 40 10`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:560px;">
<p><img src="https://sede.benissal.es/img/escut-benissal-color.png" alt="Ajuntament de Benissal" height="48" /></p>
<p>Benvolguda senyora, benvolgut senyor,</p>
<p>Heu sol·licitat rebre els avisos de notificació de la Seu Electrònica de l'Ajuntament de Benissal en aquesta adreça electrònica.</p>
<p>Per confirmar-la, introduïu el codi següent al formulari de dades de contacte:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:6px;background:#f3ecec;padding:12px 0;text-align:center;color:#7a1f2b;">51 83 27</p>
<p>El codi caduca en 30 minuts. Si no heu fet aquesta sol·licitud, podeu ignorar aquest missatge.</p>
<p style="font-size:11px;color:#777;">Ajuntament de Benissal &middot; Plaça Major, 1 &middot; 46869 Benissal &middot; Tel. 962 33 40 10 &middot; <a href="https://sede.benissal.es/privacitat">Privacitat</a></p>
</div>`,
  },
  {
    family: "sede-benissal",
    group: "regional",
    lang: "es",
    kind: "permit-granted",
    code: null,
    link: null,
    from: "Ajuntament de Benissal - Sede Electrónica <notificaciones@sede.benissal.es>",
    to: ME,
    subject: "Resolución de expediente 2026/OBR/000734",
    date: dt(2026, 10, 29, 13, 5, 48, "+0100"),
    enc: "b64",
    text: `AJUNTAMENT DE BENISSAL - Área de Urbanismo

Por Decreto de Alcaldía n.º 2026-1412, de 28 de octubre de 2026, se ha resuelto CONCEDER la
licencia de obra mayor solicitada en el expediente 2026/OBR/000734 (Reforma y ampliación de
vivienda entre medianeras, C/ del Forn 22, ref. catastral 7741209YJ2174S0001QK).

Presupuesto de ejecución material: 186.420,00 EUR
ICIO (3,2 %): 5.965,44 EUR - autoliquidación n.º 2026/ICIO/00988

La resolución íntegra puede consultarse con el CSV 9MRT2X6QLP4W1DZE en
https://sede.benissal.es/validacion

Contra esta resolución, que pone fin a la vía administrativa, puede interponerse recurso
potestativo de reposición en el plazo de un mes.

Ajuntament de Benissal`,
    html: null,
  },
];

// ---------------------------------------------------------------- Guichet urbanisme du Val d'Orbieu (FR)

function gnau(body: string): string {
  return `<html lang="fr"><head><meta charset="utf-8"><style>a{color:#000091}</style></head>
<body style="margin:0;background:#f6f6f6;">
<div style="display:none;max-height:0;overflow:hidden;">Guichet numérique des autorisations d'urbanisme</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#fff;font-family:Marianne,Arial,sans-serif;font-size:15px;color:#161616;">
<tr><td style="padding:20px 28px;border-bottom:4px solid #000091;">
<img src="https://urbanisme.valdorbieu.fr/assets/logo-ccvo.png" width="150" alt="Communauté de communes du Val d'Orbieu" />
</td></tr>
<tr><td style="padding:24px 28px;line-height:24px;">${body}</td></tr>
<tr><td style="padding:16px 28px;background:#eeeeee;font-size:12px;color:#555;line-height:18px;">
Service commun d'instruction du droit des sols — 2 avenue de la Montagne Noire, 11200 Lézignan-Orbieu — 04 68 27 51 90<br>
Ce message est envoyé automatiquement, merci de ne pas y répondre.
<a href="https://urbanisme.valdorbieu.fr/mentions-legales">Mentions légales</a> · <a href="https://urbanisme.valdorbieu.fr/donnees-personnelles">Données personnelles</a>
</td></tr></table></td></tr></table></body></html>`;
}

const orbieu: Mail[] = [
  {
    family: "guichet-urba-orbieu",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://urbanisme.valdorbieu.fr/compte/activation?jeton=Yk3rT9vQm2LxW8pN4cZs1HdA",
    from: "Guichet urbanisme Val d'Orbieu <ne-pas-repondre@urbanisme.valdorbieu.fr>",
    to: ME,
    subject: "Activation de votre compte sur le guichet numérique des autorisations d'urbanisme",
    date: dt(2026, 9, 10, 17, 48, 19, "+0200"),
    enc: "qp",
    text: `Bonjour Inès Carvalho,

Vous venez de créer un compte sur le guichet numérique des autorisations d'urbanisme
de la Communauté de communes du Val d'Orbieu.

Pour activer votre compte, cliquez sur le lien ci-dessous (valable 48 heures) :
https://urbanisme.valdorbieu.fr/compte/activation?jeton=Yk3rT9vQm2LxW8pN4cZs1HdA

Une fois votre compte activé, vous pourrez déposer une demande de permis de construire,
une déclaration préalable ou un certificat d'urbanisme pour l'une des 23 communes du territoire.

Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.

Le service commun d'instruction du droit des sols`,
    html: gnau(`<p>Bonjour Inès Carvalho,</p>
<p>Vous venez de créer un compte sur le guichet numérique des autorisations d'urbanisme de la Communauté de communes du Val d'Orbieu.</p>
<p>Pour activer votre compte, cliquez sur le bouton ci-dessous (lien valable 48&nbsp;heures)&nbsp;:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://urbanisme.valdorbieu.fr/compte/activation?jeton=Yk3rT9vQm2LxW8pN4cZs1HdA" style="background:#000091;color:#ffffff;text-decoration:none;padding:12px 24px;display:inline-block;">Activer mon compte</a></p>
<p>Une fois votre compte activé, vous pourrez déposer une demande de permis de construire, une déclaration préalable ou un certificat d'urbanisme pour l'une des 23 communes du territoire.</p>
<p style="color:#666;font-size:13px;">Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.</p>`),
  },
  {
    family: "guichet-urba-orbieu",
    group: "regional",
    lang: "fr",
    kind: "filing-receipt",
    code: null,
    link: null,
    from: "Guichet urbanisme Val d'Orbieu <ne-pas-repondre@urbanisme.valdorbieu.fr>",
    to: ME,
    subject: "Accusé d'enregistrement électronique - PC 011 203 26 00019",
    date: dt(2026, 9, 18, 10, 2, 44, "+0200"),
    enc: "qp",
    text: `Accusé d'enregistrement électronique (AEE)

Votre demande a bien été enregistrée le 18/09/2026 à 10:02.

Type de demande : Permis de construire pour une maison individuelle (cerfa n° 13406*12)
Numéro d'enregistrement : PC 011 203 26 00019
Commune : Rieux-sur-Orbieu (11203)
Terrain : 7 chemin des Oliviers - parcelle AB 0412
Pétitionnaire : M. et Mme Rieux Marc et Marie
Architecte : Inês Carvalho

Cet accusé d'enregistrement ne vaut pas accusé de réception. L'accusé de réception
électronique (ARE), qui fait courir les délais d'instruction, vous sera adressé dans un délai
de 10 jours ouvrés.

Consultez votre dossier : https://urbanisme.valdorbieu.fr/mes-dossiers`,
    html: gnau(`<h1 style="font-size:20px;margin:0 0 16px;">Accusé d'enregistrement électronique (AEE)</h1>
<p>Votre demande a bien été enregistrée le 18/09/2026 à 10:02.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px;width:100%;">
<tr><td style="border-bottom:1px solid #ddd;color:#555;">Type de demande</td><td style="border-bottom:1px solid #ddd;">Permis de construire pour une maison individuelle (cerfa n°&nbsp;13406*12)</td></tr>
<tr><td style="border-bottom:1px solid #ddd;color:#555;">Numéro</td><td style="border-bottom:1px solid #ddd;"><b>PC 011 203 26 00019</b></td></tr>
<tr><td style="border-bottom:1px solid #ddd;color:#555;">Commune</td><td style="border-bottom:1px solid #ddd;">Rieux-sur-Orbieu (11203)</td></tr>
<tr><td style="border-bottom:1px solid #ddd;color:#555;">Terrain</td><td style="border-bottom:1px solid #ddd;">7 chemin des Oliviers — parcelle AB&nbsp;0412</td></tr>
<tr><td style="border-bottom:1px solid #ddd;color:#555;">Pétitionnaire</td><td style="border-bottom:1px solid #ddd;">M. et Mme Rieux Marc et Marie</td></tr>
</table>
<p style="background:#e8edff;padding:10px 12px;font-size:14px;">Cet accusé d'enregistrement ne vaut pas accusé de réception. L'accusé de réception électronique (ARE), qui fait courir les délais d'instruction, vous sera adressé dans un délai de 10&nbsp;jours ouvrés.</p>
<p><a href="https://urbanisme.valdorbieu.fr/mes-dossiers">Consulter mes dossiers</a></p>`),
  },
  {
    family: "guichet-urba-orbieu",
    group: "regional",
    lang: "fr",
    kind: "permit-incomplete",
    code: null,
    link: null,
    from: "Guichet urbanisme Val d'Orbieu <ne-pas-repondre@urbanisme.valdorbieu.fr>",
    to: ME,
    subject: "PC 011 203 26 00019 : demande de pièces complémentaires et majoration du délai",
    date: dt(2026, 10, 13, 14, 31, 9, "+0200"),
    enc: "b64",
    text: `Madame,

L'instruction du dossier PC 011 203 26 00019 (7 chemin des Oliviers, Rieux-sur-Orbieu) fait
apparaître que le dossier est incomplet. Les pièces suivantes sont à fournir :

- PCMI4 : notice décrivant le terrain et le projet, précisant les matériaux de façade ;
- PCMI6 : document graphique d'insertion du projet depuis la voie publique ;
- attestation RE2020 au dépôt (article R. 431-16 j du code de l'urbanisme).

Le projet se situant dans le périmètre délimité des abords de l'église Saint-Pierre,
l'avis de l'Architecte des Bâtiments de France est requis : le délai d'instruction est majoré
d'un mois et porté à 3 mois à compter de la réception des pièces manquantes.

Vous disposez de 3 mois pour compléter votre dossier depuis votre espace, rubrique
« Mes dossiers ». À défaut, la demande fera l'objet d'une décision tacite de rejet.

Le service instructeur
Tél. 04 68 27 51 90 (le matin)`,
    html: gnau(`<p>Madame,</p>
<p>L'instruction du dossier <b>PC 011 203 26 00019</b> (7 chemin des Oliviers, Rieux-sur-Orbieu) fait apparaître que le dossier est incomplet. Les pièces suivantes sont à fournir&nbsp;:</p>
<ul>
<li><b>PCMI4</b> : notice décrivant le terrain et le projet, précisant les matériaux de façade&nbsp;;</li>
<li><b>PCMI6</b> : document graphique d'insertion du projet depuis la voie publique&nbsp;;</li>
<li>attestation RE2020 au dépôt (article R.&nbsp;431-16 j du code de l'urbanisme).</li>
</ul>
<p>Le projet se situant dans le périmètre délimité des abords de l'église Saint-Pierre, l'avis de l'Architecte des Bâtiments de France est requis&nbsp;: le délai d'instruction est majoré d'un mois et porté à <b>3&nbsp;mois</b> à compter de la réception des pièces manquantes.</p>
<p>Vous disposez de 3&nbsp;mois pour compléter votre dossier depuis votre espace, rubrique «&nbsp;<a href="https://urbanisme.valdorbieu.fr/mes-dossiers/PC01120326000019">Mes dossiers</a>&nbsp;». À défaut, la demande fera l'objet d'une décision tacite de rejet.</p>
<p>Le service instructeur<br>Tél. 04 68 27 51 90 (le matin)</p>`),
  },
  {
    family: "guichet-urba-orbieu",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://urbanisme.valdorbieu.fr/compte/mot-de-passe/nouveau?token=c81f0e2a-55b7-4d0e-9a3e-2f7be6d14c90",
    from: "Guichet urbanisme Val d'Orbieu <ne-pas-repondre@urbanisme.valdorbieu.fr>",
    to: ME,
    subject: "Réinitialisation de votre mot de passe",
    date: dt(2026, 10, 27, 19, 12, 3, "+0100"),
    text: `Bonjour,

Une demande de réinitialisation du mot de passe a été faite pour le compte
ines@carvalhoroig.pt.

Choisissez un nouveau mot de passe en suivant ce lien (valable 1 heure) :
https://urbanisme.valdorbieu.fr/compte/mot-de-passe/nouveau?token=c81f0e2a-55b7-4d0e-9a3e-2f7be6d14c90

Si vous n'avez rien demandé, vous pouvez ignorer ce message : votre mot de passe actuel
reste valable.

Guichet numérique des autorisations d'urbanisme - Val d'Orbieu`,
    html: gnau(`<p>Bonjour,</p>
<p>Une demande de réinitialisation du mot de passe a été faite pour le compte <b>ines@carvalhoroig.pt</b>.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://urbanisme.valdorbieu.fr/compte/mot-de-passe/nouveau?token=c81f0e2a-55b7-4d0e-9a3e-2f7be6d14c90" style="background:#000091;color:#ffffff;text-decoration:none;padding:12px 24px;display:inline-block;">Choisir un nouveau mot de passe</a></p>
<p style="font-size:13px;color:#666;">Ce lien est valable 1&nbsp;heure. Si vous n'avez rien demandé, vous pouvez ignorer ce message&nbsp;: votre mot de passe actuel reste valable.</p>`),
  },
];

// ---------------------------------------------------------------- Concello de Brandeiro (GL)

const brandeiro: Mail[] = [
  {
    family: "concello-brandeiro",
    group: "regional",
    lang: "gl",
    kind: "login-code",
    code: "90417263",
    link: null,
    from: "Sede electrónica do Concello de Brandeiro <sede@brandeiro.gal>",
    to: ME,
    subject: "Código de acceso á sede electrónica",
    date: dt(2026, 9, 29, 12, 20, 14, "+0200"),
    text: `CONCELLO DE BRANDEIRO - Sede electrónica

Solicitou acceder á sede electrónica co método "clave de un só uso por correo".

Clave de acceso: 90417263

Introduza esta clave na pantalla de acceso. Caduca aos 5 minutos.
Se non foi vostede, non faga nada: ninguén poderá entrar sen esta clave.

Praza do Concello, 1 - 36589 Brandeiro (Pontevedra) - Tel. 986 77 20 05
Información sobre protección de datos: https://sede.brandeiro.gal/proteccion-datos`,
    html: null,
  },
  {
    family: "concello-brandeiro",
    group: "regional",
    lang: "gl",
    kind: "registry-receipt",
    code: null,
    link: null,
    from: "Sede electrónica do Concello de Brandeiro <sede@brandeiro.gal>",
    to: ME,
    subject: "Xustificante de presentación no Rexistro Electrónico Xeral",
    date: dt(2026, 9, 29, 12, 34, 57, "+0200"),
    enc: "qp",
    text: `Xustificante de presentación

Número de rexistro: 2026-E-RE-4187
Data e hora: 29/09/2026 12:34:51
Interesada: Inês Carvalho (Carvalho Roig Arquitectura SLP)
Procedemento: Solicitude de información urbanística previa
Asunto: Consulta de aliñacións e parámetros de edificación - parcela 36589A00300187
Documentos achegados: 3 (plano_situacion.pdf, memoria_consulta.pdf, autorizacion_propiedade.pdf)

Este xustificante acredita a presentación da documentación, mais non a súa corrección.
Pode descargar o xustificante asinado en "A miña carpeta" > "Rexistros".

Concello de Brandeiro`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#1b1b1b;">
<tr><td style="border-bottom:3px solid #0b6e4f;padding:8px 0;"><img src="https://sede.brandeiro.gal/img/logo-concello.png" alt="Concello de Brandeiro" height="42"></td></tr>
<tr><td style="padding:16px 0;">
<p style="font-size:17px;font-weight:bold;color:#0b6e4f;">Xustificante de presentación</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfe3da;font-size:12px;">
<tr><td>Número de rexistro</td><td><b>2026-E-RE-4187</b></td></tr>
<tr><td>Data e hora</td><td>29/09/2026 12:34:51</td></tr>
<tr><td>Interesada</td><td>Inês Carvalho (Carvalho Roig Arquitectura SLP)</td></tr>
<tr><td>Procedemento</td><td>Solicitude de información urbanística previa</td></tr>
<tr><td>Asunto</td><td>Consulta de aliñacións e parámetros de edificación - parcela 36589A00300187</td></tr>
<tr><td>Documentos achegados</td><td>3 (plano_situacion.pdf, memoria_consulta.pdf, autorizacion_propiedade.pdf)</td></tr>
</table>
<p>Este xustificante acredita a presentación da documentación, mais non a súa corrección. Pode descargar o xustificante asinado en <a href="https://sede.brandeiro.gal/carpeta/rexistros">A miña carpeta &gt; Rexistros</a>.</p>
<p style="font-size:11px;color:#666;">Concello de Brandeiro &middot; Praza do Concello, 1 &middot; 36589 Brandeiro &middot; 986 77 20 05</p>
</td></tr></table>`,
  },
];

// ---------------------------------------------------------------- Ordem dos Arquitectos, Delegação do Minho (PT)

function oam(pre: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f2efe9;">
<span style="display:none;font-size:1px;color:#f2efe9;max-height:0;opacity:0;overflow:hidden;">${pre}</span>
<center><table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b;">
<tr><td style="padding:24px 32px 8px;"><img src="https://www.oa-minho.pt/wp-content/uploads/mail/oa-minho-logo.png" width="180" alt="Ordem dos Arquitectos · Delegação do Minho" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 32px 24px;font-size:15px;line-height:1.6;">${body}</td></tr>
<tr><td style="padding:18px 32px;background:#2b2b2b;color:#bdbdbd;font-family:Arial,sans-serif;font-size:11px;line-height:1.6;">
Ordem dos Arquitectos · Delegação do Minho · Largo do Paço, 9 – 1.º · 4700-424 Braga · 253 204 118 · secretaria@oa-minho.pt<br>
<a href="https://www.facebook.com/oaminho" style="color:#e6e6e6;">Facebook</a> · <a href="https://www.instagram.com/oa.minho" style="color:#e6e6e6;">Instagram</a> · <a href="https://www.oa-minho.pt/privacidade" style="color:#e6e6e6;">Política de privacidade</a>
</td></tr></table></center></body></html>`;
}

const ordem: Mail[] = [
  {
    family: "ordem-arquitetos-minho",
    group: "regional",
    lang: "pt",
    kind: "dues-receipt",
    code: null,
    link: null,
    from: "Ordem dos Arquitectos · Delegação do Minho <tesouraria@oa-minho.pt>",
    to: ME,
    subject: "Recibo de quotas – 2.º semestre 2026",
    date: dt(2026, 9, 8, 16, 44, 21, "+0100"),
    enc: "qp",
    text: `Cara Colega,

Confirmamos a receção do pagamento das quotas referentes ao 2.º semestre de 2026.

Membro n.º: 21457
Nome: Inês Carvalho Marques
Valor pago: 129,00 EUR (referência Multibanco, entidade 21789)
Data do pagamento: 05/09/2026
Recibo n.º: RQ-2026/08832

O recibo em PDF está disponível na Área Reservada do portal, em "Quotas > Recibos".

Com os melhores cumprimentos,
Tesouraria da Delegação do Minho`,
    html: oam(
      "Recebemos o pagamento das quotas do 2.º semestre de 2026.",
      `<p>Cara Colega,</p>
<p>Confirmamos a receção do pagamento das quotas referentes ao 2.º semestre de 2026.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #ccc;border-bottom:1px solid #ccc;width:100%;">
<tr><td>Membro n.º</td><td align="right">21457</td></tr>
<tr><td>Nome</td><td align="right">Inês Carvalho Marques</td></tr>
<tr><td>Valor pago</td><td align="right"><b>129,00 €</b> (Multibanco, entidade 21789)</td></tr>
<tr><td>Data do pagamento</td><td align="right">05/09/2026</td></tr>
<tr><td>Recibo n.º</td><td align="right">RQ-2026/08832</td></tr>
</table>
<p>O recibo em PDF está disponível na <a href="https://portal.oa-minho.pt/area-reservada/quotas" style="color:#a0522d;">Área Reservada</a>, em «Quotas &gt; Recibos».</p>
<p>Com os melhores cumprimentos,<br>Tesouraria da Delegação do Minho</p>`,
    ),
  },
  {
    family: "ordem-arquitetos-minho",
    group: "regional",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Ordem dos Arquitectos · Delegação do Minho <agenda@oa-minho.pt>",
    to: ME,
    subject: "Agenda OA Minho | outubro 2026: Jornadas da Reabilitação, visitas e formação",
    date: dt(2026, 10, 1, 9, 30, 0, "+0100"),
    enc: "qp",
    text: `AGENDA OA MINHO - OUTUBRO 2026

JORNADAS DA REABILITAÇÃO URBANA
16 e 17 de outubro, Theatro Circo, Braga
Inscrição gratuita para membros (lugares limitados): https://www.oa-minho.pt/eventos/jornadas-reabilitacao-2026

VISITA DE OBRA: Mercado Municipal de Barcelos
24 de outubro, 10h00 - ponto de encontro na entrada sul
https://www.oa-minho.pt/eventos/visita-mercado-barcelos

FORMAÇÃO CONTÍNUA
"Eficiência energética e o novo SCE" - 6 sessões, às terças, 18h30-21h30, 180 EUR (membros 120 EUR)
"Revit para licenciamento" - 4 sessões, sábados, 9h30-13h00
https://www.oa-minho.pt/formacao

CONCURSOS
Concurso público de conceção para a Biblioteca de Ponte da Barca - prazo 12/11/2026

Para deixar de receber a agenda: https://www.oa-minho.pt/newsletter/sair?m=21457`,
    html: oam(
      "Jornadas da Reabilitação Urbana a 16 e 17 de outubro, visita ao Mercado de Barcelos e nova formação.",
      `<p style="font-size:22px;margin:0 0 12px;">Agenda · outubro 2026</p>
<img src="https://www.oa-minho.pt/wp-content/uploads/mail/2026-10-jornadas.jpg" width="536" alt="Jornadas da Reabilitação Urbana 2026" style="display:block;width:100%;height:auto;">
<p style="font-size:17px;margin:16px 0 4px;"><b>Jornadas da Reabilitação Urbana</b></p>
<p style="margin:0 0 8px;">16 e 17 de outubro · Theatro Circo, Braga · inscrição gratuita para membros (lugares limitados)</p>
<p><a href="https://www.oa-minho.pt/eventos/jornadas-reabilitacao-2026?utm_source=agenda&amp;utm_medium=email" style="color:#a0522d;">Programa e inscrição →</a></p>
<p style="font-size:17px;margin:20px 0 4px;"><b>Visita de obra: Mercado Municipal de Barcelos</b></p>
<p style="margin:0 0 8px;">24 de outubro, 10h00 · ponto de encontro na entrada sul</p>
<p><a href="https://www.oa-minho.pt/eventos/visita-mercado-barcelos?utm_source=agenda&amp;utm_medium=email" style="color:#a0522d;">Saber mais →</a></p>
<p style="font-size:17px;margin:20px 0 4px;"><b>Formação contínua</b></p>
<ul style="margin:0;padding-left:18px;"><li>Eficiência energética e o novo SCE — 6 sessões, às terças, 18h30–21h30 · 180 € (membros 120 €)</li><li>Revit para licenciamento — 4 sessões, sábados, 9h30–13h00</li></ul>
<p style="font-size:17px;margin:20px 0 4px;"><b>Concursos</b></p>
<p>Concurso público de conceção para a Biblioteca de Ponte da Barca — prazo 12/11/2026</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#888;">Recebe esta agenda por ser membro da Delegação. <a href="https://www.oa-minho.pt/newsletter/sair?m=21457" style="color:#888;">Deixar de receber</a></p>`,
    ),
  },
  {
    family: "ordem-arquitetos-minho",
    group: "regional",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: "https://portal.oa-minho.pt/area-reservada/recuperar?u=21457&k=7fd2c0a91be34e58",
    from: "Portal OA Minho <nao-responder@oa-minho.pt>",
    to: ME,
    subject: "Recuperação de palavra-passe da Área Reservada",
    date: dt(2026, 10, 19, 22, 7, 36, "+0100"),
    text: `Olá, Inês,

Recebemos um pedido de recuperação da palavra-passe da sua Área Reservada
(membro n.º 21457).

Para definir uma nova palavra-passe, abra o endereço abaixo nas próximas 2 horas:

https://portal.oa-minho.pt/area-reservada/recuperar?u=21457&k=7fd2c0a91be34e58

Se não fez este pedido, ignore esta mensagem. A sua palavra-passe não será alterada.

--
Portal OA Minho
Dúvidas: secretaria@oa-minho.pt | 253 204 118`,
    html: null,
  },
];

// ---------------------------------------------------------------- Planimetra (CAD/BIM vendor)

function plm(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Planimetra</title>
<style>@media (max-width:620px){.wrap{width:100%!important}.pad{padding:20px!important}}</style></head>
<body style="margin:0;padding:0;background-color:#e9edf1;">
<div style="display:none;max-height:0px;overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#e9edf1;"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" class="wrap" border="0" cellpadding="0" cellspacing="0" width="580">
<tr><td style="padding:0 0 18px 0;"><a href="https://www.planimetra.com/?utm_source=transactional"><img src="https://cdn.planimetra.com/email/logo-wordmark-dark@2x.png" width="132" height="28" alt="Planimetra" style="display:block;border:0;"></a></td></tr>
<tr><td class="pad" style="background-color:#ffffff;border-radius:6px;padding:36px 40px;font-family:'Segoe UI',Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#1f2933;">
${inner}
</td></tr>
<tr><td style="padding:22px 8px;font-family:'Segoe UI',Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#7b8794;text-align:center;">
Planimetra GmbH · Kaiserstraße 48 · 60329 Frankfurt am Main · Germany<br>
<a href="https://www.planimetra.com/legal/privacy" style="color:#7b8794;">Privacy</a> &nbsp;|&nbsp; <a href="https://www.planimetra.com/legal/terms" style="color:#7b8794;">Terms</a> &nbsp;|&nbsp; <a href="https://support.planimetra.com" style="color:#7b8794;">Support</a><br>
© 2026 Planimetra GmbH. All rights reserved.
</td></tr></table></td></tr></table></body></html>`;
}

const planimetra: Mail[] = [
  {
    family: "planimetra-bim",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "284067",
    link: null,
    from: "Planimetra ID <no-reply@id.planimetra.com>",
    to: ME,
    subject: "284067 is your Planimetra verification code",
    date: dt(2026, 9, 7, 8, 51, 12, "+0000"),
    enc: "qp",
    text: `Planimetra ID

Use this code to finish signing in to Planimetra Studio on WORKSTATION-02:

284067

The code expires in 15 minutes. Never share it with anyone, including Planimetra support.

Didn't try to sign in? Change your password: https://id.planimetra.com/security

Planimetra GmbH, Kaiserstraße 48, 60329 Frankfurt am Main, Germany`,
    html: plm(
      "Your verification code is inside",
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;font-weight:600;">Finish signing in</h1>
<p style="margin:0 0 20px;">Use this code to finish signing in to Planimetra Studio on <b>WORKSTATION-02</b>.</p>
<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center" style="margin:0 auto 24px;"><tr>
<td style="width:44px;height:54px;border:1px solid #cbd2d9;border-radius:4px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:28px;font-weight:700;color:#0b6bcb;">2</td>
<td style="width:44px;height:54px;border:1px solid #cbd2d9;border-radius:4px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:28px;font-weight:700;color:#0b6bcb;">8</td>
<td style="width:44px;height:54px;border:1px solid #cbd2d9;border-radius:4px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:28px;font-weight:700;color:#0b6bcb;">4</td>
<td style="width:44px;height:54px;border:1px solid #cbd2d9;border-radius:4px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:28px;font-weight:700;color:#0b6bcb;">0</td>
<td style="width:44px;height:54px;border:1px solid #cbd2d9;border-radius:4px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:28px;font-weight:700;color:#0b6bcb;">6</td>
<td style="width:44px;height:54px;border:1px solid #cbd2d9;border-radius:4px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:28px;font-weight:700;color:#0b6bcb;">7</td>
</tr></table>
<p style="margin:0 0 12px;">The code expires in 15 minutes. Never share it with anyone, including Planimetra support.</p>
<p style="margin:0;font-size:13px;color:#616e7c;">Didn't try to sign in? <a href="https://id.planimetra.com/security" style="color:#0b6bcb;">Change your password</a>.</p>`,
    ),
  },
  {
    family: "planimetra-bim",
    group: "consumer",
    lang: "en",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "Planimetra Billing <billing@planimetra.com>",
    to: ME,
    subject: "Your Planimetra receipt [#PLM-2026-441907]",
    date: dt(2026, 9, 15, 3, 12, 45, "+0000"),
    enc: "qp",
    text: `Thanks for renewing Planimetra.

Receipt #PLM-2026-441907
Date: 15 September 2026
Billed to: Carvalho Roig Arquitectura SLP, VAT ES B98765432

Planimetra Studio BIM - annual, 3 seats      3 x 1,140.00 EUR   3,420.00 EUR
Cloud storage add-on 250 GB - annual                               96.00 EUR
Subtotal                                                         3,516.00 EUR
VAT (reverse charge, Art. 196 Directive 2006/112/EC)                 0.00 EUR
Total charged                                                    3,516.00 EUR

Paid with Visa •••• 4821
Next renewal: 15 September 2027

Download invoice PDF: https://account.planimetra.com/billing/invoices/PLM-2026-441907

Questions about your bill? Reply to this email or call +49 69 2573 8800.`,
    html: plm(
      "Receipt for your annual renewal, 3,516.00 EUR",
      `<h1 style="margin:0 0 8px;font-size:22px;font-weight:600;">Thanks for renewing</h1>
<p style="margin:0 0 20px;color:#616e7c;">Receipt #PLM-2026-441907 · 15 September 2026</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #e4e7eb;"><td>Planimetra Studio BIM — annual, 3 seats<br><span style="color:#7b8794;font-size:12px;">3 × 1,140.00 EUR</span></td><td align="right">3,420.00 EUR</td></tr>
<tr style="border-bottom:1px solid #e4e7eb;"><td>Cloud storage add-on 250 GB — annual</td><td align="right">96.00 EUR</td></tr>
<tr><td style="color:#616e7c;">Subtotal</td><td align="right">3,516.00 EUR</td></tr>
<tr><td style="color:#616e7c;">VAT (reverse charge)</td><td align="right">0.00 EUR</td></tr>
<tr><td><b>Total charged</b></td><td align="right"><b>3,516.00 EUR</b></td></tr>
</table>
<p style="margin:20px 0 4px;font-size:13px;color:#616e7c;">Billed to Carvalho Roig Arquitectura SLP, VAT ES B98765432 · Visa •••• 4821 · Next renewal 15 September 2027</p>
<p style="margin:24px 0 0;"><a href="https://account.planimetra.com/billing/invoices/PLM-2026-441907" style="display:inline-block;padding:10px 18px;border:1px solid #0b6bcb;border-radius:4px;color:#0b6bcb;text-decoration:none;">Download invoice (PDF)</a></p>`,
    ),
  },
  {
    family: "planimetra-bim",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://id.planimetra.com/email/confirm?token=eyJ1aWQiOiI4ODQxMjAiLCJlIjoic3R1ZGlvQGNhcnZhbGhvcm9pZy5wdCJ9.Qm9sZC1maW5jaA",
    from: "Planimetra ID <no-reply@id.planimetra.com>",
    to: "Carvalho Roig Studio <studio@carvalhoroig.pt>",
    subject: "Confirm your new email address",
    date: dt(2026, 10, 2, 14, 26, 8, "+0000"),
    enc: "qp",
    text: `Confirm your new email address

You asked to change the email address of your Planimetra ID from ines@carvalhoroig.pt
to studio@carvalhoroig.pt.

Confirm the change here (link valid for 24 hours):
https://id.planimetra.com/email/confirm?token=eyJ1aWQiOiI4ODQxMjAiLCJlIjoic3R1ZGlvQGNhcnZhbGhvcm9pZy5wdCJ9.Qm9sZC1maW5jaA

Until you confirm, you'll keep signing in with your old address.

If you didn't ask for this, you can ignore this email.`,
    html: plm(
      "One click to confirm studio@carvalhoroig.pt",
      `<h1 style="margin:0 0 16px;font-size:22px;font-weight:600;">Confirm your new email address</h1>
<p>You asked to change the email address of your Planimetra ID from <b>ines@carvalhoroig.pt</b> to <b>studio@carvalhoroig.pt</b>.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr><td style="border-radius:4px;background-color:#0b6bcb;">
<a href="https://id.planimetra.com/email/confirm?token=eyJ1aWQiOiI4ODQxMjAiLCJlIjoic3R1ZGlvQGNhcnZhbGhvcm9pZy5wdCJ9.Qm9sZC1maW5jaA" style="display:inline-block;padding:12px 22px;font-weight:600;color:#ffffff;text-decoration:none;">Confirm email address</a>
</td></tr></table>
<p style="font-size:13px;color:#616e7c;">The link is valid for 24 hours. Until you confirm, you'll keep signing in with your old address. If you didn't ask for this, you can ignore this email.</p>`,
    ),
  },
  {
    family: "planimetra-bim",
    group: "consumer",
    lang: "de",
    kind: "product-newsletter",
    code: null,
    link: null,
    from: "Planimetra <news@planimetra.com>",
    to: ME,
    subject: "Planimetra 2027 ist da: Treppen-Assistent, IFC 4.3 und schnellere Pläne",
    date: dt(2026, 10, 14, 7, 0, 0, "+0000"),
    enc: "b64",
    text: `Planimetra 2027 ist da

Treppen-Assistent: Geländer und Podeste passen sich an, sobald Sie die Geschosshöhe ändern.
IFC 4.3 Export mit Prüfbericht - ideal für die Abgabe an Fachplaner.
Pläne bis zu 40 % schneller erzeugen, auch bei Projekten über 2 GB.

Jetzt aktualisieren: https://www.planimetra.com/de/neu-in-2027?utm_source=newsletter&utm_campaign=release27
Webinar "Was ist neu?" am 22.10.2026, 16:00 MESZ: https://events.planimetra.com/de/webinar-2027

Sie erhalten diese E-Mail, weil Sie Produktneuigkeiten abonniert haben.
Abmelden: https://www.planimetra.com/newsletter/abmelden?id=884120`,
    html: `<html><body style="margin:0;background:#0f1720;">
<div style="display:none;">Treppen-Assistent, IFC 4.3 Export und bis zu 40 % schnellere Pläne.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1720;"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#e4e7eb;">
<tr><td style="padding:28px 0 12px;"><img src="https://cdn.planimetra.com/email/logo-wordmark-light@2x.png" width="132" alt="Planimetra"></td></tr>
<tr><td><a href="https://www.planimetra.com/de/neu-in-2027?utm_source=newsletter&amp;utm_campaign=release27"><img src="https://cdn.planimetra.com/email/2027/hero-de.jpg" width="600" alt="Planimetra 2027 – jetzt verfügbar" style="display:block;"></a></td></tr>
<tr><td style="padding:28px 24px 8px;font-size:28px;font-weight:bold;color:#ffffff;">Planimetra 2027 ist da</td></tr>
<tr><td style="padding:8px 24px;font-size:15px;line-height:24px;">
<p><b style="color:#ffffff;">Treppen-Assistent.</b> Geländer und Podeste passen sich an, sobald Sie die Geschosshöhe ändern.</p>
<p><b style="color:#ffffff;">IFC 4.3 Export mit Prüfbericht.</b> Ideal für die Abgabe an Fachplaner.</p>
<p><b style="color:#ffffff;">Bis zu 40&nbsp;% schneller.</b> Pläne erzeugen, auch bei Projekten über 2&nbsp;GB.</p>
</td></tr>
<tr><td style="padding:12px 24px 28px;"><a href="https://www.planimetra.com/de/neu-in-2027?utm_source=newsletter&amp;utm_campaign=release27" style="background:#36b37e;color:#0f1720;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold;">Jetzt aktualisieren</a>
&nbsp; <a href="https://events.planimetra.com/de/webinar-2027" style="color:#9fb3c8;">Webinar am 22.10., 16:00 MESZ</a></td></tr>
<tr><td style="padding:20px 24px;border-top:1px solid #243b53;font-size:11px;color:#829ab1;line-height:17px;">
Planimetra GmbH · Kaiserstraße 48 · 60329 Frankfurt am Main · Amtsgericht Frankfurt HRB 118342<br>
Sie erhalten diese E-Mail, weil Sie Produktneuigkeiten abonniert haben. <a href="https://www.planimetra.com/newsletter/abmelden?id=884120" style="color:#829ab1;">Abmelden</a> · <a href="https://www.linkedin.com/company/planimetra" style="color:#829ab1;">LinkedIn</a> · <a href="https://www.youtube.com/@planimetra" style="color:#829ab1;">YouTube</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "planimetra-bim",
    group: "consumer",
    lang: "en",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Planimetra ID <no-reply@id.planimetra.com>",
    to: ME,
    subject: "New sign-in to your Planimetra account",
    date: dt(2026, 11, 2, 18, 39, 27, "+0000"),
    enc: "qp",
    text: `New sign-in to your Planimetra account

We noticed a sign-in from a device we haven't seen before.

Device: Planimetra Viewer for iPad
Location: Toulouse, France (approximate)
Time: 2 November 2026, 18:38 UTC

If this was you, there's nothing else to do.
If it wasn't, secure your account now: https://id.planimetra.com/security/review?evt=sgn_7Hq2Lm9x

Planimetra GmbH, Kaiserstraße 48, 60329 Frankfurt am Main, Germany`,
    html: plm(
      "Planimetra Viewer for iPad, Toulouse, France",
      `<h1 style="margin:0 0 16px;font-size:22px;font-weight:600;">New sign-in to your account</h1>
<p>We noticed a sign-in from a device we haven't seen before.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f5f7fa;width:100%;border-radius:4px;">
<tr><td style="color:#7b8794;width:90px;">Device</td><td>Planimetra Viewer for iPad</td></tr>
<tr><td style="color:#7b8794;">Location</td><td>Toulouse, France (approximate)</td></tr>
<tr><td style="color:#7b8794;">Time</td><td>2 November 2026, 18:38 UTC</td></tr>
</table>
<p style="margin-top:20px;">If this was you, there's nothing else to do.</p>
<p>If it wasn't, <a href="https://id.planimetra.com/security/review?evt=sgn_7Hq2Lm9x" style="color:#c81e1e;font-weight:600;">secure your account now</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Lumenfarm (cloud rendering)

function lf(inner: string): string {
  return `<html><head><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#111111;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#111111"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#1b1b1b;border:1px solid #2c2c2c;font-family:Inter,Arial,sans-serif;color:#dddddd;font-size:14px;line-height:22px;">
<tr><td style="padding:22px 28px;border-bottom:1px solid #2c2c2c;"><img src="https://static.lumenfarm.io/mail/lumenfarm-logo-orange.png" height="24" alt="LUMENFARM"></td></tr>
<tr><td style="padding:26px 28px;">${inner}</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #2c2c2c;font-size:11px;color:#888888;">
Lumenfarm B.V. · Keizersgracht 512 · 1017 EK Amsterdam · KvK 81234567<br>
<a href="https://app.lumenfarm.io/settings/notifications" style="color:#ff8a3d;">Notification settings</a> · <a href="https://lumenfarm.io/privacy" style="color:#ff8a3d;">Privacy</a> · <a href="https://status.lumenfarm.io" style="color:#ff8a3d;">Status</a>
</td></tr></table></td></tr></table></body></html>`;
}

const lumenfarm: Mail[] = [
  {
    family: "lumenfarm-render",
    group: "consumer",
    lang: "en",
    kind: "render-finished",
    code: null,
    link: null,
    from: "Lumenfarm <jobs@lumenfarm.io>",
    to: ME,
    subject: "✅ Job #218843 finished: CasaSouto_exterior_dusk",
    date: dt(2026, 9, 16, 4, 17, 55, "+0000"),
    text: `Your render job is done.

Job #218843 - CasaSouto_exterior_dusk
Scene: CasaSouto_v14.skp / V-Ray 7
Frames: 1 (5000 x 2813 px)
Render time: 1 h 52 min on 24 nodes
Cost: 46.80 credits (balance: 212.35 credits)

Download the output (available for 30 days):
https://app.lumenfarm.io/jobs/218843/output

Render logs: https://app.lumenfarm.io/jobs/218843/logs

Happy rendering,
the Lumenfarm team`,
    html: lf(`<p style="font-size:18px;color:#ffffff;margin:0 0 14px;">Your render job is done ✅</p>
<img src="https://render-thumbs.lumenfarm.io/218843/preview_560.jpg" width="504" alt="Preview of CasaSouto_exterior_dusk" style="display:block;border:1px solid #333;margin-bottom:16px;">
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#cccccc;">
<tr><td style="color:#888;">Job</td><td>#218843 · CasaSouto_exterior_dusk</td></tr>
<tr><td style="color:#888;">Scene</td><td>CasaSouto_v14.skp · V-Ray 7</td></tr>
<tr><td style="color:#888;">Output</td><td>1 frame · 5000 × 2813 px</td></tr>
<tr><td style="color:#888;">Render time</td><td>1 h 52 min on 24 nodes</td></tr>
<tr><td style="color:#888;">Cost</td><td>46.80 credits (balance 212.35)</td></tr>
</table>
<p style="margin:22px 0;"><a href="https://app.lumenfarm.io/jobs/218843/output" style="background:#ff8a3d;color:#111111;text-decoration:none;font-weight:bold;padding:10px 20px;border-radius:3px;">Download output</a>
&nbsp;&nbsp;<a href="https://app.lumenfarm.io/jobs/218843/logs" style="color:#ff8a3d;">View logs</a></p>
<p style="font-size:12px;color:#888;">Output files are kept for 30 days.</p>`),
  },
  {
    family: "lumenfarm-render",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://app.lumenfarm.io/auth/magic?t=mlk_5b1f9e77a2c04d3e8f6a0d21c9b4e3f7&redirect=%2Fjobs",
    from: "Lumenfarm <login@lumenfarm.io>",
    to: ME,
    subject: "Your Lumenfarm sign-in link",
    date: dt(2026, 10, 8, 21, 3, 40, "+0000"),
    enc: "qp",
    text: `Sign in to Lumenfarm

Click the link below to sign in as ines@carvalhoroig.pt. It works once and expires in 20 minutes.

https://app.lumenfarm.io/auth/magic?t=mlk_5b1f9e77a2c04d3e8f6a0d21c9b4e3f7&redirect=%2Fjobs

Request came from: Chrome on Windows, Valencia, Spain

If you didn't ask for this link, you can safely ignore this email.`,
    html: lf(`<p style="font-size:18px;color:#ffffff;margin:0 0 14px;">Sign in to Lumenfarm</p>
<p>Click the button below to sign in as <b style="color:#ffffff;">ines@carvalhoroig.pt</b>. It works once and expires in 20 minutes.</p>
<p style="margin:24px 0;"><a href="https://app.lumenfarm.io/auth/magic?t=mlk_5b1f9e77a2c04d3e8f6a0d21c9b4e3f7&amp;redirect=%2Fjobs" style="background:#ff8a3d;color:#111111;text-decoration:none;font-weight:bold;padding:12px 26px;border-radius:3px;">Sign in</a></p>
<p style="font-size:12px;color:#888;">Request came from: Chrome on Windows, Valencia, Spain.<br>If you didn't ask for this link, you can safely ignore this email.</p>`),
  },
  {
    family: "lumenfarm-render",
    group: "consumer",
    lang: "en",
    kind: "render-failed",
    code: null,
    link: null,
    from: "Lumenfarm <jobs@lumenfarm.io>",
    to: ME,
    subject: "Job #221406 stopped: missing textures (Rieux_salon_anim)",
    date: dt(2026, 10, 22, 1, 44, 18, "+0000"),
    enc: "b64",
    text: `Job #221406 - Rieux_salon_anim - stopped at frame 37 of 240

Reason: 6 texture files could not be found on the farm, for example
  \\\\NAS\\projetos\\2619_Rieux\\tex\\terre_cuite_01.jpg

You have not been charged for the failed frames (frames 1-36 used 18.20 credits).
Pack the scene with "Collect assets" in the Lumenfarm plugin and resubmit.

Job details: https://app.lumenfarm.io/jobs/221406
Help article: https://help.lumenfarm.io/articles/missing-assets

Lumenfarm B.V., Keizersgracht 512, 1017 EK Amsterdam`,
    html: lf(`<p style="font-size:18px;color:#ff6b6b;margin:0 0 14px;">Job #221406 stopped at frame 37 of 240</p>
<p><b style="color:#fff;">Rieux_salon_anim</b> — 6 texture files could not be found on the farm, for example:</p>
<p style="font-family:Consolas,monospace;font-size:12px;background:#111;padding:8px;color:#ffb38a;">\\\\NAS\\projetos\\2619_Rieux\\tex\\terre_cuite_01.jpg</p>
<p>You have not been charged for the failed frames (frames 1–36 used 18.20 credits). Pack the scene with <i>Collect assets</i> in the Lumenfarm plugin and resubmit.</p>
<p><a href="https://app.lumenfarm.io/jobs/221406" style="color:#ff8a3d;">Job details</a> · <a href="https://help.lumenfarm.io/articles/missing-assets" style="color:#ff8a3d;">How to fix missing assets</a></p>`),
  },
  {
    family: "lumenfarm-render",
    group: "consumer",
    lang: "en",
    kind: "credits-receipt",
    code: null,
    link: null,
    from: "Lumenfarm Billing <billing@lumenfarm.io>",
    to: ME,
    subject: "Receipt for your credit top-up (LF-INV-2026-10-03318)",
    date: dt(2026, 10, 23, 9, 11, 2, "+0000"),
    text: `Lumenfarm B.V. - Receipt

Invoice number: LF-INV-2026-10-03318
Date: 23 October 2026
Customer: Carvalho Roig Arquitectura SLP (ESB98765432)

500 render credits (Studio pack)       390.00 EUR
VAT reverse-charged                      0.00 EUR
Total                                  390.00 EUR

Payment: Mastercard ending 7730
New balance: 694.15 credits

The PDF invoice is attached to your account under Billing > Invoices.
Lumenfarm B.V. - Keizersgracht 512 - 1017 EK Amsterdam - VAT NL864213579B01`,
    html: null,
  },
];

// ---------------------------------------------------------------- Signaflux (e-signature)

function sfx(inner: string, lang: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1fb;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #5b3cc4;">
<tr><td style="padding:24px 32px 0;"><img src="https://assets.signaflux.com/email/v3/logo.png" width="110" alt="Signaflux"></td></tr>
<tr><td style="padding:20px 32px 28px;font-size:15px;line-height:23px;color:#2d2a3a;">${inner}</td></tr>
</table>
<table width="520" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 32px;font-size:11px;line-height:16px;color:#8a8499;text-align:center;">
Sent by Signaflux on behalf of the sender. Signaflux SAS, 14 rue des Arts, 31000 Toulouse, France.<br>
<a href="https://www.signaflux.com/security" style="color:#8a8499;">Security</a> · <a href="https://www.signaflux.com/privacy" style="color:#8a8499;">Privacy</a> · <a href="https://help.signaflux.com" style="color:#8a8499;">Help</a>
</td></tr></table></td></tr></table></body></html>`;
}

const signaflux: Mail[] = [
  {
    family: "signaflux",
    group: "consumer",
    lang: "fr",
    kind: "sign-link",
    code: null,
    link: "https://sign.signaflux.com/e/r/7QmX3kPz9WbT2cLd?utm_source=email&utm_medium=request",
    from: "Marie Rieux via Signaflux <noreply@signaflux.com>",
    to: ME,
    subject: "Marie Rieux vous invite à signer : Contrat de maîtrise d'œuvre – Maison Rieux",
    date: dt(2026, 9, 11, 19, 22, 6, "+0200"),
    headers: [["Reply-To", "Marie Rieux <marie.rieux@orange.fr>"]],
    enc: "qp",
    text: `Marie Rieux vous invite à signer un document.

Document : Contrat de maîtrise d'œuvre – Maison Rieux (12 pages)
Message de Marie Rieux :
"Bonjour Inês, voici le contrat avec nos initiales sur chaque page. Marc a déjà signé. Bonne soirée !"

Consulter et signer le document :
https://sign.signaflux.com/e/r/7QmX3kPz9WbT2cLd?utm_source=email&utm_medium=request

Ce lien vous est personnel ; ne le transférez pas.
La demande expire le 11/10/2026.`,
    html: sfx(
      `<p style="font-size:19px;margin:0 0 16px;"><b>Marie Rieux</b> vous invite à signer un document</p>
<table cellpadding="0" cellspacing="0" width="100%" style="background:#f7f5fd;border-radius:6px;"><tr><td style="padding:14px 16px;">
<img src="https://assets.signaflux.com/email/v3/doc-icon.png" width="20" alt="" style="vertical-align:middle;"> <b>Contrat de maîtrise d'œuvre – Maison Rieux</b><br><span style="font-size:13px;color:#8a8499;">12 pages</span>
</td></tr></table>
<p style="margin:18px 0;font-style:italic;color:#55506a;">« Bonjour Inês, voici le contrat avec nos initiales sur chaque page. Marc a déjà signé. Bonne soirée ! »</p>
<p style="text-align:center;margin:26px 0;"><a href="https://sign.signaflux.com/e/r/7QmX3kPz9WbT2cLd?utm_source=email&amp;utm_medium=request" style="background:#5b3cc4;color:#ffffff;padding:13px 30px;border-radius:6px;text-decoration:none;font-weight:bold;">Consulter et signer</a></p>
<p style="font-size:12px;color:#8a8499;">Ce lien vous est personnel&nbsp;; ne le transférez pas. La demande expire le 11/10/2026.</p>`,
      "fr",
    ),
  },
  {
    family: "signaflux",
    group: "consumer",
    lang: "fr",
    kind: "sign-code",
    code: "604219",
    link: null,
    from: "Signaflux <noreply@signaflux.com>",
    to: ME,
    subject: "Votre code de signature Signaflux",
    date: dt(2026, 9, 11, 21, 47, 31, "+0200"),
    enc: "qp",
    text: `Pour signer « Contrat de maîtrise d'œuvre – Maison Rieux », saisissez ce code :

604 219

Il est valable 10 minutes. Signaflux ne vous demandera jamais ce code par téléphone.`,
    html: sfx(
      `<p>Pour signer <b>«&nbsp;Contrat de maîtrise d'œuvre – Maison Rieux&nbsp;»</b>, saisissez ce code&nbsp;:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:8px;text-align:center;color:#5b3cc4;margin:22px 0;">604&nbsp;219</p>
<p style="font-size:13px;color:#8a8499;">Il est valable 10 minutes. Signaflux ne vous demandera jamais ce code par téléphone.</p>`,
      "fr",
    ),
  },
  {
    family: "signaflux",
    group: "consumer",
    lang: "en",
    kind: "sign-completed",
    code: null,
    link: null,
    from: "Signaflux <noreply@signaflux.com>",
    to: ME,
    subject: "Completed: Contrat de maîtrise d'œuvre – Maison Rieux",
    date: dt(2026, 9, 12, 8, 5, 14, "+0200"),
    enc: "b64",
    text: `All parties have signed "Contrat de maîtrise d'œuvre – Maison Rieux".

Signers:
  Marc Rieux - signed 11 Sep 2026, 18:59 CEST
  Marie Rieux - signed 11 Sep 2026, 19:21 CEST
  Inês Carvalho - signed 11 Sep 2026, 21:48 CEST

The signed document and the audit trail (envelope ID 3f9c-82be-11d4) are attached.
Signaflux keeps a copy for 10 years: https://app.signaflux.com/documents/3f9c82be11d4`,
    html: sfx(
      `<p style="font-size:19px;margin:0 0 16px;">✔ All parties have signed</p>
<p><b>Contrat de maîtrise d'œuvre – Maison Rieux</b></p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;width:100%;">
<tr><td>Marc Rieux</td><td style="color:#8a8499;">11 Sep 2026, 18:59 CEST</td></tr>
<tr><td>Marie Rieux</td><td style="color:#8a8499;">11 Sep 2026, 19:21 CEST</td></tr>
<tr><td>Inês Carvalho</td><td style="color:#8a8499;">11 Sep 2026, 21:48 CEST</td></tr>
</table>
<p>The signed document and the audit trail (envelope ID 3f9c-82be-11d4) are attached.</p>
<p><a href="https://app.signaflux.com/documents/3f9c82be11d4" style="color:#5b3cc4;">View in Signaflux</a></p>`,
      "en",
    ),
    attachment: [
      "Contrat_MOE_Maison_Rieux_signe.pdf",
      "application/pdf",
      PDF("Contrat de maitrise d'oeuvre - Maison Rieux - signe"),
    ],
  },
];

// ---------------------------------------------------------------- Banco Ribadouro (PT)

const ribadouro: Mail[] = [
  {
    family: "banco-ribadouro",
    group: "regional",
    lang: "pt",
    kind: "transfer-code",
    code: "591406",
    link: null,
    from: "Banco Ribadouro <alertas@bancoribadouro.pt>",
    to: ME,
    subject: "Código de confirmação de operação",
    date: dt(2026, 9, 24, 10, 58, 2, "+0100"),
    enc: "qp",
    text: `Banco Ribadouro - Ribadouro Empresas

Para confirmar a transferência SEPA de 3.200,00 EUR para LUSOCAIXILHO LDA
(IBAN PT50 •••• •••• •••• 8841 3), introduza o código:

591406

Código válido por 5 minutos. O Banco Ribadouro nunca lhe pedirá este código por telefone, SMS ou e-mail.`,
    html: `<table width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td align="center"><table width="560" cellpadding="0" cellspacing="0">
<tr><td style="background:#00563f;padding:16px 24px;"><img src="https://www.bancoribadouro.pt/mail/logo-branco.png" height="30" alt="Banco Ribadouro"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:21px;">
<p style="margin-top:0;"><b>Ribadouro Empresas</b></p>
<p>Para confirmar a transferência SEPA de <b>3.200,00 EUR</b> para <b>LUSOCAIXILHO LDA</b> (IBAN PT50 •••• •••• •••• 8841 3), introduza o código:</p>
<p style="font-size:30px;font-weight:bold;color:#00563f;letter-spacing:4px;margin:20px 0;">591406</p>
<p style="font-size:12px;color:#777;">Código válido por 5 minutos. O Banco Ribadouro nunca lhe pedirá este código por telefone, SMS ou e-mail.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f1f1f1;font-size:10px;color:#888;">Banco Ribadouro, S.A. · Av. da Boavista, 1210 · 4100-116 Porto · Linha Empresas 220 118 500 (chamada para rede fixa nacional) · <a href="https://www.bancoribadouro.pt/seguranca" style="color:#00563f;">Segurança</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "banco-ribadouro",
    group: "regional",
    lang: "pt",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banco Ribadouro <extratos@bancoribadouro.pt>",
    to: ME,
    subject: "O seu extrato de setembro já está disponível",
    date: dt(2026, 10, 3, 6, 30, 0, "+0100"),
    enc: "b64",
    text: `Cara Cliente,

O extrato integrado da conta n.º ••••••2317 referente a setembro de 2026 já está disponível
no Ribadouro Online, em Contas > Extratos.

Saldo no fim do período: 18.944,27 EUR
Movimentos a crédito: 23 | Movimentos a débito: 41

Recordamos que, por motivos de segurança, não enviamos extratos em anexo.

Banco Ribadouro, S.A. - Av. da Boavista, 1210 - 4100-116 Porto`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#333;max-width:560px;">
<div style="background:#00563f;padding:14px 20px;"><img src="https://www.bancoribadouro.pt/mail/logo-branco.png" height="28" alt="Banco Ribadouro"></div>
<div style="padding:20px;">
<p>Cara Cliente,</p>
<p>O extrato integrado da conta n.º ••••••2317 referente a <b>setembro de 2026</b> já está disponível no <a href="https://online.bancoribadouro.pt/contas/extratos" style="color:#00563f;">Ribadouro Online</a>, em Contas &gt; Extratos.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #dde5e2;width:100%;"><tr><td>Saldo no fim do período</td><td align="right"><b>18.944,27 €</b></td></tr><tr><td>Movimentos a crédito / débito</td><td align="right">23 / 41</td></tr></table>
<p style="font-size:12px;color:#777;">Recordamos que, por motivos de segurança, não enviamos extratos em anexo.</p>
</div>
<div style="padding:12px 20px;background:#f1f1f1;font-size:10px;color:#888;">Banco Ribadouro, S.A. · Av. da Boavista, 1210 · 4100-116 Porto · <a href="https://www.bancoribadouro.pt/privacidade" style="color:#00563f;">Privacidade</a></div>
</div>`,
  },
  {
    family: "banco-ribadouro",
    group: "regional",
    lang: "pt",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Banco Ribadouro <alertas@bancoribadouro.pt>",
    to: ME,
    subject: "Novo dispositivo associado à app Ribadouro",
    date: dt(2026, 10, 30, 20, 14, 44, "+0000"),
    text: `Banco Ribadouro

Foi associado um novo dispositivo à sua app Ribadouro:
iPhone 16 - 30/10/2026 às 20:13.

Se foi a senhora, pode ignorar esta mensagem.
Se não reconhece esta operação, ligue de imediato para a Linha de Apoio 220 118 500
(24 horas) ou bloqueie o acesso em https://online.bancoribadouro.pt/seguranca/dispositivos

Nunca partilhe os seus códigos de acesso.`,
    html: null,
  },
];

// ---------------------------------------------------------------- Minutaria (invoicing app, ES)

function mnt(pre: string, inner: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Minutaria</title></head>
<body style="margin:0;padding:0;background:#fafaf7;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" style="background:#fafaf7;"><tr><td align="center" style="padding:30px 14px;">
<table width="540" border="0" cellspacing="0" cellpadding="0" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td style="padding-bottom:20px;"><img src="https://minutaria.es/img/mail/minutaria-logo.png" width="120" alt="minutaria"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #ecebe4;border-radius:10px;padding:32px;font-size:15px;line-height:24px;color:#26251f;">${inner}</td></tr>
<tr><td style="padding:20px 4px;font-size:12px;line-height:18px;color:#9a988c;">
Minutaria Software S.L. · C/ Colón 36, 4ª · 46004 València · CIF B44556677<br>
<a href="https://minutaria.es/ayuda" style="color:#9a988c;">Centro de ayuda</a> · <a href="https://minutaria.es/privacidad" style="color:#9a988c;">Privacidad</a> · <a href="https://app.minutaria.es/ajustes/avisos" style="color:#9a988c;">Gestionar avisos</a>
</td></tr></table></td></tr></table></body></html>`;
}

const minutaria: Mail[] = [
  {
    family: "minutaria",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "362915",
    link: "https://app.minutaria.es/remitentes/verificar/r_81f3a2?c=362915&sig=0b7d55e1",
    from: "Minutaria <hola@minutaria.es>",
    to: "Carvalho Roig - Facturación <facturas@carvalhoroig.pt>",
    subject: "Verifica facturas@carvalhoroig.pt como remitente de tus facturas",
    date: dt(2026, 9, 17, 11, 6, 37, "+0200"),
    enc: "qp",
    text: `Hola,

Inês Carvalho ha añadido facturas@carvalhoroig.pt como dirección de envío de facturas en la
cuenta de Carvalho Roig Arquitectura SLP en Minutaria.

Para verificarla, introduce este código en Ajustes > Remitentes:

362 915

O pulsa directamente en este enlace:
https://app.minutaria.es/remitentes/verificar/r_81f3a2?c=362915&sig=0b7d55e1

Hasta que la verifiques, tus facturas se enviarán desde no-reply@minutaria.es.

El equipo de Minutaria`,
    html: mnt(
      "Tu código: 362 915",
      `<p style="margin-top:0;">Hola,</p>
<p>Inês Carvalho ha añadido <b>facturas@carvalhoroig.pt</b> como dirección de envío de facturas en la cuenta de Carvalho Roig Arquitectura SLP.</p>
<p>Para verificarla, introduce este código en <i>Ajustes &gt; Remitentes</i>:</p>
<div style="font-size:30px;font-weight:700;letter-spacing:0.2em;text-align:center;background:#f3f1e7;border-radius:8px;padding:16px 0;margin:20px 0;">362 915</div>
<p style="text-align:center;">o bien</p>
<p style="text-align:center;margin:18px 0 24px;"><a href="https://app.minutaria.es/remitentes/verificar/r_81f3a2?c=362915&amp;sig=0b7d55e1" style="background:#2f6f4f;color:#fff;text-decoration:none;padding:11px 22px;border-radius:20px;font-weight:600;">Verificar dirección</a></p>
<p style="font-size:13px;color:#77756a;">Hasta que la verifiques, tus facturas se enviarán desde no-reply@minutaria.es.</p>`,
    ),
  },
  {
    family: "minutaria",
    group: "regional",
    lang: "es",
    kind: "invoice-paid",
    code: null,
    link: null,
    from: "Minutaria <avisos@minutaria.es>",
    to: ME,
    subject: "💶 Tomás Vidal ha pagado la factura F-2026-0087",
    date: dt(2026, 10, 9, 16, 52, 10, "+0200"),
    enc: "b64",
    text: `¡Buenas noticias!

Tomás Vidal Ferrer ha pagado la factura F-2026-0087.

Concepto: Honorarios proyecto básico y de ejecución - Reforma C/ del Forn 22 (2º pago, 40 %)
Importe: 7.018,00 EUR (base 5.800,00 EUR + IVA 21 % 1.218,00 EUR)
Fecha de emisión: 25/09/2026
Cobrada el: 09/10/2026 por transferencia (ES12 •••• 0457)

La hemos marcado como cobrada. Puedes verla en:
https://app.minutaria.es/facturas/F-2026-0087

Minutaria`,
    html: mnt(
      "7.018,00 € cobrados · Reforma C/ del Forn 22",
      `<p style="margin-top:0;font-size:20px;font-weight:700;">¡Buenas noticias! 💶</p>
<p><b>Tomás Vidal Ferrer</b> ha pagado la factura <b>F-2026-0087</b>.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #ecebe4;"><td style="color:#77756a;">Concepto</td><td>Honorarios PB+PE – Reforma C/ del Forn 22 (2º pago, 40&nbsp;%)</td></tr>
<tr style="border-bottom:1px solid #ecebe4;"><td style="color:#77756a;">Importe</td><td><b>7.018,00 €</b> <span style="color:#77756a;">(base 5.800,00 € + IVA 21&nbsp;% 1.218,00 €)</span></td></tr>
<tr style="border-bottom:1px solid #ecebe4;"><td style="color:#77756a;">Emitida</td><td>25/09/2026</td></tr>
<tr><td style="color:#77756a;">Cobrada</td><td>09/10/2026 · transferencia (ES12 •••• 0457)</td></tr>
</table>
<p style="margin-top:22px;"><a href="https://app.minutaria.es/facturas/F-2026-0087" style="color:#2f6f4f;font-weight:600;">Ver factura →</a></p>`,
    ),
  },
  {
    family: "minutaria",
    group: "regional",
    lang: "ca",
    kind: "tax-reminder",
    code: null,
    link: null,
    from: "Minutaria <avisos@minutaria.es>",
    to: ME,
    subject: "Recordatori: el model 303 del 3T es presenta abans del 20 d'octubre",
    date: dt(2026, 10, 12, 9, 0, 0, "+0200"),
    enc: "qp",
    text: `Hola, Inês:

Queden 8 dies per presentar el model 303 (IVA) del tercer trimestre de 2026.

Resum calculat amb les teues factures de juliol a setembre:
  IVA repercutit: 4.872,30 EUR (14 factures emeses)
  IVA suportat deduïble: 1.109,44 EUR (31 despeses)
  Resultat: 3.762,86 EUR a ingressar

Pots revisar el càlcul i descarregar el fitxer per a l'AEAT a
https://app.minutaria.es/impostos/303/2026-3T

Si ho porta la teua gestoria, ja pot accedir-hi amb el seu usuari.

Minutaria`,
    html: mnt(
      "Resultat estimat: 3.762,86 € a ingressar",
      `<p style="margin-top:0;">Hola, Inês:</p>
<p>Queden <b>8 dies</b> per presentar el <b>model 303</b> (IVA) del tercer trimestre de 2026.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f3f1e7;border-radius:8px;">
<tr><td>IVA repercutit (14 factures)</td><td align="right">4.872,30 €</td></tr>
<tr><td>IVA suportat deduïble (31 despeses)</td><td align="right">−1.109,44 €</td></tr>
<tr><td><b>Resultat a ingressar</b></td><td align="right"><b>3.762,86 €</b></td></tr>
</table>
<p style="margin-top:20px;"><a href="https://app.minutaria.es/impostos/303/2026-3T" style="color:#2f6f4f;font-weight:600;">Revisar el càlcul</a></p>
<p style="font-size:13px;color:#77756a;">Si ho porta la teua gestoria, ja pot accedir-hi amb el seu usuari.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Plinthly (project tool shared with clients)

function pln(inner: string, foot: string): string {
  return `<html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#222222;">
<tr><td style="padding:28px 0 20px;"><img src="https://cdn.plinthly.app/mail/plinthly-mark-32.png" width="32" height="32" alt="Plinthly"></td></tr>
${inner}
<tr><td style="padding:30px 0 40px;border-top:1px solid #eeeeee;font-size:12px;color:#999999;line-height:1.6;">${foot}<br>
Plinthly Inc. · 2261 Market Street #5012 · San Francisco, CA 94114 · <a href="https://plinthly.app/privacy" style="color:#999999;">Privacy</a>
</td></tr></table></td></tr></table></body></html>`;
}

const plinthly: Mail[] = [
  {
    family: "plinthly",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://link.plinthly.app/ls/click?upn=inv-Zk2TqW7rXb8yP0sE4mLvC1hN&u=https%3A%2F%2Fplinthly.app%2Finvite%2Facc_4Fq8Tn",
    from: "Tomás Vidal (via Plinthly) <notifications@plinthly.app>",
    to: ME,
    subject: 'Tomás Vidal invited you to "Reforma Carrer del Forn 22" on Plinthly',
    date: dt(2026, 9, 8, 20, 33, 11, "+0000"),
    headers: [["Reply-To", "tomas.vidal.ferrer@gmail.com"]],
    enc: "qp",
    text: `Tomás Vidal invited you to join the project "Reforma Carrer del Forn 22" on Plinthly as an Editor.

"Hola Inês, he creado aquí el proyecto para que tengamos las decisiones de la obra en un solo sitio. Ya he subido las fotos de la cocina."

Accept the invitation:
https://link.plinthly.app/ls/click?upn=inv-Zk2TqW7rXb8yP0sE4mLvC1hN&u=https%3A%2F%2Fplinthly.app%2Finvite%2Facc_4Fq8Tn

This invitation expires in 14 days.

--
You received this email because tomas.vidal.ferrer@gmail.com invited ines@carvalhoroig.pt.
Plinthly Inc., 2261 Market Street #5012, San Francisco, CA 94114`,
    html: pln(
      `<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px;">Tomás Vidal invited you to a project</td></tr>
<tr><td style="padding-bottom:16px;"><img src="https://cdn.plinthly.app/avatars/u_39120/48.jpg" width="24" height="24" alt="" style="border-radius:12px;vertical-align:middle;"> <b>Tomás Vidal</b> invited you to join <b>Reforma Carrer del Forn 22</b> as an <b>Editor</b>.</td></tr>
<tr><td style="padding:14px 18px;background:#f6f6f3;border-left:3px solid #d4a373;font-style:italic;color:#555;">Hola Inês, he creado aquí el proyecto para que tengamos las decisiones de la obra en un solo sitio. Ya he subido las fotos de la cocina.</td></tr>
<tr><td style="padding:26px 0;"><a href="https://link.plinthly.app/ls/click?upn=inv-Zk2TqW7rXb8yP0sE4mLvC1hN&amp;u=https%3A%2F%2Fplinthly.app%2Finvite%2Facc_4Fq8Tn" style="display:inline-block;background:#222222;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:bold;">Accept invitation</a></td></tr>
<tr><td style="color:#777;font-size:13px;">This invitation expires in 14 days. New to Plinthly? <a href="https://link.plinthly.app/ls/click?upn=tour-Zk2TqW&amp;u=https%3A%2F%2Fplinthly.app%2Ftour" style="color:#777;">Take the 2-minute tour</a>.</td></tr>`,
      "You received this email because tomas.vidal.ferrer@gmail.com invited ines@carvalhoroig.pt.",
    ),
  },
  {
    family: "plinthly",
    group: "consumer",
    lang: "en",
    kind: "comment-notification",
    code: null,
    link: null,
    from: "Tomás Vidal (via Plinthly) <notifications@plinthly.app>",
    to: ME,
    subject: "Re: [Reforma Carrer del Forn 22] Planta baja v3",
    date: dt(2026, 9, 30, 22, 18, 40, "+0000"),
    enc: "qp",
    text: `Tomás Vidal commented on "Planta baja v3":

"Nos gusta mucho la isla, pero ¿se podría mover el aseo 40 cm hacia el patio? Mi madre vendrá a vivir con nosotros y necesitamos que quepa la silla. Llamo mañana a las 10:00."

Reply to this email to comment, or view the file:
https://plinthly.app/p/forn22/files/planta-baja-v3#c-88213

--
Turn off notifications for this project: https://plinthly.app/p/forn22/settings/notifications`,
    html: pln(
      `<tr><td style="padding-bottom:10px;color:#777;font-size:13px;">Reforma Carrer del Forn 22 › Files › Planta baja v3</td></tr>
<tr><td style="padding-bottom:14px;"><b>Tomás Vidal</b> commented:</td></tr>
<tr><td style="padding:14px 18px;background:#f6f6f3;border-radius:6px;">Nos gusta mucho la isla, pero ¿se podría mover el aseo 40&nbsp;cm hacia el patio? Mi madre vendrá a vivir con nosotros y necesitamos que quepa la silla. Llamo mañana a las 10:00.</td></tr>
<tr><td style="padding:20px 0;"><a href="https://plinthly.app/p/forn22/files/planta-baja-v3#c-88213" style="color:#b5651d;font-weight:bold;">View comment</a> &nbsp;·&nbsp; <span style="color:#777;">or reply to this email</span></td></tr>`,
      `<a href="https://plinthly.app/p/forn22/settings/notifications" style="color:#999999;">Turn off notifications for this project</a>`,
    ),
  },
  {
    family: "plinthly",
    group: "consumer",
    lang: "fr",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Plinthly <digest@plinthly.app>",
    to: ME,
    subject: "Votre semaine sur Plinthly : 3 projets, 11 nouveautés",
    date: dt(2026, 10, 19, 6, 0, 3, "+0000"),
    enc: "b64",
    text: `Bonjour Inês,

Voici ce qui s'est passé cette semaine dans vos projets.

MAISON RIEUX
- Marie Rieux a ajouté 4 photos au tableau « Inspirations cuisine »
- Marc Rieux a validé « Menuiseries extérieures - variante B »
- 2 tâches arrivent à échéance : « Choix tuiles canal » (24/10), « RDV ABF » (28/10)

REFORMA CARRER DEL FORN 22
- Tomás Vidal a commenté « Planta baja v4 » (3 commentaires)
- Nouveau fichier : presupuesto_carpinteria_rev2.pdf (1,8 Mo)

CASA DO SOUTO
- Aucune activité

Ouvrir Plinthly : https://plinthly.app/home

Vous recevez ce résumé chaque lundi. Modifier la fréquence : https://plinthly.app/settings/digest`,
    html: pln(
      `<tr><td style="font-size:22px;font-weight:bold;padding-bottom:6px;">Votre semaine sur Plinthly</td></tr>
<tr><td style="color:#777;padding-bottom:18px;">12 – 18 octobre 2026</td></tr>
<tr><td style="padding:10px 0 4px;font-weight:bold;">Maison Rieux</td></tr>
<tr><td><ul style="margin:0;padding-left:18px;"><li>Marie Rieux a ajouté 4 photos au tableau «&nbsp;Inspirations cuisine&nbsp;»</li><li>Marc Rieux a validé «&nbsp;Menuiseries extérieures – variante B&nbsp;»</li><li>2 tâches arrivent à échéance&nbsp;: «&nbsp;Choix tuiles canal&nbsp;» (24/10), «&nbsp;RDV ABF&nbsp;» (28/10)</li></ul></td></tr>
<tr><td style="padding:16px 0 4px;font-weight:bold;">Reforma Carrer del Forn 22</td></tr>
<tr><td><ul style="margin:0;padding-left:18px;"><li>Tomás Vidal a commenté «&nbsp;Planta baja v4&nbsp;» (3 commentaires)</li><li>Nouveau fichier&nbsp;: presupuesto_carpinteria_rev2.pdf (1,8&nbsp;Mo)</li></ul></td></tr>
<tr><td style="padding:16px 0 4px;font-weight:bold;">Casa do Souto</td></tr>
<tr><td style="color:#999;">Aucune activité</td></tr>
<tr><td style="padding:24px 0;"><a href="https://plinthly.app/home" style="display:inline-block;border:1px solid #222;color:#222;text-decoration:none;padding:10px 20px;border-radius:6px;">Ouvrir Plinthly</a></td></tr>`,
      `Vous recevez ce résumé chaque lundi. <a href="https://plinthly.app/settings/digest" style="color:#999999;">Modifier la fréquence</a>`,
    ),
  },
];

// ---------------------------------------------------------------- Copistería Planos Turia (print shop, ES)

const copisteria: Mail[] = [
  {
    family: "copisteria-turia",
    group: "negative",
    lang: "es",
    kind: "order-ready",
    code: null,
    link: null,
    from: "Planos Turia <pedidos@planosturia.com>",
    to: ME,
    subject: "Tu pedido 26-1184 está listo para recoger",
    date: dt(2026, 9, 22, 13, 41, 0, "+0200"),
    text: `Hola Inês,

Tu pedido 26-1184 ya está listo en nuestra tienda de Gran Vía Fernando el Católico, 58.

- 6 planos A1 color, papel 90 g - 6 x 4,80 EUR
- 3 juegos A3 encuadernados en espiral (memoria, 48 págs.) - 3 x 11,50 EUR
- Plegado a A4 para visado: 6 uds - incluido
Total: 63,30 EUR IVA incl. (pagado con tarjeta)

Horario: L-V 8:30-20:00, S 10:00-13:30. Lo guardamos 15 días.
Si viene otra persona a recogerlo, basta con que diga el número de pedido.

Un saludo,
Planos Turia - Reprografía técnica
Tel. 963 84 21 57 · WhatsApp 611 203 408`,
    html: null,
  },
  {
    family: "copisteria-turia",
    group: "negative",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "Planos Turia <administracion@planosturia.com>",
    to: "Carvalho Roig - Facturación <facturas@carvalhoroig.pt>",
    subject: "Factura mensual A-2026/0412 - Carvalho Roig Arquitectura",
    date: dt(2026, 11, 2, 9, 15, 22, "+0100"),
    enc: "qp",
    text: `Buenos días,

Adjuntamos la factura A-2026/0412 correspondiente a los trabajos de octubre con cargo a
su cuenta de cliente n.º 3307.

Base imponible: 212,40 EUR
IVA 21 %: 44,60 EUR
Total: 257,00 EUR
Vencimiento: 30/11/2026 - domiciliación en ES76 •••• 9021

Quedamos a su disposición.
Administración - Planos Turia S.L. - B46112233`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<p>Buenos días,</p>
<p>Adjuntamos la factura <b>A-2026/0412</b> correspondiente a los trabajos de octubre con cargo a su cuenta de cliente n.º 3307.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:10pt;">
<tr><td>Base imponible</td><td align="right">212,40 €</td></tr><tr><td>IVA 21 %</td><td align="right">44,60 €</td></tr><tr><td><b>Total</b></td><td align="right"><b>257,00 €</b></td></tr>
<tr><td>Vencimiento</td><td>30/11/2026 – domiciliación en ES76 •••• 9021</td></tr></table>
<p>Quedamos a su disposición.</p>
<p style="color:#555;font-size:9pt;">Administración<br><b>Planos Turia S.L.</b> – B46112233<br>Gran Vía Fernando el Católico, 58 · 46008 València · 963 84 21 57<br><a href="https://www.planosturia.com">www.planosturia.com</a></p>
</div>`,
    attachment: ["Factura_A-2026-0412.pdf", "application/pdf", PDF("Factura A-2026/0412 Planos Turia")],
  },
];

// ---------------------------------------------------------------- Pedra & Cal Materiais (supplier, PT)

function pec(pre: string, inner: string): string {
  return `<html><body style="margin:0;background:#ece6dc;">
<div style="display:none;opacity:0;height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#ece6dc;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Lato,Arial,sans-serif;color:#3a3229;">
<tr><td align="center" style="padding:22px;border-bottom:1px solid #e2d9c9;"><a href="https://pedraecal.pt/?utm_source=email"><img src="https://pedraecal.pt/media/email/logo-pedra-cal.png" width="170" alt="Pedra &amp; Cal Materiais"></a></td></tr>
<tr><td align="center" style="padding:8px;font-size:12px;letter-spacing:1px;"><a href="https://pedraecal.pt/pedras" style="color:#3a3229;text-decoration:none;">PEDRAS</a> &nbsp;·&nbsp; <a href="https://pedraecal.pt/cal-e-argamassas" style="color:#3a3229;text-decoration:none;">CAL E ARGAMASSAS</a> &nbsp;·&nbsp; <a href="https://pedraecal.pt/azulejo" style="color:#3a3229;text-decoration:none;">AZULEJO</a> &nbsp;·&nbsp; <a href="https://pedraecal.pt/amostras" style="color:#3a3229;text-decoration:none;">AMOSTRAS</a></td></tr>
<tr><td style="padding:26px 34px;font-size:15px;line-height:1.6;">${inner}</td></tr>
<tr><td style="padding:20px 34px;background:#3a3229;color:#cfc4b3;font-size:11px;line-height:1.6;">
Pedra &amp; Cal Materiais, Lda. · Zona Industrial de Pêro Pinheiro, Lote 17 · 2715-029 Pêro Pinheiro · 219 270 455<br>
<a href="https://www.instagram.com/pedraecal" style="color:#cfc4b3;">Instagram</a> · <a href="https://www.pinterest.pt/pedraecal" style="color:#cfc4b3;">Pinterest</a> · <a href="https://pedraecal.pt/termos" style="color:#cfc4b3;">Termos</a> · <a href="https://pedraecal.pt/privacidade" style="color:#cfc4b3;">Privacidade</a>
</td></tr></table></td></tr></table></body></html>`;
}

const pedraCal: Mail[] = [
  {
    family: "pedra-e-cal",
    group: "regional",
    lang: "pt",
    kind: "subscribe-confirm",
    code: null,
    link: "https://pedraecal.pt/newsletter/confirmar?sub=a5e0c1d9f7b2&lista=profissionais",
    from: "Pedra & Cal Materiais <ola@pedraecal.pt>",
    to: ME,
    subject: "Confirme a sua inscrição na newsletter Pedra & Cal Profissionais",
    date: dt(2026, 9, 12, 15, 2, 50, "+0100"),
    enc: "qp",
    text: `Olá!

Obrigado pelo interesse na newsletter Pedra & Cal Profissionais (fichas técnicas,
novidades de catálogo e condições para gabinetes de arquitetura).

Para concluir a inscrição, confirme o seu endereço:
https://pedraecal.pt/newsletter/confirmar?sub=a5e0c1d9f7b2&lista=profissionais

Se não pediu esta inscrição, ignore este e-mail e não voltará a ter notícias nossas.

Pedra & Cal Materiais, Lda. - 219 270 455`,
    html: pec(
      "Falta só um clique para receber as fichas técnicas.",
      `<p style="font-size:20px;margin-top:0;">Olá!</p>
<p>Obrigado pelo interesse na newsletter <b>Pedra &amp; Cal Profissionais</b> — fichas técnicas, novidades de catálogo e condições para gabinetes de arquitetura.</p>
<p>Para concluir a inscrição, confirme o seu endereço:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://pedraecal.pt/newsletter/confirmar?sub=a5e0c1d9f7b2&amp;lista=profissionais" style="background:#8c6b43;color:#fffdf8;text-decoration:none;padding:12px 28px;letter-spacing:1px;font-size:13px;">CONFIRMAR INSCRIÇÃO</a></p>
<p style="font-size:13px;color:#8a7f70;">Se não pediu esta inscrição, ignore este e-mail e não voltará a ter notícias nossas.</p>`,
    ),
  },
  {
    family: "pedra-e-cal",
    group: "regional",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Pedra & Cal Materiais <encomendas@pedraecal.pt>",
    to: ME,
    subject: "A sua encomenda de amostras PC-58214 foi expedida",
    date: dt(2026, 9, 25, 17, 20, 6, "+0100"),
    enc: "b64",
    text: `Olá Inês,

A sua encomenda PC-58214 saiu hoje do nosso armazém.

Amostras (10 x 10 cm):
  Lioz amaciado - 2 cm
  Moleanos bujardado - 3 cm
  Ardósia de Valongo escovada - 1 cm
  Argamassa de cal hidráulica NHL 3.5, cor "areia da Barra" (cartela)
Portes: oferta para profissionais

Transportadora: CTT Expresso
N.º de objeto: EA 741 205 883 PT
Entrega prevista: 29/09/2026, Rua de Cedofeita 311, 2.º Esq., 4050-180 Porto

Seguir envio: https://pedraecal.pt/conta/encomendas/PC-58214

Pedra & Cal`,
    html: pec(
      "Entrega prevista a 29/09 no Porto.",
      `<p style="margin-top:0;">Olá Inês,</p>
<p>A sua encomenda <b>PC-58214</b> saiu hoje do nosso armazém.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #e2d9c9;">
<tr><td><img src="https://pedraecal.pt/media/catalog/lioz-amaciado-80.jpg" width="40" alt="Lioz"></td><td>Lioz amaciado – 2 cm</td><td align="right">amostra 10×10</td></tr>
<tr><td><img src="https://pedraecal.pt/media/catalog/moleanos-bujardado-80.jpg" width="40" alt="Moleanos"></td><td>Moleanos bujardado – 3 cm</td><td align="right">amostra 10×10</td></tr>
<tr><td><img src="https://pedraecal.pt/media/catalog/ardosia-valongo-80.jpg" width="40" alt="Ardósia"></td><td>Ardósia de Valongo escovada – 1 cm</td><td align="right">amostra 10×10</td></tr>
<tr><td><img src="https://pedraecal.pt/media/catalog/nhl35-80.jpg" width="40" alt="Cal"></td><td>Argamassa NHL 3.5, cor «areia da Barra»</td><td align="right">cartela</td></tr>
</table>
<p>Portes: oferta para profissionais<br>Transportadora: CTT Expresso · N.º de objeto <b>EA 741 205 883 PT</b><br>Entrega prevista: 29/09/2026 · Rua de Cedofeita 311, 2.º Esq., 4050-180 Porto</p>
<p><a href="https://pedraecal.pt/conta/encomendas/PC-58214" style="color:#8c6b43;">Seguir envio</a></p>`,
    ),
  },
  {
    family: "pedra-e-cal",
    group: "regional",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Pedra & Cal Profissionais <ola@pedraecal.pt>",
    to: ME,
    subject: "Novo: azulejo de fabrico manual para reabilitação + -12% em cal até 31/10",
    date: dt(2026, 10, 15, 10, 30, 0, "+0100"),
    enc: "qp",
    text: `PEDRA & CAL PROFISSIONAIS - outubro

NOVO: AZULEJO DE FABRICO MANUAL PARA REABILITAÇÃO
Reproduções de padrões de fachada do século XIX, 14 x 14 cm, produzidas por encomenda
a partir de 8 m2. Envie-nos uma fotografia do padrão e medimos a cor em obra.
https://pedraecal.pt/azulejo/fabrico-manual?utm_source=newsletter

CAL HIDRÁULICA NATURAL: -12% ATÉ 31/10
Em paletes completas de NHL 3.5 e NHL 5. Use o código PROCAL12 no checkout.
https://pedraecal.pt/cal-e-argamassas?utm_source=newsletter

FORMAÇÃO: rebocos de cal em edifícios antigos - 7 de novembro, Pêro Pinheiro, 45 EUR

Não quer receber mais? https://pedraecal.pt/newsletter/sair?sub=a5e0c1d9f7b2`,
    html: pec(
      "Padrões do século XIX por encomenda, e -12% em cal hidráulica com PROCAL12.",
      `<img src="https://pedraecal.pt/media/email/2026-10-azulejo-manual.jpg" width="532" alt="Azulejos de fabrico manual" style="display:block;width:100%;">
<p style="font-size:20px;margin:20px 0 6px;">Azulejo de fabrico manual para reabilitação</p>
<p>Reproduções de padrões de fachada do século XIX, 14&nbsp;×&nbsp;14&nbsp;cm, produzidas por encomenda a partir de 8&nbsp;m². Envie-nos uma fotografia do padrão e medimos a cor em obra.</p>
<p><a href="https://pedraecal.pt/azulejo/fabrico-manual?utm_source=newsletter" style="color:#8c6b43;">Ver padrões →</a></p>
<table width="100%" cellpadding="16" cellspacing="0" style="background:#f3ece0;margin:20px 0;"><tr><td>
<p style="margin:0 0 6px;font-size:18px;">Cal hidráulica natural: <b>-12%</b> até 31/10</p>
<p style="margin:0;">Em paletes completas de NHL 3.5 e NHL 5. Use o código <b>PROCAL12</b> no checkout.</p>
</td></tr></table>
<p><b>Formação:</b> rebocos de cal em edifícios antigos — 7 de novembro, Pêro Pinheiro, 45&nbsp;€</p>
<p style="font-size:11px;color:#8a7f70;"><a href="https://pedraecal.pt/newsletter/sair?sub=a5e0c1d9f7b2" style="color:#8a7f70;">Cancelar subscrição</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Competia (design-competition platform)

function cmp(inner: string, lang: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f0f0f0;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f0f0;"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#000000;">
<tr><td style="padding:24px 36px;background:#000000;"><img src="https://competia.archi/static/mail/competia-white.png" width="120" alt="COMPETIA"></td></tr>
<tr><td style="padding:32px 36px;font-size:15px;line-height:1.55;">${inner}</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #e5e5e5;font-size:11px;color:#8c8c8c;line-height:1.6;">
Competia SAS · 9 quai de la Fosse · 44000 Nantes · France<br>
<a href="https://competia.archi/faq" style="color:#8c8c8c;">FAQ</a> · <a href="https://competia.archi/cgu" style="color:#8c8c8c;">CGU</a> · <a href="https://competia.archi/confidentialite" style="color:#8c8c8c;">Confidentialité</a> · <a href="https://www.instagram.com/competia.archi" style="color:#8c8c8c;">Instagram</a>
</td></tr></table></td></tr></table></body></html>`;
}

const competia: Mail[] = [
  {
    family: "competia-archi",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "KX7-42Q",
    code_digits: "KX742Q",
    link: null,
    from: "Competia <accounts@competia.archi>",
    to: ME,
    subject: "Your Competia verification code",
    date: dt(2026, 9, 19, 10, 14, 26, "+0200"),
    enc: "qp",
    text: `Welcome to Competia.

To finish creating your team account "Carvalho Roig Arquitectura", enter this verification code:

KX7-42Q

The code is valid for 30 minutes.

Competitions open now: 38 | Closing this month: 9
Competia SAS, 9 quai de la Fosse, 44000 Nantes, France`,
    html: cmp(
      `<p style="font-size:24px;font-weight:bold;margin:0 0 16px;">Welcome to Competia.</p>
<p>To finish creating your team account <b>Carvalho Roig Arquitectura</b>, enter this verification code:</p>
<p style="font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:5px;border:2px solid #000;padding:14px 0;text-align:center;margin:22px 0;">KX7-42Q</p>
<p style="font-size:13px;color:#666;">The code is valid for 30 minutes.</p>
<p style="font-size:13px;color:#666;">Competitions open now: <b>38</b> · Closing this month: <b>9</b></p>`,
      "en",
    ),
  },
  {
    family: "competia-archi",
    group: "consumer",
    lang: "fr",
    kind: "entry-confirm-link",
    code: null,
    link: "https://competia.archi/c/halle-marche-castelnau/depot/confirmer?e=ENT-09412&k=5f83be0c7a21d4",
    from: "Competia <depots@competia.archi>",
    to: ME,
    subject: "Confirmez le dépôt de votre projet – Halle du marché de Castelnau-le-Lez",
    date: dt(2026, 10, 16, 23, 41, 18, "+0200"),
    enc: "qp",
    text: `Bonjour,

Vous venez de téléverser votre projet pour le concours d'idées « Halle du marché de
Castelnau-le-Lez ».

Numéro d'anonymat attribué : 4071-CX
Fichiers reçus : 2 planches A1 (PDF, 38,2 Mo), notice (PDF, 2,1 Mo)
Frais d'inscription : 60,00 EUR (réglés le 19/09/2026)

Votre dépôt n'est pas encore définitif. Confirmez-le avant la clôture (20/10/2026 à 12:00,
heure de Paris) ; après confirmation, les fichiers ne pourront plus être modifiés :
https://competia.archi/c/halle-marche-castelnau/depot/confirmer?e=ENT-09412&k=5f83be0c7a21d4

Rappel : aucun nom ni logo ne doit apparaître sur les planches.

L'équipe Competia`,
    html: cmp(
      `<p style="font-size:22px;font-weight:bold;margin:0 0 16px;">Confirmez votre dépôt</p>
<p>Vous venez de téléverser votre projet pour le concours d'idées <b>«&nbsp;Halle du marché de Castelnau-le-Lez&nbsp;»</b>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f7f7f7;">
<tr><td style="color:#666;">Numéro d'anonymat</td><td><b>4071-CX</b></td></tr>
<tr><td style="color:#666;">Fichiers reçus</td><td>2 planches A1 (PDF, 38,2&nbsp;Mo), notice (PDF, 2,1&nbsp;Mo)</td></tr>
<tr><td style="color:#666;">Frais d'inscription</td><td>60,00&nbsp;€ (réglés le 19/09/2026)</td></tr>
</table>
<p style="margin-top:20px;">Votre dépôt n'est pas encore définitif. Confirmez-le avant la clôture (<b>20/10/2026 à 12:00</b>, heure de Paris)&nbsp;; après confirmation, les fichiers ne pourront plus être modifiés.</p>
<p style="margin:26px 0;"><a href="https://competia.archi/c/halle-marche-castelnau/depot/confirmer?e=ENT-09412&amp;k=5f83be0c7a21d4" style="background:#000;color:#fff;padding:14px 28px;text-decoration:none;font-weight:bold;display:inline-block;">CONFIRMER LE DÉPÔT</a></p>
<p style="font-size:13px;color:#666;">Rappel&nbsp;: aucun nom ni logo ne doit apparaître sur les planches. <a href="https://competia.archi/c/halle-marche-castelnau/reglement" style="color:#000;">Règlement du concours</a></p>`,
      "fr",
    ),
  },
  {
    family: "competia-archi",
    group: "consumer",
    lang: "it",
    kind: "competition-update",
    code: null,
    link: null,
    from: "Competia <concorsi@competia.archi>",
    to: ME,
    subject: "Pubblicate le risposte ai quesiti – Rifugio di quota Val Vigezzo",
    date: dt(2026, 10, 21, 12, 0, 9, "+0200"),
    enc: "b64",
    text: `Gentile partecipante,

l'ente banditore ha pubblicato il verbale con le risposte ai 27 quesiti ricevuti per il
concorso "Rifugio di quota Val Vigezzo".

Tra le precisazioni:
- la superficie lorda massima resta di 240 m2, locale invernale escluso;
- è ammesso l'uso di elementi prefabbricati in legno trasportati in elicottero (carico max 900 kg);
- la consegna elaborati è prorogata al 27/11/2026 ore 12:00.

Leggi il verbale completo: https://competia.archi/c/rifugio-val-vigezzo/quesiti

Segui il concorso per ricevere tutti gli aggiornamenti.
Competia SAS`,
    html: cmp(
      `<p style="margin-top:0;">Gentile partecipante,</p>
<p>l'ente banditore ha pubblicato il verbale con le risposte ai <b>27 quesiti</b> ricevuti per il concorso <b>«Rifugio di quota Val Vigezzo»</b>.</p>
<p>Tra le precisazioni:</p>
<ul><li>la superficie lorda massima resta di 240&nbsp;m², locale invernale escluso;</li><li>è ammesso l'uso di elementi prefabbricati in legno trasportati in elicottero (carico max 900&nbsp;kg);</li><li>la consegna elaborati è <b>prorogata al 27/11/2026 ore 12:00</b>.</li></ul>
<p><a href="https://competia.archi/c/rifugio-val-vigezzo/quesiti" style="color:#000;font-weight:bold;">Leggi il verbale completo →</a></p>`,
      "it",
    ),
  },
  {
    family: "competia-archi",
    group: "consumer",
    lang: "en",
    kind: "results",
    code: null,
    link: null,
    from: "Competia <news@competia.archi>",
    to: ME,
    subject: "Results announced: Halle du marché de Castelnau-le-Lez",
    date: dt(2026, 11, 5, 17, 30, 0, "+0100"),
    enc: "qp",
    text: `The jury has announced the results of "Halle du marché de Castelnau-le-Lez".

1st prize (6,000 EUR): entry 2288-LM
2nd prize (3,000 EUR): entry 0913-RB
3rd prize (1,500 EUR): entry 4417-AA
Honourable mentions: 4071-CX, 1750-TE, 3302-KO

142 entries were received from 19 countries. The jury report and all shortlisted boards are
now public: https://competia.archi/c/halle-marche-castelnau/resultats

Congratulations to every team that took part.`,
    html: cmp(
      `<p style="font-size:22px;font-weight:bold;margin:0 0 16px;">Results announced</p>
<p>The jury has announced the results of <b>Halle du marché de Castelnau-le-Lez</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #e5e5e5;"><td>1st prize · 6,000 EUR</td><td align="right"><b>2288-LM</b></td></tr>
<tr style="border-bottom:1px solid #e5e5e5;"><td>2nd prize · 3,000 EUR</td><td align="right"><b>0913-RB</b></td></tr>
<tr style="border-bottom:1px solid #e5e5e5;"><td>3rd prize · 1,500 EUR</td><td align="right"><b>4417-AA</b></td></tr>
<tr><td>Honourable mentions</td><td align="right">4071-CX · 1750-TE · 3302-KO</td></tr>
</table>
<p style="margin-top:18px;">142 entries were received from 19 countries.</p>
<p><a href="https://competia.archi/c/halle-marche-castelnau/resultats" style="color:#000;font-weight:bold;">Read the jury report →</a></p>`,
      "en",
    ),
  },
];

// ---------------------------------------------------------------- Cobalto Cowork (PT)

const cobalto: Mail[] = [
  {
    family: "cobalto-cowork",
    group: "regional",
    lang: "pt",
    kind: "invoice",
    code: null,
    link: null,
    from: "Cobalto Cowork <faturacao@cobaltocowork.pt>",
    to: "Carvalho Roig - Faturação <facturas@carvalhoroig.pt>",
    subject: "Fatura FT 2026/1019 - Cobalto Cowork - outubro",
    date: dt(2026, 10, 1, 8, 2, 17, "+0100"),
    enc: "qp",
    text: `Olá,

Segue o resumo da fatura de outubro. O documento certificado segue em anexo.

Fatura: FT 2026/1019
Cliente: Carvalho Roig Arquitectura SLP - NIF PT 980 654 321
Plano "Estúdio 4" (sala fechada, 4 postos)      620,00 EUR
Horas de sala de reuniões extra (3 h)            36,00 EUR
IVA 23%                                         150,88 EUR
Total                                           806,88 EUR

Pagamento por débito direto a 08/10/2026 (mandato CBT-00418).
ATCUD: JJ7K3MPQ-1019

Obrigado!
Cobalto Cowork · Rua do Almada 402, 4050-032 Porto · 222 081 730`,
    html: `<div style="font-family:'Trebuchet MS',Arial,sans-serif;color:#1c2b4a;font-size:14px;max-width:560px;">
<div style="background:#1746a2;color:#fff;padding:18px 22px;font-size:20px;font-weight:bold;">cobalto<span style="color:#8fb3ff;">cowork</span></div>
<div style="padding:20px 22px;">
<p>Olá,</p><p>Segue o resumo da fatura de outubro. O documento certificado segue em anexo.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#eef3ff;"><td colspan="2"><b>FT 2026/1019</b> · Carvalho Roig Arquitectura SLP · NIF PT 980 654 321</td></tr>
<tr><td>Plano «Estúdio 4» (sala fechada, 4 postos)</td><td align="right">620,00 €</td></tr>
<tr><td>Horas de sala de reuniões extra (3 h)</td><td align="right">36,00 €</td></tr>
<tr><td>IVA 23%</td><td align="right">150,88 €</td></tr>
<tr style="border-top:2px solid #1746a2;"><td><b>Total</b></td><td align="right"><b>806,88 €</b></td></tr>
</table>
<p style="font-size:12px;color:#5a6b8c;">Pagamento por débito direto a 08/10/2026 (mandato CBT-00418) · ATCUD: JJ7K3MPQ-1019</p>
<p>Obrigado!</p>
</div>
<div style="padding:12px 22px;font-size:11px;color:#8090b0;border-top:1px solid #dde4f2;">Cobalto Cowork · Rua do Almada 402, 4050-032 Porto · 222 081 730 · <a href="https://cobaltocowork.pt" style="color:#1746a2;">cobaltocowork.pt</a></div>
</div>`,
    attachment: ["FT_2026_1019.pdf", "application/pdf", PDF("Fatura FT 2026/1019 Cobalto Cowork")],
  },
  {
    family: "cobalto-cowork",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Cobalto Cowork <bookings@cobaltocowork.pt>",
    to: ME,
    subject: "Booking confirmed: Sala Azulejo, Thu 22 Oct, 14:00-16:00",
    date: dt(2026, 10, 20, 11, 45, 3, "+0100"),
    text: `Your room is booked.

Room: Sala Azulejo (8 people, screen + whiteboard), 2nd floor
Date: Thursday 22 October 2026, 14:00-16:00
Booked by: Inês Carvalho (Estúdio 4)
Booking ref: CBW-R-77310
Charged to: included hours (5 of 8 used this month)

Guests can check in at reception with their name; no badge is needed before 18:00.
Coffee and water are in the room. Need catering? Reply before 12:00 the day before.

Cancel or change: https://members.cobaltocowork.pt/bookings/CBW-R-77310

Cobalto Cowork · Rua do Almada 402, Porto`,
    html: null,
  },
  {
    family: "cobalto-cowork",
    group: "regional",
    lang: "en",
    kind: "community-newsletter",
    code: null,
    link: null,
    from: "Cobalto Community <community@cobaltocowork.pt>",
    to: ME,
    subject: "This month at Cobalto: francesinha night, portfolio reviews & a new phone booth",
    date: dt(2026, 11, 3, 12, 10, 0, "+0000"),
    enc: "b64",
    text: `Hi Cobalters!

What's on in November:

Thu 6 Nov, 19:00 - Francesinha night on the rooftop (8 EUR, sign up at reception)
Tue 11 Nov, 18:30 - Portfolio reviews with three Porto studios, for designers and architects
Every Friday, 9:00 - Yoga in Sala Azulejo

New: a second phone booth on the 1st floor, next to the kitchen.
Reminder: the building will be closed on 1 December (public holiday).

Events calendar: https://cobaltocowork.pt/eventos
Member Slack: https://cobalto-members.slack.com

See you around,
Rita & the Cobalto team

Cobalto Cowork · Rua do Almada 402, 4050-032 Porto
Unsubscribe from community news: https://cobaltocowork.pt/news/unsubscribe?m=ines.carvalho`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef3ff;"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Trebuchet MS',Arial,sans-serif;color:#1c2b4a;font-size:15px;line-height:1.55;">
<tr><td><img src="https://cobaltocowork.pt/mail/2026-11-header.jpg" width="580" alt="Cobalto in November" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;">
<p style="font-size:20px;margin-top:0;"><b>Hi Cobalters!</b></p>
<p>What's on in November:</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#1746a2;white-space:nowrap;"><b>Thu 6 Nov, 19:00</b></td><td>Francesinha night on the rooftop (8&nbsp;€, sign up at reception)</td></tr>
<tr><td style="color:#1746a2;white-space:nowrap;"><b>Tue 11 Nov, 18:30</b></td><td>Portfolio reviews with three Porto studios, for designers and architects</td></tr>
<tr><td style="color:#1746a2;white-space:nowrap;"><b>Fridays, 9:00</b></td><td>Yoga in Sala Azulejo</td></tr>
</table>
<p><b>New:</b> a second phone booth on the 1st floor, next to the kitchen.<br><b>Reminder:</b> the building will be closed on 1 December (public holiday).</p>
<p><a href="https://cobaltocowork.pt/eventos" style="color:#1746a2;">Events calendar</a> · <a href="https://cobalto-members.slack.com" style="color:#1746a2;">Member Slack</a></p>
<p>See you around,<br>Rita &amp; the Cobalto team</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#8090b0;">Cobalto Cowork · Rua do Almada 402, 4050-032 Porto · <a href="https://cobaltocowork.pt/news/unsubscribe?m=ines.carvalho" style="color:#8090b0;">Unsubscribe from community news</a></td></tr>
</table></td></tr></table>`,
  },
];

// ---------------------------------------------------------------- Trenalba (train operator)

function trn(inner: string): string {
  return `<html><body style="margin:0;background:#f2f4f7;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#6a0dad;padding:16px 24px;"><img src="https://www.trenalba.com/mailing/img/trenalba-logo-w.png" height="26" alt="trenalba"></td></tr>
${inner}
<tr><td style="padding:18px 24px;background:#f7f7f9;font-size:11px;color:#777;line-height:1.6;">
Trenalba Alta Velocidad S.A. · Paseo de la Castellana 141 · 28046 Madrid · Atención al cliente 910 60 44 20<br>
Descarga la app: <a href="https://apps.apple.com/es/app/trenalba/id1612345678"><img src="https://www.trenalba.com/mailing/img/badge-appstore-es.png" height="28" alt="Descargar en App Store" style="vertical-align:middle;"></a> <a href="https://play.google.com/store/apps/details?id=com.trenalba.app"><img src="https://www.trenalba.com/mailing/img/badge-googleplay-es.png" height="28" alt="Disponible en Google Play" style="vertical-align:middle;"></a><br>
<a href="https://www.trenalba.com/es/legal/privacidad" style="color:#6a0dad;">Privacidad</a> · <a href="https://www.trenalba.com/es/condiciones" style="color:#6a0dad;">Condiciones de transporte</a>
</td></tr></table></td></tr></table></body></html>`;
}

const trenalba: Mail[] = [
  {
    family: "trenalba",
    group: "consumer",
    lang: "es",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Trenalba <billetes@trenalba.com>",
    to: ME,
    subject: "Tu billete Valencia → Madrid | Localizador T4QZ8M",
    date: dt(2026, 9, 27, 18, 3, 29, "+0200"),
    enc: "qp",
    text: `¡Gracias por viajar con Trenalba!

Localizador: T4QZ8M

IDA - martes 29/09/2026
Valencia Joaquín Sorolla 07:25 → Madrid Puerta de Atocha 09:17
Tren 06108 · Coche 5 · Plaza 7D (ventanilla) · Tarifa Flexible
Viajera: Inês Carvalho Marques

VUELTA - martes 29/09/2026
Madrid Puerta de Atocha 19:40 → Valencia Joaquín Sorolla 21:32
Tren 06171 · Coche 3 · Plaza 12A · Tarifa Flexible

Total pagado: 96,40 EUR (Visa •••• 4821)

Tu billete con código QR está adjunto en la app y en "Mis viajes":
https://www.trenalba.com/es/mis-viajes/T4QZ8M

El acceso al andén cierra 2 minutos antes de la salida.`,
    html: trn(
      `<tr><td style="padding:22px 24px 6px;font-size:20px;color:#222;"><b>¡Gracias por viajar con Trenalba!</b></td></tr>
<tr><td style="padding:0 24px 14px;font-size:14px;color:#555;">Localizador <b style="font-size:18px;color:#6a0dad;letter-spacing:2px;">T4QZ8M</b></td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e3e3e8;font-size:14px;">
<tr><td style="background:#f6f0fb;" colspan="2"><b>IDA</b> · martes 29/09/2026 · Tren 06108</td></tr>
<tr><td width="50%"><b style="font-size:22px;">07:25</b><br>Valencia Joaquín Sorolla</td><td><b style="font-size:22px;">09:17</b><br>Madrid Puerta de Atocha</td></tr>
<tr><td colspan="2" style="color:#555;">Coche 5 · Plaza 7D (ventanilla) · Tarifa Flexible · Inês Carvalho Marques</td></tr>
<tr><td style="background:#f6f0fb;" colspan="2"><b>VUELTA</b> · martes 29/09/2026 · Tren 06171</td></tr>
<tr><td><b style="font-size:22px;">19:40</b><br>Madrid Puerta de Atocha</td><td><b style="font-size:22px;">21:32</b><br>Valencia Joaquín Sorolla</td></tr>
<tr><td colspan="2" style="color:#555;">Coche 3 · Plaza 12A · Tarifa Flexible</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:14px;">Total pagado: <b>96,40 €</b> (Visa •••• 4821)</td></tr>
<tr><td style="padding:0 24px 22px;"><a href="https://www.trenalba.com/es/mis-viajes/T4QZ8M" style="background:#6a0dad;color:#fff;text-decoration:none;padding:11px 20px;border-radius:22px;font-size:14px;">Ver billete con QR</a>
<p style="font-size:12px;color:#777;">El acceso al andén cierra 2 minutos antes de la salida.</p></td></tr>`,
    ),
  },
  {
    family: "trenalba",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "4815",
    link: null,
    from: "Trenalba <cuenta@trenalba.com>",
    to: ME,
    subject: "Trenalba : votre code de connexion",
    date: dt(2026, 10, 26, 7, 54, 2, "+0100"),
    enc: "qp",
    text: `Bonjour Inês,

Voici votre code de connexion à votre compte Trenalba :

4815

Il expire dans 10 minutes. Ne le communiquez à personne.

Vous n'avez pas demandé de code ? Quelqu'un a peut-être saisi votre adresse par erreur ;
vous pouvez ignorer ce message.

Trenalba - Service clients : +34 910 60 44 20`,
    html: trn(`<tr><td style="padding:24px;font-size:15px;color:#222;line-height:1.5;">
<p style="margin-top:0;">Bonjour Inês,</p>
<p>Voici votre code de connexion à votre compte Trenalba&nbsp;:</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>
<td style="background:#f6f0fb;border-radius:6px;width:48px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#6a0dad;">4</td>
<td style="background:#f6f0fb;border-radius:6px;width:48px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#6a0dad;">8</td>
<td style="background:#f6f0fb;border-radius:6px;width:48px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#6a0dad;">1</td>
<td style="background:#f6f0fb;border-radius:6px;width:48px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#6a0dad;">5</td>
</tr></table>
<p>Il expire dans 10 minutes. Ne le communiquez à personne.</p>
<p style="font-size:13px;color:#777;">Vous n'avez pas demandé de code&nbsp;? Quelqu'un a peut-être saisi votre adresse par erreur&nbsp;; vous pouvez ignorer ce message.</p>
</td></tr>`),
  },
  {
    family: "trenalba",
    group: "consumer",
    lang: "es",
    kind: "delay-compensation",
    code: null,
    link: null,
    from: "Trenalba <atencion@trenalba.com>",
    to: ME,
    subject: "Compensación por retraso - viaje del 29/09 (localizador T4QZ8M)",
    date: dt(2026, 10, 2, 10, 20, 51, "+0200"),
    enc: "b64",
    text: `Hola Inês,

Sentimos que tu tren 06171 Madrid Puerta de Atocha - Valencia Joaquín Sorolla del 29/09/2026
llegara con 47 minutos de retraso.

Según nuestro compromiso de puntualidad te corresponde una compensación del 50 % del
importe del trayecto: 24,10 EUR.

La devolución se hará en la tarjeta con la que pagaste (Visa •••• 4821) en un plazo de
7 a 10 días hábiles. No necesitas hacer nada más.

Referencia de la solicitud: CMP-2026-0931874

Atentamente,
Atención al Cliente Trenalba`,
    html: trn(`<tr><td style="padding:24px;font-size:15px;color:#222;line-height:1.5;">
<p style="margin-top:0;">Hola Inês,</p>
<p>Sentimos que tu tren <b>06171</b> Madrid Puerta de Atocha – Valencia Joaquín Sorolla del 29/09/2026 llegara con <b>47 minutos</b> de retraso.</p>
<p>Según nuestro compromiso de puntualidad te corresponde una compensación del 50&nbsp;% del importe del trayecto:</p>
<p style="font-size:26px;font-weight:bold;color:#6a0dad;margin:8px 0 16px;">24,10 €</p>
<p>La devolución se hará en la tarjeta con la que pagaste (Visa •••• 4821) en un plazo de 7 a 10 días hábiles. No necesitas hacer nada más.</p>
<p style="font-size:12px;color:#777;">Referencia de la solicitud: CMP-2026-0931874</p>
</td></tr>`),
  },
];

// ---------------------------------------------------------------- FreeCAD forum (phpBB)

const freecad: Mail[] = [
  {
    family: "freecad-forum",
    group: "oss",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: "https://forum.freecad.org/ucp.php?mode=activate&u=61842&k=A3F7D9Q2",
    from: "FreeCAD Forum <forum-noreply@freecad.org>",
    to: ME,
    subject: 'Welcome to "FreeCAD Forum"',
    date: dt(2026, 9, 20, 21, 36, 12, "+0000"),
    text: `Hello icarvalho_arq,

Thanks for signing up to the FreeCAD Forum.

Username: icarvalho_arq
Forum address: https://forum.freecad.org

Before you can post, the account has to be activated. Open this address to do so:

https://forum.freecad.org/ucp.php?mode=activate&u=61842&k=A3F7D9Q2

Passwords are stored hashed, so nobody here can tell you yours if you lose it; use
"I forgot my password" on the login page and you will get a fresh activation mail.

Please read the forum rules before your first post, especially the part about
including your FreeCAD version info when asking for help.

-- 
FreeCAD Forum`,
    html: null,
  },
  {
    family: "freecad-forum",
    group: "oss",
    lang: "en",
    kind: "topic-reply",
    code: null,
    link: null,
    from: "FreeCAD Forum <forum-noreply@freecad.org>",
    to: ME,
    subject: 'Topic reply notification - "BIM: IFC export loses wall layers (1.1)"',
    date: dt(2026, 9, 23, 8, 2, 47, "+0000"),
    text: `Hello icarvalho_arq,

There is a new reply in a topic you are watching on the FreeCAD Forum:
"BIM: IFC export loses wall layers (1.1)"

Jump to the first unread post:
https://forum.freecad.org/viewtopic.php?t=90214&e=1&view=unread#unread

Whole topic:
https://forum.freecad.org/viewtopic.php?t=90214

You will not get another mail for this topic until you have read it.
Stop watching this topic: https://forum.freecad.org/viewtopic.php?uid=61842&t=90214&unwatch=topic

-- 
FreeCAD Forum`,
    html: null,
  },
];

// ---------------------------------------------------------------- Heftdrop (large-file transfer)

function hfd(inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fdf6ee;">
<div style="display:none;max-height:0;overflow:hidden;">Heftdrop · big files, no fuss</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf6ee;"><tr><td align="center" style="padding:40px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Arial,Helvetica,sans-serif;color:#1e1e1e;font-size:15px;line-height:22px;">
<tr><td align="center" style="padding:30px 30px 0;"><img src="https://img.heftdrop.com/m/heftdrop-badge-64.png" width="48" height="48" alt="Heftdrop"></td></tr>
<tr><td style="padding:20px 36px 32px;">${inner}</td></tr>
</table>
<table role="presentation" width="480" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;font-family:Arial,sans-serif;font-size:11px;color:#a08c76;line-height:17px;">
Heftdrop Ltd · 3 Mill Yard, Ancoats · Manchester M4 6BN · UK<br>
<a href="https://heftdrop.com/legal/terms" style="color:#a08c76;">Terms</a> · <a href="https://heftdrop.com/legal/privacy" style="color:#a08c76;">Privacy</a> · <a href="https://heftdrop.com/report" style="color:#a08c76;">Report this transfer</a>
</td></tr></table></td></tr></table></body></html>`;
}

const heftdrop: Mail[] = [
  {
    family: "heftdrop",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "730592",
    link: null,
    from: "Heftdrop <verify@heftdrop.com>",
    to: ME,
    subject: "730592 - verify your email to send your files",
    date: dt(2026, 10, 5, 18, 7, 42, "+0000"),
    enc: "qp",
    text: `Almost there.

Enter this code on Heftdrop to verify ines@carvalhoroig.pt and send your transfer
(14 files, 3.2 GB, to 2 recipients):

730592

The code expires in 1 hour. You only need to do this once per device.

Heftdrop Ltd, 3 Mill Yard, Ancoats, Manchester M4 6BN, UK`,
    html: hfd(`<p style="font-size:22px;font-weight:bold;text-align:center;margin:0 0 14px;">Almost there</p>
<p style="text-align:center;">Enter this code on Heftdrop to verify <b>ines@carvalhoroig.pt</b> and send your transfer (14 files, 3.2&nbsp;GB, to 2 recipients).</p>
<p style="text-align:center;font-size:36px;font-weight:bold;letter-spacing:10px;color:#e05a1c;margin:26px 0;">730592</p>
<p style="text-align:center;font-size:13px;color:#8c7a66;">The code expires in 1 hour. You only need to do this once per device.</p>`),
  },
  {
    family: "heftdrop",
    group: "consumer",
    lang: "en",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Jordi Puig via Heftdrop <noreply@heftdrop.com>",
    to: ME,
    subject: "Jordi Puig sent you Forn22_estructura_rev3.zip",
    date: dt(2026, 10, 7, 13, 22, 5, "+0000"),
    headers: [["Reply-To", "jordi@puigestructures.cat"]],
    enc: "qp",
    text: `Jordi Puig sent you some files

1 file, 486 MB
Forn22_estructura_rev3.zip

"Inês, aquí tienes el cálculo revisado con la viga de la cocina en HEB-200. Los planos E-01 a E-06 van dentro."

Download link:
https://heftdrop.com/d/8qLmT2xV/r/c51b07

The files will be deleted on 14 October 2026.

To make sure our emails reach your inbox, add noreply@heftdrop.com to your contacts.`,
    html: hfd(
      `<p style="font-size:20px;font-weight:bold;text-align:center;margin:0 0 6px;">Jordi Puig sent you some files</p>
<p style="text-align:center;color:#8c7a66;margin:0 0 18px;">1 file · 486&nbsp;MB · deleted on 14 October 2026</p>
<p style="background:#fdf6ee;border-radius:8px;padding:14px;font-style:italic;">Inês, aquí tienes el cálculo revisado con la viga de la cocina en HEB-200. Los planos E-01 a E-06 van dentro.</p>
<p style="font-size:13px;margin:16px 0;"><img src="https://img.heftdrop.com/m/icon-zip.png" width="16" alt="" style="vertical-align:middle;"> Forn22_estructura_rev3.zip · 486&nbsp;MB</p>
<p style="text-align:center;margin:26px 0 8px;"><a href="https://heftdrop.com/d/8qLmT2xV/r/c51b07" style="background:#e05a1c;color:#ffffff;text-decoration:none;font-weight:bold;padding:13px 34px;border-radius:26px;display:inline-block;">Get your files</a></p>`,
    ),
  },
  {
    family: "heftdrop",
    group: "consumer",
    lang: "en",
    kind: "transfer-downloaded",
    code: null,
    link: null,
    from: "Heftdrop <noreply@heftdrop.com>",
    to: ME,
    subject: "marie.rieux@orange.fr downloaded your files",
    date: dt(2026, 10, 8, 7, 49, 30, "+0000"),
    text: `Good news: marie.rieux@orange.fr downloaded your transfer.

Transfer: "Maison Rieux - APD rendus + plans" (14 files, 3.2 GB)
Downloaded: 8 October 2026, 09:48 (Paris time)

Still waiting for: marc.rieux@laposte.net
The transfer expires on 12 October 2026.

See all your transfers: https://heftdrop.com/account/transfers

Heftdrop Ltd, 3 Mill Yard, Ancoats, Manchester M4 6BN, UK
Don't want these alerts? https://heftdrop.com/account/notifications`,
    html: null,
  },
];

const plinthlyReset: Mail = {
  family: "plinthly",
  group: "consumer",
  lang: "en",
  kind: "reset-link",
  code: null,
  link: "https://plinthly.app/auth/reset/prt_1c9e4b7a0f6d42c8b35e?email=ines%40carvalhoroig.pt",
  from: "Plinthly <accounts@plinthly.app>",
  to: ME,
  subject: "Reset your Plinthly password",
  date: dt(2026, 10, 24, 10, 4, 58, "+0000"),
  enc: "qp",
  text: `Hi Inês,

Someone (hopefully you) asked to reset the password for your Plinthly account.

Reset your password:
https://plinthly.app/auth/reset/prt_1c9e4b7a0f6d42c8b35e?email=ines%40carvalhoroig.pt

This link expires in 60 minutes and can only be used once. If you signed up with Google,
you can also just use "Continue with Google" instead.

If you didn't request this, ignore this email and your password will stay the same.

Plinthly Inc., 2261 Market Street #5012, San Francisco, CA 94114`,
  html: pln(
    `<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px;">Reset your password</td></tr>
<tr><td style="padding-bottom:8px;">Hi Inês, someone (hopefully you) asked to reset the password for your Plinthly account.</td></tr>
<tr><td style="padding:22px 0;"><a href="https://plinthly.app/auth/reset/prt_1c9e4b7a0f6d42c8b35e?email=ines%40carvalhoroig.pt" style="display:inline-block;background:#222222;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:bold;">Reset password</a></td></tr>
<tr><td style="color:#777;font-size:13px;">This link expires in 60 minutes and can only be used once. If you signed up with Google, you can also just use “Continue with Google” instead.</td></tr>
<tr><td style="color:#777;font-size:13px;padding-top:10px;">If you didn't request this, ignore this email and your password will stay the same.</td></tr>`,
    "You're receiving this because a password reset was requested for ines@carvalhoroig.pt.",
  ),
};

export const mails: Mail[] = [
  ...vilaSerrana,
  ...benissal,
  ...orbieu,
  ...brandeiro,
  ...ordem,
  ...planimetra,
  ...lumenfarm,
  ...signaflux,
  ...ribadouro,
  ...minutaria,
  ...plinthly,
  plinthlyReset,
  ...copisteria,
  ...pedraCal,
  ...competia,
  ...cobalto,
  ...trenalba,
  ...freecad,
  ...heftdrop,
];
