// Query strings that carry no usable score for a quiz of `total` questions: a score link with any
// of them must give the plain quiz page. Shared by the unit, server and browser tests.
export function hostileScoreQueries(total: number): [name: string, search: string][] {
  return [
    ['no parameter', ''],
    ['an empty value', '?score='],
    ['a negative score', '?score=-1'],
    ['one above the total', `?score=${total + 1}`],
    ['a fraction', '?score=19.5'],
    ['a trailing decimal point', '?score=19.'],
    ['an exponent', '?score=1e1'],
    ['10^12', '?score=1000000000000'],
    ['text', '?score=nineteen'],
    ['a script tag', '?score=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a raw script tag', '?score=<script>alert(1)</script>'],
    ['a repeated parameter', '?score=19&score=20'],
    ['the same value twice', '?score=19&score=19'],
    ['a leading zero', '?score=019'],
    ['a plus sign (a space once decoded)', '?score=+19'],
    ['an encoded sign', '?score=%2B19'],
    ['surrounding spaces', '?score=%2019%20'],
    ['hex', '?score=0x13'],
    ['full-width digits', '?score=%EF%BC%91%EF%BC%99'],
    ['a broken escape', '?score=%E0%A4%A'],
    ['a differently cased name', '?Score=19'],
  ];
}
