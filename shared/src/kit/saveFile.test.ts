import { saveFile } from './saveFile';

describe('saveFile', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lets the browser save the content under its file name through a link it removes again, and frees the URL later', () => {
    jest.useFakeTimers();
    const created = jest.fn(() => 'blob:angebot');
    const revoked = jest.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const data = new Blob(['%PDF'], { type: 'application/pdf' });

    saveFile(data, 'Angebot-17.pdf');

    expect(created).toHaveBeenCalledWith(data);
    expect(clicked).toEqual([{ href: 'blob:angebot', download: 'Angebot-17.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10_000);
    expect(revoked).toHaveBeenCalledWith('blob:angebot');
  });
});
