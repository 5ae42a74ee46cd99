/**
 * Labels of numbers that are not one-time codes (order, invoice, phone, price, booking…), and
 * the words of a sale, in the ten languages extraction reads.
 * @module
 */

import { PhraseTable } from "./words.ts";

// deno-fmt-ignore
/** Labels of numbers that are not codes. */
export const DISTRACTORS = new PhraseTable([
  // English
  ...[
    "order", "orders", "invoice", "receipt", "ticket", "case", "ref", "reference", "booking", "reservation",
    "confirmation number", "confirmation no", "confirmation nr", "account", "acct", "customer", "member",
    "membership", "tracking", "shipment", "parcel", "package", "item", "sku", "article", "model", "serial",
    "version", "phone", "tel", "telephone", "fax", "call", "mobile", "cell", "whatsapp", "hotline", "sms to",
    "total", "subtotal", "amount", "price", "balance", "charged", "paid", "payment", "tax", "vat", "flight",
    "gate", "seat", "room", "suite", "apt", "unit", "floor", "box", "nr", "no", "num", "id", "transaction",
    "claim", "policy", "contract", "patient", "loyalty", "card", "ending", "ending in", "ends in", "end in", "ends with", "ending with", "last four",
    "iban", "bic", "swift", "routing", "isbn", "ean", "upc", "zip", "postal", "postcode", "page", "step",
    "chapter", "issue", "build", "release", "colour", "color", "hex", "rgb", "year", "since", "established",
    "founded", "copyright", "train", "bus", "route", "platform", "terminal", "pnr", "record locator", "points",
    "quantity", "qty", "size", "weight", "lot", "batch", "sale", "save", "discount", "promo", "coupon", "voucher",
    "user id", "username", "employee", "student", "application", "incident", "ticket number", "dial", "extension",
    "ext", "cvv", "cvv2", "cvc", "cvc2", "cvn", "csc", "puk", "puk2", "iccid", "eid", "imei", "imsi", "msisdn",
    "authorization", "authorisation", "autorização", "autorizacao", "autorización", "autorizacion", "autorisation",
    "autorizzazione", "control", "controllo", "contrôle", "kontrol", "lottery", "lotto", "raffle", "sweepstakes",
    "enquiries", "enquiry", "inquiries", "inquiry", "helpline", "faults", "emergencies", "contact centre",
    "contact center", "call centre", "call center", "customer service", "customer care",
  ],
  // Russian, Turkish, Greek, Nordic: orders, bookings, invoices, tickets, phones
  ...[
    "заказ*", "счет", "счёт", "телефон*", "билет*", "доставк*", "sipariş*", "rezervasyon*", "fatura*", "bilet*",
    "müşteri*", "kargo*", "takip*", "κράτησ*", "παραγγελ*", "εισιτήρι*", "εισιτηρί*", "τιμολόγ*", "απόδειξ*",
    "τηλέφων*", "πελάτ*", "λογαριασμ*", "αποστολ*", "bestilling*", "ordre*", "bokning*", "kvittering*", "kvitto*",
    "telefon",
  ],
  // Arabic, Hebrew, Persian, Hindi, Vietnamese, Indonesian and Malay
  ...[
    "طلب", "الطلب", "طلبك", "حجز", "الحجز", "فاتورة", "الفاتورة", "هاتف", "الهاتف", "تذكرة", "التذكرة", "شحنة",
    "الشحنة", "تتبع", "הזמנה", "ההזמנה", "חשבונית", "קבלה", "טלפון", "משלוח", "המשלוח", "מעקב", "כרטיס", "سفارش",
    "فاکتور", "رزرو", "تلفن", "مرسوله", "پیگیری", "ऑर्डर", "बुकिंग", "चालान", "फ़ोन", "फोन", "टिकट", "đơn hàng",
    "hóa đơn", "đặt chỗ", "điện thoại", "vận đơn", "pesanan", "pemesanan", "tagihan", "telepon", "resi", "tiket",
    // a class's join code and an invitation's code in Japanese, Chinese and Korean, as "class code" and "invite code"
    "クラスコード", "招待コード", "班级码", "班級碼", "邀請碼", "클래스 코드", "초대 코드",
    // a post office box in Arabic (`ص.ب 1120`)
    "ص ب", "صندوق بريد",
    // a hotline: Vietnamese "tổng đài", "đường dây nóng"; Malay "talian"
    "tổng đài", "đường dây nóng", "talian",
  ],
  // an error's code ("Codice errore: 00311")
  ...["errore", "erreur", "fehler*", "fout", "błąd", "błędu", "chyba", "hata", "hatası", "ошибк*", "エラー", "错误", "錯誤", "오류"],
  // a code that no longer works ("Alter Abholcode (ungültig)", "57204 – expired"); French "expiré" only in phrases
  // and its feminine: folded, "expiré" would be English "expire" ("codes expire after 5 minutes")
  ...[
    "expired", "invalid", "no longer valid", "ungültig", "abgelaufen", "est expiré", "a expiré", "expirée", "invalide", "plus valable", "caducado",
    "inválido", "scaduto", "non valido", "verlopen", "ongeldig", "nieważny", "neplatný", "geçersiz", "недействителен",
    "無効", "已失效", "만료된",
  ],
  // listings and properties: an advert's or a property's reference
  ...[
    "listing", "anzeige*", "annonce", "anuncio", "annuncio", "anúncio", "advertentie", "ogłoszeni*", "ilan*",
    "объявлени*", "αγγελί*", "ακινήτου", "objektnummer", "immobile", "inmueble", "imóvel",
  ],
  // memberships: a member's card or number
  ...[
    "tessera", "socio", "associato", "soci", "carné", "carnet", "adhérent", "adhérente", "mitglied*", "ausweis",
    "lidnummer", "lidmaatschap", "sócio", "associado", "członek", "legitymacja", "medlem*", "jäsen*", "üye", "üyelik*",
    // a fund's or a scheme's participant, a service's subscriber
    "participant", "participante", "partecipante", "abonat", "abonné", "abonnée", "abonent", "абонент*",
  ],
  // orders, bookings, invoices, parcels, tracking, customers and phones in more European, African and Asian languages
  ...[
    "seguiment", "client", "telèfon", "narudžb*", "porudžbin*", "поруџбин*", "naročil*", "praćenje", "sledenje",
    "račun", "računa", "рачун", "kupac", "stranka", "резерваци*", "фактур*", "пратк*", "бронюван*", "посилк*",
    "квиток", "посылк*", "трек", "tempahan", "invois", "penghantaran", "resibo", "telepono", "oda", "risiti", "simu",
    "ankara", "pakk", "sąskait*", "telefonas", "tālrun*", "puhelin*", "lähetys*", "seuranta*", "forsendelse*",
    "sporing*", "beställning*", "försändelse*", "spårning*", "csomag*", "ügyfélszám*", "faktúr*", "telefón*",
    "comandă", "colet*", "অর্ডার", "বুকিং", "চালান", "ফোন", "đặt phòng", "運單", "預訂",
  ],
  // Thai (read by substring)
  ...["คำสั่งซื้อ", "ใบแจ้งหนี้", "การจอง", "หมายเลขพัสดุ", "โทร"],
  // German
  ...[
    "bestellung", "bestellnummer", "auftrag", "auftragsnummer", "rechnung", "rechnungsnummer", "kundennummer",
    "kunde", "kundennr", "sendung", "sendungsnummer", "paket", "telefon", "mobil", "handy", "betrag", "summe",
    "gesamt", "gesamtbetrag", "preis", "zwischensumme", "mwst", "ust", "artikel", "artikelnummer", "vorgang",
    "vorgangsnummer", "buchung", "buchungsnummer", "reservierung", "flug", "zimmer", "hausnummer", "postfach",
    "plz", "postleitzahl", "bestellnr", "rechnungsnr", "kontonummer", "konto", "vertrag", "vertragsnummer",
  ],
  // French
  ...[
    "commande", "facture", "reçu", "dossier", "réservation", "téléphone", "tél", "portable", "montant", "prix",
    "sous total", "tva", "référence", "réf", "vol", "chambre", "colis", "suivi", "numéro de commande",
  ],
  // Spanish and Portuguese
  ...[
    "pedido", "factura", "recibo", "reserva", "teléfono", "móvil", "celular", "importe", "precio", "iva",
    "artículo", "referencia", "vuelo", "habitación", "envío", "seguimiento", "encomenda", "fatura", "telefone",
    "valor", "preço", "artigo", "referência", "voo", "quarto", "envio", "rastreio", "rastreamento", "nif", "cpf",
    "cnpj", "receita", "tributo",
  ],
  // Italian and Dutch
  ...[
    "ordine", "fattura", "ricevuta", "biglietto", "prenotazione", "telefono", "cellulare", "importo", "totale",
    "prezzo", "subtotale", "articolo", "riferimento", "rif", "volo", "camera", "spedizione", "tracciamento",
    "partita", "bestelling", "bestelnummer", "factuur", "factuurnummer", "reservering", "boeking", "klant",
    "klantnummer", "telefoon", "mobiel", "bedrag", "totaal", "prijs", "subtotaal", "btw", "referentie", "kenmerk",
    "vlucht", "kamer", "zending", "pakket", "ordernummer",
  ],
  // stems where endings inflect: bookings, orders, invoices, parcels in Central and Eastern Europe, the Baltics, Finland
  ...[
    "rezerv*", "rezerw*", "foglalás*", "rendelés*", "számla*", "objednáv*", "faktur*", "zamówieni*", "przesył*",
    "zásilk*", "zásielk*", "užsakym*", "siunt*", "pasūtījum*", "sūtījum*", "rēķin*", "tellimu*", "broneeri*",
    "arve*", "tilaus*", "varaus*", "lasku*", "comanda*", "comenzi*", "factur*", "rezervări*", "бронир*", "замовлен*",
    "рахун*", "поръчк*",
  ],
  // Japanese, Chinese, Korean
  ...[
    "注文", "請求", "領収", "予約", "お問い合わせ番号", "問合せ番号", "電話", "合計", "金額", "価格", "小計", "税込", "郵便", "〒", "配送", "追跡", "会員番号",
    "お客様番号", "お得意様コード", "得意先コード", "顧客コード", "施設コード", "会員コード", "商品コード", "店舗コード", "口座", "振込", "お問い合わせ", "問い合わせ", "客服", "热线", "联系", "订单", "发票", "收据", "预订", "电话", "手机", "金额", "价格", "合计",
    "总计", "邮编", "快递", "单号", "会员", "訂單", "發票", "電話", "金額", "주문", "송장", "영수증", "예약", "전화", "금액", "가격", "합계", "우편번호",
    "배송", "운송장", "회원번호", "고객센터", "대표번호", "문의", "계좌",
  ],
]);

