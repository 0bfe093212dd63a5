import { useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { Search } from '@nutui/icons-react-taro';
import { NEWS_UI_TEXT } from '../model';
import './NewsSearchBar.scss';

export interface NewsSearchBarProps {
  /** The keyword in force (the list shows its results). */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** Search by title and content: the keyword applies on 搜索 or the keyboard's search key. */
export function NewsSearchBar({ keyword, onSearch }: NewsSearchBarProps) {
  const [input, setInput] = useState(keyword);
  const submit = (value: string) => onSearch(value.trim());
  return (
    <View className='news-search'>
      <View className='news-search__field'>
        <Search size={14} color='#8a919c' />
        <Input
          className='news-search__input'
          value={input}
          placeholder={NEWS_UI_TEXT.searchPlaceholder}
          placeholderClass='news-search__placeholder'
          confirmType='search'
          onInput={(event) => setInput(event.detail.value)}
          onConfirm={(event) => submit(event.detail.value)}
        />
        {input ? (
          <View className='news-search__clear' onClick={() => { setInput(''); if (keyword) onSearch(''); }}>
            <Text>×</Text>
          </View>
        ) : null}
      </View>
      <View className='news-search__button' onClick={() => submit(input)}>
        <Text>{NEWS_UI_TEXT.search}</Text>
      </View>
    </View>
  );
}
