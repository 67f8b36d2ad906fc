/* Driver for expand-i128-minmax-sat-overflow.ll: one hash per function over 8^4 operand pairs built from
   64-bit edge values; the outputs of the pyllc and llc-14 builds are compared. */
#include <stdio.h>
typedef __int128 i128;
typedef unsigned __int128 u128;
i128 umin(i128, i128), smax(i128, i128), saddsat(i128, i128), usubsat(i128, i128), uaddsat(i128, i128),
    ssubsat(i128, i128), saddo(i128, i128), ssubo(i128, i128), usubo(i128, i128), uaddo(i128, i128);
int main(void) {
  i128 (*fn[])(i128, i128) = {umin, smax, saddsat, usubsat, uaddsat, ssubsat, saddo, ssubo, usubo, uaddo};
  const char *name[] = {"umin", "smax", "saddsat", "usubsat", "uaddsat", "ssubsat", "saddo", "ssubo", "usubo",
                        "uaddo"};
  unsigned long long v[] = {0, 1, 2, 0x7fffffffffffffffULL, 0x8000000000000000ULL, 0xffffffffffffffffULL, 12345,
                            0xfffffffffffffffeULL};
  for (int f = 0; f < 10; f++) {
    unsigned long long h = 0xcbf29ce484222325ULL;
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++)
        for (int k = 0; k < 8; k++)
          for (int l = 0; l < 8; l++) {
            u128 r = (u128)fn[f](((i128)v[i] << 64) | v[j], ((i128)v[k] << 64) | v[l]);
            h = (h ^ (unsigned long long)r) * 1099511628211ULL;
            h = (h ^ (unsigned long long)(r >> 64)) * 1099511628211ULL;
          }
    printf("%s %016llx\n", name[f], h);
  }
  return 0;
}
