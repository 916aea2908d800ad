/**
 * The phrase table of the offline translation provider: every message the seed writes, in each language it may
 * be written in. The seed picks its guest and staff messages from here, so every seeded message can be translated
 * without a network; anything else is honestly reported as untranslated (docs/CONTRACTS.md, "Translation").
 */

/** Languages the table covers (codes of /config/langs/). */
export const PHRASE_LANGUAGES = ['ru', 'en', 'de', 'zh', 'ar'] as const;
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];

export type Phrase = Readonly<Record<PhraseLanguage, string>>;

/** What guests write about their orders. */
export const GUEST_PHRASES: readonly Phrase[] = [
  {
    ru: 'Можно принести, пожалуйста, побыстрее? Мы очень голодны.',
    en: 'Could you bring it a bit faster, please? We are very hungry.',
    de: 'Könnten Sie es bitte etwas schneller bringen? Wir haben großen Hunger.',
    zh: '请问能快一点送来吗？我们很饿。',
    ar: 'هل يمكنكم إحضاره بشكل أسرع من فضلكم؟ نحن جائعون جدًا.',
  },
  {
    ru: 'Пожалуйста, без орехов — у ребёнка аллергия.',
    en: 'No nuts, please — my child is allergic.',
    de: 'Bitte ohne Nüsse — mein Kind hat eine Allergie.',
    zh: '请不要放坚果——我的孩子过敏。',
    ar: 'من فضلكم بدون مكسرات، طفلي لديه حساسية.',
  },
  {
    ru: 'Такси нужно к главному входу в 7:30.',
    en: 'We need the taxi at the main entrance at 7:30.',
    de: 'Wir brauchen das Taxi um 7:30 Uhr am Haupteingang.',
    zh: '我们需要7:30在正门叫出租车。',
    ar: 'نحتاج سيارة الأجرة عند المدخل الرئيسي الساعة 7:30.',
  },
  {
    ru: 'Можно перенести массаж на вечер?',
    en: 'Can the massage be moved to the evening?',
    de: 'Kann die Massage auf den Abend verschoben werden?',
    zh: '按摩可以改到晚上吗？',
    ar: 'هل يمكن نقل موعد التدليك إلى المساء؟',
  },
  {
    ru: 'Принесите, пожалуйста, ещё две подушки.',
    en: 'Please bring two more pillows.',
    de: 'Bitte bringen Sie zwei weitere Kissen.',
    zh: '请再拿两个枕头来。',
    ar: 'من فضلكم أحضروا وسادتين إضافيتين.',
  },
  {
    ru: 'В номере не работает кондиционер.',
    en: 'The air conditioning in the room is not working.',
    de: 'Die Klimaanlage im Zimmer funktioniert nicht.',
    zh: '房间里的空调坏了。',
    ar: 'المكيف في الغرفة لا يعمل.',
  },
  {
    ru: 'Спасибо, всё было отлично!',
    en: 'Thank you, everything was excellent!',
    de: 'Danke, alles war ausgezeichnet!',
    zh: '谢谢，一切都很好！',
    ar: 'شكرًا، كان كل شيء ممتازًا!',
  },
  {
    ru: 'Рейс задерживается, трансфер нужен на час позже.',
    en: 'The flight is delayed, we need the transfer an hour later.',
    de: 'Der Flug hat Verspätung, wir brauchen den Transfer eine Stunde später.',
    zh: '航班延误了，接送需要推迟一个小时。',
    ar: 'الرحلة متأخرة، نحتاج النقل بعد ساعة.',
  },
  {
    ru: 'Можно оплатить картой при доставке?',
    en: 'Can I pay by card on delivery?',
    de: 'Kann ich bei der Lieferung mit Karte bezahlen?',
    zh: '送达时可以刷卡付款吗？',
    ar: 'هل يمكنني الدفع بالبطاقة عند التسليم؟',
  },
  {
    ru: 'Пожалуйста, не звоните в дверь, ребёнок спит.',
    en: 'Please do not ring the doorbell, the baby is sleeping.',
    de: 'Bitte nicht klingeln, das Baby schläft.',
    zh: '请不要按门铃，宝宝在睡觉。',
    ar: 'من فضلكم لا تقرعوا الجرس، الطفل نائم.',
  },
  {
    ru: 'Нужна гладильная доска в номер.',
    en: 'I need an ironing board in the room.',
    de: 'Ich brauche ein Bügelbrett im Zimmer.',
    zh: '房间里需要一个熨衣板。',
    ar: 'أحتاج إلى طاولة كي في الغرفة.',
  },
  {
    ru: 'Мы вернёмся в номер через двадцать минут.',
    en: 'We will be back in the room in twenty minutes.',
    de: 'Wir sind in zwanzig Minuten wieder im Zimmer.',
    zh: '我们二十分钟后回房间。',
    ar: 'سنعود إلى الغرفة بعد عشرين دقيقة.',
  },
];

/** What staff answer (written in Russian by the seed; guests read them translated). */
export const STAFF_PHRASES: readonly Phrase[] = [
  {
    ru: 'Здравствуйте! Заказ принят, будет у вас через 20 минут.',
    en: 'Hello! Your order has been received and will be with you in 20 minutes.',
    de: 'Guten Tag! Ihre Bestellung ist eingegangen und in 20 Minuten bei Ihnen.',
    zh: '您好！订单已收到，20分钟后送到。',
    ar: 'مرحبًا! تم استلام طلبك وسيصلك خلال 20 دقيقة.',
  },
  {
    ru: 'Конечно, всё сделаем.',
    en: 'Of course, we will take care of it.',
    de: 'Selbstverständlich, wir kümmern uns darum.',
    zh: '当然，我们会处理好的。',
    ar: 'بالطبع، سنهتم بذلك.',
  },
  {
    ru: 'Извините за ожидание, курьер уже в пути.',
    en: 'Sorry for the wait, the courier is on the way.',
    de: 'Entschuldigen Sie die Wartezeit, der Kurier ist unterwegs.',
    zh: '抱歉让您久等了，送餐员已经在路上了。',
    ar: 'نعتذر عن الانتظار، المندوب في الطريق.',
  },
];

/** Every phrase of the table, guest and staff. */
export const ALL_PHRASES: readonly Phrase[] = [...GUEST_PHRASES, ...STAFF_PHRASES];
