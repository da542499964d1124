import { AppError, ErrorCode } from '@/common/app-error';
import { publicPage } from '@/posts/public-page.param';

const codeOf = (value: string): ErrorCode | number => {
  try {
    return publicPage(value);
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('publicPage', () => {
  it('reads a page number from 1 to 500 in its one spelling', () => {
    expect(['1', '2', '10', '500'].map(codeOf)).toEqual([1, 2, 10, 500]);
  });

  it('answers another spelling of a page number with 404, as no address of a page', () => {
    for (const value of ['01', '003', '0500']) expect(codeOf(value)).toBe(ErrorCode.NotFound);
  });

  it('refuses what is no page number at all with 400', () => {
    for (const value of ['0', '501', 'abc', '1.5', '', '-1', '12345'])
      expect(codeOf(value)).toBe(ErrorCode.ValidationFailed);
  });
});
