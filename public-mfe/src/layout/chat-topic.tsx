import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

interface ChatTopic {
  packageTitle: string | undefined;
  setPackageTitle: (title: string | undefined) => void;
}

const ChatTopicContext = createContext<ChatTopic>({
  packageTitle: undefined,
  setPackageTitle: () => undefined,
});

/** Lets a package page tell the chat button which package the visitor is looking at. */
export function ChatTopicProvider({ children }: { children: ReactNode }) {
  const [packageTitle, setPackageTitle] = useState<string | undefined>();
  return (
    <ChatTopicContext.Provider value={{ packageTitle, setPackageTitle }}>
      {children}
    </ChatTopicContext.Provider>
  );
}

export const useChatPackageTitle = () => useContext(ChatTopicContext).packageTitle;

/** While the calling page is shown, the chat greeting names this package. */
export function useChatAboutPackage(title: string | undefined): void {
  const { setPackageTitle } = useContext(ChatTopicContext);
  useEffect(() => {
    setPackageTitle(title);
    return () => setPackageTitle(undefined);
  }, [title, setPackageTitle]);
}
