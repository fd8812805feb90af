import { attachments, text } from '../../../airtable/fields.ts';
import type { BaseView } from '../base-view.ts';
import type { Finding } from '../findings.ts';

export function checkBlog(view: BaseView): Finding[] {
  return view.records('blog').flatMap((record): Finding[] => {
    const finding = (kind: Finding['kind']): Finding => ({ kind, table: 'blog', recordId: record.id, name: view.nameOf('blog', record) });
    return [
      ...(text(record.fields, 'date') ? [] : [finding('blogWithoutDate')]),
      ...(attachments(record.fields, 'coverImage').length > 0 ? [] : [finding('blogWithoutCover')]),
    ];
  });
}
