import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { PRIVACY_POLICY, USER_AGREEMENT, type AgreementDocumentText } from '../agreementText';
import './AgreementDocument.scss';

const DOCUMENTS: { key: 'user' | 'privacy'; label: string; text: AgreementDocumentText }[] = [
  { key: 'user', label: '用户服务协议', text: USER_AGREEMENT },
  { key: 'privacy', label: '隐私政策', text: PRIVACY_POLICY },
];

/** The user agreement and the privacy policy, one at a time; `?type=privacy` opens the policy. */
export function AgreementDocument() {
  const router = useRouter();
  const [current, setCurrent] = useState(router.params.type === 'privacy' ? 'privacy' : 'user');
  const document = (DOCUMENTS.find((d) => d.key === current) ?? DOCUMENTS[0]).text;
  return (
    <View className='agreement'>
      <View className='agreement__switch'>
        {DOCUMENTS.map((d) => (
          <Text
            key={d.key}
            className={classNames('agreement__tab', d.key === current && 'agreement__tab--active')}
            onClick={() => setCurrent(d.key)}
          >
            {d.label}
          </Text>
        ))}
      </View>
      <View className='agreement__paper'>
        <Text className='agreement__title'>{document.title}</Text>
        <Text className='agreement__updated'>{document.updated}</Text>
        <Text className='agreement__paragraph'>{document.intro}</Text>
        {document.sections.map((section) => (
          <View key={section.heading} className='agreement__section'>
            <Text className='agreement__heading'>{section.heading}</Text>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 16)} className='agreement__paragraph'>{paragraph}</Text>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}
