# $'...' escapes and $"...".

#### dollar single quote escapes
echo $'\a\b\e\E\f\n\r\t\v\\\'\"\?' | od -c | head -3

#### dollar single quote numeric
echo $'\101\x42\u0043\U00000044\cA\c?' | od -c | head -2

#### dollar single quote edge
echo $'\x' $'\xg' $'\u' $'\8' $'\0101' $'\400' | od -c | head -3

#### dollar single quote control
printf '%q\n' $'\ca' $'\cZ' $'\c[' $'\c\\'

#### dollar double quote
echo $"hello"
