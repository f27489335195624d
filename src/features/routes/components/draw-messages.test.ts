import { describe, expect, it } from 'vitest';
import { ROUTE_MESSAGES } from '../../../api/contract/routes.ts';
import { drawMessages } from './draw-messages';

describe('drawing messages', () => {
  it('say in English exactly what the spec and the server say', () => {
    expect(drawMessages.lineTooShort()).toBe(ROUTE_MESSAGES.lineTooShort);
    expect(drawMessages.stopPointTooFar()).toBe(ROUTE_MESSAGES.stopPointTooFar);
    expect(drawMessages.onlyOnePoint()).toBe('you Can Only Add One Point');
  });
});