// deno-fmt-ignore
/** Words of a sale: a code in the same block as these is a promo code. */
export const PROMO_WORDS = new PhraseTable([
  // English, German, French, Spanish, Portuguese, Italian, Dutch
  ...[
    "checkout", "discount", "coupon", "promo", "voucher", "redeem", "cart", "offer", "sale", "off your",
    "free shipping", "shop now", "black friday", "cyber monday", "free trial", "days free", "months free", "free month", "essai gratuit",
    "kostenlos testen", "prueba gratis", "teste grátis", "prova gratuita", "gratis proberen", "rabatt", "gutschein", "einlösen", "warenkorb", "kasse", "réduction", "remise",
    "panier", "offre", "descuento", "cupón", "carrito", "oferta", "desconto", "cupom", "carrinho", "sconto",
    "carrello", "offerta", "korting", "winkelwagen", "aanbieding",
  ],
  // gift cards, referrals, shopping and the small print of an offer
  ...[
    "gift card", "gift cards", "giftcard", "referral", "refer a friend", "invite friends", "your friends",
    "with friends", "shopping", "first order", "next order", "in store", "combined with", "geschenkkarte",
    "einkauf", "kombinierbar", "carte cadeau", "parrainage", "cumulable", "soldes", "tarjeta regalo", "acumulable",
    "rebajas", "cartão presente", "buono regalo", "cumulabile", "cadeaukaart", "combineerbaar",
    "indicação", "indicacao", "indique", "referido", "referidos", "empfehlung", "empfehlungscode", "freunde werben",
    "polecenie", "polecenia", "polecający", "referans", "реферальный", "приведи друга", "invita un amico",
    "invita amici", "uitnodigingscode",
  ],
  // Japanese, Chinese, Korean
  ...[
    "割引", "クーポン", "优惠", "折扣", "할인", "쿠폰", "セール", "キャンペーン", "併用", "ギフトカード", "礼品卡", "기프트카드",
    "紹介コード", "友達紹介", "邀请码", "推荐码", "추천인", "추천 코드", "優惠", "优惠券", "優惠券", "购物车", "購物車", "カート",
    "장바구니", "ส่วนลด", "คูปอง", "โปรโมชั่น",
  ],
  // Central and Eastern Europe, the Nordics, Turkish, Greek, Arabic, Hebrew, Persian, Hindi, Indonesian, Vietnamese
  ...[
    "rabat", "kod rabatowy", "koszyk", "promocja", "sleva", "slevový kód", "košík", "скидка", "скидку", "промокод",
    "корзина", "знижка", "знижку", "кошик", "indirim", "kupon", "sepet", "kampanya", "rabattkod", "varukorg",
    "erbjudande", "tilbud", "rabatkode", "rabattkode", "alennus", "alennuskoodi", "tarjous", "ostoskori", "kedvezmény",
    "kosár", "akció", "reducere", "cupon", "coș", "ofertă", "έκπτωση", "κουπόνι", "καλάθι", "προσφορά", "خصم", "كوبون",
    "تخفيض", "הנחה", "קופון", "מבצע", "تخفیف", "کوپن", "छूट", "कूपन", "ऑफ़र", "diskon", "potongan", "keranjang",
    "giảm giá", "mã giảm giá", "giỏ hàng", "ưu đãi",
  ],
]);

