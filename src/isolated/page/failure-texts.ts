import { ALIASES } from '../../locales/registry.js';

/** What the shopper reads when the card frame cannot load, and the button that loads it again. */
export type FailureTexts = readonly [message: string, retry: string];

/**
 * In each of the element's languages. Here rather than in the locale modules: the page side of
 * isolated mode loads no locale, and these load only when the frame fails.
 */
export const FAILURE_TEXTS: Record<string, FailureTexts> = {
  en: ['The payment card form could not be loaded.', 'Try again'],
  ar: ['تعذّر تحميل نموذج بطاقة الدفع.', 'إعادة المحاولة'],
  bg: ['Формулярът за платежна карта не можа да се зареди.', 'Опитайте отново'],
  ca: ["No s'ha pogut carregar el formulari de la targeta de pagament.", 'Torna-ho a provar'],
  cs: ['Formulář platební karty se nepodařilo načíst.', 'Zkusit znovu'],
  da: ['Formularen til betalingskortet kunne ikke indlæses.', 'Prøv igen'],
  de: ['Das Formular für die Zahlungskarte konnte nicht geladen werden.', 'Erneut versuchen'],
  el: ['Δεν ήταν δυνατή η φόρτωση της φόρμας κάρτας πληρωμής.', 'Δοκιμάστε ξανά'],
  es: ['No se ha podido cargar el formulario de la tarjeta de pago.', 'Volver a intentarlo'],
  et: ['Maksekaardi vormi ei õnnestunud laadida.', 'Proovi uuesti'],
  fi: ['Maksukorttilomaketta ei voitu ladata.', 'Yritä uudelleen'],
  fr: ['Le formulaire de carte de paiement n’a pas pu être chargé.', 'Réessayer'],
  ga: ['Níorbh fhéidir foirm an chárta íocaíochta a lódáil.', 'Bain triail eile as'],
  he: ['לא ניתן לטעון את טופס כרטיס התשלום.', 'לנסות שוב'],
  hr: ['Obrazac platne kartice nije se mogao učitati.', 'Pokušajte ponovno'],
  hu: ['A bankkártyaűrlapot nem sikerült betölteni.', 'Próbálja újra'],
  is: ['Ekki tókst að hlaða eyðublaðinu fyrir greiðslukortið.', 'Reyna aftur'],
  it: ['Impossibile caricare il modulo della carta di pagamento.', 'Riprova'],
  ja: ['支払いカードのフォームを読み込めませんでした。', '再試行'],
  ko: ['결제 카드 양식을 불러오지 못했습니다.', '다시 시도'],
  lt: ['Nepavyko įkelti mokėjimo kortelės formos.', 'Bandyti dar kartą'],
  lv: ['Neizdevās ielādēt maksājumu kartes veidlapu.', 'Mēģināt vēlreiz'],
  mt: ['Il-formola tal-karta tal-ħlas ma setgħetx tittella’.', 'Erġa’ pprova'],
  nb: ['Skjemaet for betalingskortet kunne ikke lastes inn.', 'Prøv igjen'],
  nl: ['Het formulier voor de betaalkaart kon niet worden geladen.', 'Opnieuw proberen'],
  pl: ['Nie udało się wczytać formularza karty płatniczej.', 'Spróbuj ponownie'],
  'pt-br': ['Não foi possível carregar o formulário do cartão de pagamento.', 'Tentar novamente'],
  pt: ['Não foi possível carregar o formulário do cartão de pagamento.', 'Tentar novamente'],
  ro: ['Formularul cardului de plată nu a putut fi încărcat.', 'Încercați din nou'],
  sk: ['Formulár platobnej karty sa nepodarilo načítať.', 'Skúsiť znova'],
  sl: ['Obrazca plačilne kartice ni bilo mogoče naložiti.', 'Poskusi znova'],
  sv: ['Formuläret för betalkortet kunde inte läsas in.', 'Försök igen'],
  tr: ['Ödeme kartı formu yüklenemedi.', 'Tekrar dene'],
  uk: ['Не вдалося завантажити форму платіжної картки.', 'Спробувати ще раз'],
  'zh-hans': ['无法加载支付卡表单。', '重试'],
  'zh-hant': ['無法載入付款卡表單。', '重試'],
};

/** The texts for a BCP 47 tag, as the element finds its locale; English when none fits. */
export function failureTexts(lang: string): FailureTexts {
  const subtags = lang.toLowerCase().replace(/_/g, '-').split('-');
  for (let length = subtags.length; length > 0; length--) {
    const tag = subtags.slice(0, length).join('-');
    const found = FAILURE_TEXTS[tag] ?? FAILURE_TEXTS[ALIASES[tag] ?? ''];
    if (found) return found;
  }
  return FAILURE_TEXTS.en!;
}
