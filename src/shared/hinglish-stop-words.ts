/**
 * Hindi's grammatical words as members type them in Latin letters ("hai", "ka", "mein", "milega"):
 * they carry no topic, so the planner drops them like English stop words, and the wording search
 * never takes one for what a question is about.
 */
export const HINGLISH_STOP_WORDS: readonly string[] = (
  "hai hain ho hoga hogi honge tha thi the ka ki ke ko se mein mai par pe aur bhi kar kare karein karu karna karo " +
  "tak aayega aayegi ayega ayegi milega milegi milta milti chahiye chaiye raha rahi rahe gaya gayi gaye wala wali " +
  "wale kuch abhi sab yeh ye woh wo jo toh to na nahi nahin ji haan hum main mujhe mera meri mere apna apni apne " +
  "kitna kitni kitne kab kaise kya kaun kon kaunsa kaunsi konsa konsi kaunse konse kyun kyon kyu bhejo bacha bachi baki baaki liye diya diye karwana hua hota hoti hote padta padti padega"
).split(" ");
