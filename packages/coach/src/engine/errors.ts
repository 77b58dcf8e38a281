// Errors the engine and the wire normalisers throw. Student input never throws (it gets a
// chat answer); only a structurally invalid history or request body does, so the server can
// answer 400 with the message.

export class ExerciseInputError extends Error {
  readonly code = 'invalid_exercise_input';

  constructor(message: string) {
    super(message);
    this.name = 'ExerciseInputError';
  }
}
