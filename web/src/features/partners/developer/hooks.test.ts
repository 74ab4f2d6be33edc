import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './hooks';

describe("the api's refusals beside the inputs they name", () => {
  it('puts each first message under its input, and one naming no input above the form', () => {
    expect(
      fieldErrorsOf(
        [
          { field: 'redirectUris', message: 'http://ledger.example.com/cb must use https.' },
          { field: 'redirectUris', message: 'a second problem' },
          { field: null, message: 'Only staff and developer accounts can register apps.' },
          { field: 'somethingElse', message: 'Said anyway.' },
        ],
        { redirectUris: 'redirectUris' },
      ),
    ).toEqual({
      redirectUris: 'http://ledger.example.com/cb must use https.',
      _form: 'Only staff and developer accounts can register apps.',
    });
  });
});
