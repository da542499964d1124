/** A stored answer sent again as it was; the exception filter writes it out unchanged. */
export class ReplayedResponse {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
