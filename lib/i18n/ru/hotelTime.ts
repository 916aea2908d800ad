/** The hotel's clock named beside times when it differs from the browser's (issue 16; our texts, the spec is silent). */
export const hotelTime = {
  /** «Время отеля: Барнаул, UTC+7». */
  note: (zone: string) => `Время отеля: ${zone}`,
  /** Said to screen readers and in the tooltip: why the times may not match the computer's clock. */
  explain: 'Все время на этом экране — по часовому поясу отеля, а не компьютера.',
  /**
   * The cities of Russia's zones by IANA name: browsers' Intl data (Chromium's reduced ICU) may name them in
   * English only. Other zones read as Intl names them.
   */
  cities: {
    'Europe/Kaliningrad': 'Калининград',
    'Europe/Moscow': 'Москва',
    'Europe/Simferopol': 'Симферополь',
    'Europe/Kirov': 'Киров',
    'Europe/Volgograd': 'Волгоград',
    'Europe/Astrakhan': 'Астрахань',
    'Europe/Saratov': 'Саратов',
    'Europe/Ulyanovsk': 'Ульяновск',
    'Europe/Samara': 'Самара',
    'Asia/Yekaterinburg': 'Екатеринбург',
    'Asia/Omsk': 'Омск',
    'Asia/Novosibirsk': 'Новосибирск',
    'Asia/Barnaul': 'Барнаул',
    'Asia/Tomsk': 'Томск',
    'Asia/Novokuznetsk': 'Новокузнецк',
    'Asia/Krasnoyarsk': 'Красноярск',
    'Asia/Irkutsk': 'Иркутск',
    'Asia/Chita': 'Чита',
    'Asia/Yakutsk': 'Якутск',
    'Asia/Khandyga': 'Хандыга',
    'Asia/Vladivostok': 'Владивосток',
    'Asia/Ust-Nera': 'Усть-Нера',
    'Asia/Magadan': 'Магадан',
    'Asia/Sakhalin': 'Сахалин',
    'Asia/Srednekolymsk': 'Среднеколымск',
    'Asia/Kamchatka': 'Петропавловск-Камчатский',
    'Asia/Anadyr': 'Анадырь',
  } as Readonly<Record<string, string>>,
} as const;
