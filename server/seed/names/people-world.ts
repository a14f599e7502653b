import type { NamePool } from './people-types';

export const worldNames: Record<'ng' | 'tr' | 'gb' | 'us' | 'br' | 'ae' | 'ca' | 'com', NamePool> = {
  ng: {
    given: ['Chinedu', 'Ngozi', 'Oluwaseun', 'Funmilayo', 'Emeka', 'Aisha', 'Tunde', 'Chiamaka', 'Ibrahim', 'Kemi', 'Ifeanyi', 'Zainab', 'Segun', 'Adaeze', 'Musa', 'Temitope'],
    family: ['Okafor', 'Adeyemi', 'Okonkwo', 'Bello', 'Eze', 'Adebayo', 'Nwosu', 'Ibrahim', 'Olawale', 'Chukwu', 'Abubakar', 'Ogunleye', 'Balogun', 'Nnamdi', 'Usman', 'Afolabi'],
  },
  tr: {
    given: ['Mehmet', 'Ayşe', 'Mustafa', 'Fatma', 'Emre', 'Zeynep', 'Burak', 'Elif', 'Can', 'Merve', 'Murat', 'Selin', 'Oğuz', 'Büşra', 'Kerem', 'Deniz'],
    family: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Güneş'],
  },
  gb: {
    given: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Emily', 'Jack', 'Sophie', 'James', 'Charlotte', 'Thomas', 'Hannah', 'Priya', 'Mohammed', 'Chloe', 'Daniel'],
    family: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Patel', 'Khan', 'Hughes'],
  },
  us: {
    given: ['James', 'Olivia', 'Michael', 'Emma', 'David', 'Sophia', 'Daniel', 'Ava', 'Chris', 'Madison', 'Jose', 'Maria', 'Kevin', 'Aaliyah', 'Ryan', 'Jessica'],
    family: ['Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Anderson', 'Thompson', 'Nguyen', 'Kim', 'Patel', 'Clark', 'Lewis'],
  },
  br: {
    given: ['Lucas', 'Ana', 'Gabriel', 'Juliana', 'Rafael', 'Fernanda', 'Mateus', 'Camila', 'Pedro', 'Larissa', 'Gustavo', 'Beatriz', 'Thiago', 'Mariana', 'Felipe', 'Letícia'],
    family: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Lima', 'Araújo', 'Ferreira', 'Carvalho', 'Gomes', 'Ribeiro', 'Martins'],
  },
  ae: {
    // English-language companies in the UAE employ Emiratis, other Arabs and many expatriates.
    given: ['Ahmed', 'Fatima', 'Mohammed', 'Mariam', 'Khalid', 'Noura', 'Omar', 'Aisha', 'Rashid', 'Hessa', 'Rahul', 'Priya', 'Joseph', 'Maria', 'Sarah', 'Ali'],
    family: ['Al Mansouri', 'Al Hashimi', 'Al Nuaimi', 'Al Marzouqi', 'Al Suwaidi', 'Al Shamsi', 'Haddad', 'Khoury', 'Nair', 'Menon', 'Sharma', "D'Souza", 'Santos', 'Hughes'],
    native: {
      language: 'ar',
      given: ['أحمد', 'فاطمة', 'محمد', 'مريم', 'خالد', 'نورة', 'عمر', 'عائشة', 'راشد', 'حصة', 'سارة', 'علي', 'يوسف', 'ليلى'],
      family: ['المنصوري', 'الهاشمي', 'النعيمي', 'المرزوقي', 'السويدي', 'الشامسي', 'الكعبي', 'الظاهري', 'حداد', 'الخوري'],
      familyFirst: false,
      separator: ' ',
    },
  },
  ca: {
    given: ['Liam', 'Emma', 'Noah', 'Olivia', 'Ethan', 'Chloé', 'William', 'Ava', 'Benjamin', 'Maya', 'Mathieu', 'Sophie', 'Jasmeet', 'Arjun', 'Wei', 'Léa'],
    family: ['Smith', 'Tremblay', 'Martin', 'Roy', 'Wilson', 'MacDonald', 'Gagnon', 'Brown', 'Lee', 'Taylor', 'Singh', 'Campbell', 'Côté', 'Anderson', 'Chen', 'Gill'],
  },
  com: {
    given: ['Alex', 'Sofia', 'Lukas', 'Ana', 'Mateo', 'Hannah', 'Kenji', 'Amara', 'Noah', 'Leila', 'Felix', 'Chloé', 'Arjun', 'Ingrid', 'Tomás', 'Yuki'],
    family: ['Müller', 'García', 'Novak', 'Rossi', 'Kowalski', 'Johansson', 'Silva', 'Dubois', 'Okafor', 'Tanaka', 'Jensen', 'Cohen', 'Petrov', 'Haddad', 'Kim', "O'Brien"],
  },
};