// deno-fmt-ignore
/** Words of a meeting invitation: a passcode or PIN near them opens a meeting, it verifies nothing. */
export const MEETING_WORDS = new PhraseTable([
  ...[
    "meeting id", "meeting passcode", "conference id", "webinar id", "video bridge", "conference bridge", "room pin", "join zoom meeting", "join the meeting",
    "join by phone", "dial in", "dial by your location", "one tap mobile", "phone conference id",
    "besprechungskennnummer", "besprechungspasswort", "konferenz id", "id de réunion", "id de la reunión", "id da reunión",
    "id da reunião", "id riunione", "vergader id", "identyfikator spotkania", "join meeting", "join webinar",
    "join the webinar", "join event", "join the event", "join with", "meeting link", "participer à la réunion",
    "rejoindre la réunion", "unirse a la reunión", "an der besprechung teilnehmen", "besprechung beitreten",
    "partecipa alla riunione", "deelnemen aan de vergadering", "meeting number", "microsoft teams meeting",
    "join on your computer", "webex meeting", "google meet", "numéro de réunion", "número de reunión",
    "id do encontro", "vergadering id", "meeting-id", "besprechungs id", "dołącz do spotkania", "připojit se ke schůzce", "присоединиться к встрече",
    "идентификатор конференции", "toplantıya katıl", "toplantı kimliği", "deltag i mødet", "delta i mötet",
    "liity kokoukseen", "csatlakozás az értekezlethez", "alătură te întâlnirii", "participe da reunião",
    "video call", "online video call", "join the call", "join call", "video consultation", "videollamada",
    "appel vidéo", "visioconférence", "videoanruf", "videosprechstunde", "videochiamata", "videogesprek",
    "chamada de vídeo", "videoconsulta", "wideorozmowa", "videohovor", "görüntülü görüşme", "ビデオ通話", "视频通话",
  ],
  ...["会議 id", "ミーティング id", "会议号", "会议 id", "회의 id", "会議に参加", "加入会议", "회의 참가"],
]);

// deno-fmt-ignore
/**
 * Words of a gift card or store credit: a PIN or code near them redeems the card's value, it
 * proves nobody's address or account.
 */
export const GIFT_WORDS = new PhraseTable([
  ...[
    "gift card", "gift cards", "giftcard", "e-gift", "egift", "gift voucher", "gift certificate", "store credit",
    "geschenkkarte", "geschenkgutschein", "carte cadeau", "chèque cadeau", "e-carte cadeau", "tarjeta regalo",
    "cheque regalo", "cartão presente", "vale-presente", "vale presente", "buono regalo", "carta regalo",
    "gift card digitale", "cadeaukaart", "cadeaubon", "karta podarunkowa", "bon podarunkowy", "dárková karta",
    "dárkový poukaz", "presentkort", "gavekort", "lahjakortti", "ajándékkártya", "hediye kartı", "hediye çeki",
    "подарочная карта", "подарочный сертификат", "подарункова картка", "بطاقة هدية", "كرت هدية", "כרטיס מתנה",
    "kartu hadiah", "thẻ quà tặng", "บัตรของขวัญ",
  ],
  ...["ギフトカード", "ギフト券", "礼品卡", "禮品卡", "购物卡", "기프트카드", "상품권"],
]);
