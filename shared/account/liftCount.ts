// A draft's text moves a count by a factor: a draft the forecast puts 20 % above the account's typical post is
// forecast 20 % more likes, not 20 % more of (1 + likes), which matters for an account whose posts get three
// likes. So a post's count is level × lift on the count itself, and a post's value with its text effect taken
// out is its count divided by its lift (liftCount with the lift negated).

/** The count (on the ln(1 + count) scale) of a post `lift` ln units above a post of value `level`. */
export function liftCount(level: number, lift: number): number {
  return Math.log1p(Math.expm1(level) * Math.exp(lift));
}
